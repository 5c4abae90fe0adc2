import { z } from 'zod';
import { ERROR_CODES, choice, isoDate, recordMeta, ref, text } from '../common';
import { EXPENSE_CATEGORIES } from './mission';

/**
 * Payroll months and the payroll variables handed to the payroll software (docs/payroll.md):
 * each enterprise's months, open or closed; its payroll codes (rubriques); what each export sent.
 */

/** A payroll period, `YYYY-MM`. */
export const payrollMonth = z.string({ error: ERROR_CODES.required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: ERROR_CODES.invalidType });

/** A month closed by HR (no row: open). Reopened until `reopenedUntil`, it closes again by itself. */
export const payrollMonthSchema = z.object({
  ...recordMeta.shape,
  enterpriseId: ref,
  month: payrollMonth,
  closedAt: z.string(),
  closedBy: z.string(),
  /** While the backend's clock is before this instant the month is open again. */
  reopenedUntil: z.string().optional(),
  reopenReason: z.string().optional(),
});
export type PayrollMonth = z.infer<typeof payrollMonthSchema>;

export const PAYROLL_MONTH_STATUSES = ['open', 'closed', 'reopened'] as const;
export type PayrollMonthStatus = (typeof PAYROLL_MONTH_STATUSES)[number];

/** The status of a month at `now` (an ISO instant) from its row, if any. */
export function payrollMonthStatus(row: Pick<PayrollMonth, 'reopenedUntil'> | undefined, now: string): PayrollMonthStatus {
  if (!row) return 'open';
  return row.reopenedUntil !== undefined && row.reopenedUntil > now ? 'reopened' : 'closed';
}

/** How long a reopened month stays open, by default and at most (hours). */
export const REOPEN_DEFAULT_HOURS = 24;
export const REOPEN_MAX_HOURS = 168;

export const reopenInputSchema = z.object({
  reason: text(500),
  hours: z
    .number({ error: ERROR_CODES.invalidType })
    .int({ error: ERROR_CODES.invalidType })
    .min(1, { error: ERROR_CODES.tooSmall })
    .max(REOPEN_MAX_HOURS, { error: ERROR_CODES.tooLarge })
    .optional(),
});
export type ReopenInput = z.infer<typeof reopenInputSchema>;

/** What a payroll code counts: days (ouvrés or ouvrables), hours, or an amount in euros. */
export const PAYROLL_UNITS = ['ouvrés', 'ouvrables', 'hours', 'euros'] as const;
export type PayrollUnit = (typeof PAYROLL_UNITS)[number];
/** The unit as the files write it. */
export const UNIT_LETTER: Readonly<Record<PayrollUnit, 'J' | 'H' | 'EUR'>> = { ouvrés: 'J', ouvrables: 'J', hours: 'H', euros: 'EUR' };

/** The variables that are not leave types or expense kinds. */
export const PAYROLL_FIXED_ITEMS = ['overtime25', 'overtime50', 'nightHours', 'perDiem', 'mileage'] as const;
/** The variables counted in hours from attendance (docs/payroll.md): their code's unit is hours, nothing else. */
export const PAYROLL_HOUR_ITEMS = ['overtime25', 'overtime50', 'nightHours'] as const;
/** The units an item's code may have. */
export const unitsOfItem = (item: string): readonly PayrollUnit[] => ((PAYROLL_HOUR_ITEMS as readonly string[]).includes(item) ? ['hours'] : PAYROLL_UNITS);
/** The expense kinds with a code of their own (mileage has its own item). */
export const PAYROLL_EXPENSE_KINDS = EXPENSE_CATEGORIES.filter((category) => category !== 'kilométrique');

/** An item: `leaveType:{id}`, `expense:{category}`, or one of PAYROLL_FIXED_ITEMS. */
export const payrollItem = z
  .string({ error: ERROR_CODES.required })
  .refine(
    (item) =>
      (PAYROLL_FIXED_ITEMS as readonly string[]).includes(item) ||
      /^leaveType:[1-9]\d{0,8}$/.test(item) ||
      (item.startsWith('expense:') && (PAYROLL_EXPENSE_KINDS as readonly string[]).includes(item.slice('expense:'.length))),
    { error: ERROR_CODES.invalidChoice },
  );

export const leaveTypeItem = (typeId: number) => `leaveType:${typeId}`;
export const expenseItem = (category: string) => (category === 'kilométrique' ? 'mileage' : `expense:${category}`);

export const payrollCodeInputSchema = z.object({
  item: payrollItem,
  /** The payroll software's rubrique. */
  code: z
    .string({ error: ERROR_CODES.required })
    .trim()
    .min(1, { error: ERROR_CODES.required })
    .max(20, { error: ERROR_CODES.tooLong })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: ERROR_CODES.invalidCode }),
  unit: choice(PAYROLL_UNITS),
});
export type PayrollCodeInput = z.infer<typeof payrollCodeInputSchema>;

/** The whole table of an enterprise, written at once. */
export const payrollCodesInputSchema = z.object({
  codes: z.array(payrollCodeInputSchema, { error: ERROR_CODES.invalidType }).max(200, { error: ERROR_CODES.tooLarge }),
});

export const payrollCodeSchema = payrollCodeInputSchema.extend({ ...recordMeta.shape, enterpriseId: ref });
export type PayrollCode = z.infer<typeof payrollCodeSchema>;

export const LINE_KINDS = ['N', 'R', 'A'] as const;
export const HALF_LETTERS = ['AM', 'PM'] as const;

/** One line of a payroll file: a variable of one employee in one period. */
export const payrollLineSchema = z.object({
  /** What it comes from (`leave:12`), so that a later change finds what was sent. */
  source: z.string(),
  matricule: z.string(),
  code: z.string(),
  startDate: isoDate,
  /** `AM`: from the morning; `PM`: from the afternoon. */
  startHalf: choice(HALF_LETTERS),
  endDate: isoDate,
  /** `AM`: until the morning (half last day); `PM`: the whole last day. */
  endHalf: choice(HALF_LETTERS),
  quantity: z.number(),
  unit: choice(['J', 'H', 'EUR'] as const),
  /** The period the line is paid in. */
  period: payrollMonth,
  /** N normal, R rappel (a late item or a corrected one), A annulation of a line sent before. */
  kind: choice(LINE_KINDS),
  /** The days an absence takes, one by one (EBP writes a row per day): date and 1 or 0.5. */
  days: z.array(z.object({ date: isoDate, days: z.number() })).optional(),
});
export type PayrollLine = z.infer<typeof payrollLineSchema>;

/** What one export of a closed month sent: kept, so that exporting it again gives the same files. */
export const payrollExportSchema = z.object({
  ...recordMeta.shape,
  enterpriseId: ref,
  month: payrollMonth,
  exportedAt: z.string(),
  lines: z.array(payrollLineSchema),
});
export type PayrollExport = z.infer<typeof payrollExportSchema>;

export const PAYROLL_FORMATS = ['csv', 'ebp', 'silae'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];
export const exportInputSchema = z.object({ format: choice(PAYROLL_FORMATS) });

/** The name of a month's file: `paie-csv-DOS-0042-2026-02.csv` (the enterprise's id when it has no dossier number). */
export const payrollFileName = (format: PayrollFormat, dossier: string | undefined, enterpriseId: number, month: string): string =>
  `paie-${format}-${dossier ?? enterpriseId}-${month}.${format === 'silae' ? 'jsonl' : 'csv'}`;
