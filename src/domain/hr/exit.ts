import { z } from 'zod';
import { ERROR_CODES, isoDate, recordMeta, ref } from '../common';
import { addDays, dayOfWeek } from '../rules/calendar';
import { nonWorkedHolidaysOfYears } from '../rules/holidays';

/**
 * What HR hands over or gets back when an employee leaves (docs/domain.md, "Exits"):
 * - `certificat`: the certificat de travail (C. trav. L1234-19), made by the backend;
 * - `soldeDeToutCompte`: the reçu pour solde de tout compte (L1234-20), its amounts from
 *   payroll: recorded as handed over and signed, with the date;
 * - `franceTravail`: the attestation France Travail (R1234-9): for an employer of 11 or
 *   more, sent by the payroll software through the DSN within 5 working days of the end;
 *   below 11, made on France Travail's site;
 * - `equipment`: the equipment returned.
 */
export const EXIT_ITEMS = ['certificat', 'soldeDeToutCompte', 'franceTravail', 'equipment'] as const;
export type ExitItemName = (typeof EXIT_ITEMS)[number];

/** The headcount from which the attestation goes through the DSN within 5 working days. */
export const DSN_HEADCOUNT = 11;
/** The working days the DSN has after the end of the contract. */
export const DSN_WORKING_DAYS = 5;
/** How far ahead the dashboard lists exits, in days. */
export const UPCOMING_EXIT_DAYS = 30;

/** PUT /app/employee/{id}/exit/{item}: the item done on a date, or open again. */
export const exitItemInputSchema = z
  .object({ done: z.boolean({ error: ERROR_CODES.invalidType }), date: isoDate.optional(), version: z.number().int().positive().optional() })
  .refine((input) => !input.done || input.date !== undefined, { error: ERROR_CODES.required, path: ['date'] });
export type ExitItemInput = z.infer<typeof exitItemInputSchema>;

/** A stored status: one row per employee and item, once HR has set it. */
export const exitItemRowSchema = z.object({ employeeId: ref, item: z.enum(EXIT_ITEMS), done: z.boolean(), date: isoDate.optional() }).extend(recordMeta.shape);
export type ExitItemRow = z.infer<typeof exitItemRowSchema>;

/** An item of the checklist as answered. */
export const exitItemSchema = z.object({
  item: z.enum(EXIT_ITEMS),
  done: z.boolean(),
  date: isoDate.optional(),
  /** The day it is due by (the attendance France Travail through the DSN). */
  dueDate: isoDate.optional(),
  /** `dsn`: the payroll software sends it; `site`: made on France Travail's site. */
  channel: z.enum(['dsn', 'site']).optional(),
  /** The stored status's version, to quote when changing it (absent: never set). */
  version: z.number().int().positive().optional(),
});
export type ExitItem = z.infer<typeof exitItemSchema>;

/** GET /app/employee/{id}/exit. */
export const exitChecklistSchema = z.object({
  employeeId: ref,
  employeeName: z.string(),
  exitDate: isoDate,
  /** The first day the account refuses to sign in: the day after the exit. */
  accountClosesOn: isoDate,
  headcount: z.number().int().nonnegative(),
  items: z.array(exitItemSchema),
});
export type ExitChecklist = z.infer<typeof exitChecklistSchema>;

/** GET /app/exits: the exits of the next 30 days and their open items. */
export const upcomingExitSchema = z.object({ employeeId: ref, employeeName: z.string(), exitDate: isoDate, openItems: z.array(z.enum(EXIT_ITEMS)) });
export type UpcomingExit = z.infer<typeof upcomingExitSchema>;

/**
 * The `days`th working day after `date`: Monday to Friday, national public holidays off
 * (the DSN's "jours ouvrés").
 */
export function workingDaysAfter(date: string, days: number): string {
  const year = Number(date.slice(0, 4));
  const holidays = nonWorkedHolidaysOfYears(year, year + 1, false);
  let day = date;
  for (let counted = 0; counted < days; ) {
    day = addDays(day, 1);
    const weekday = dayOfWeek(day);
    if (weekday !== 0 && weekday !== 6 && !holidays.has(day)) counted += 1;
  }
  return day;
}

/** The checklist of an exit: each item with its stored status, the attestation's due date or channel. */
export function exitItems(exitDate: string, headcount: number, stored: readonly ExitItemRow[]): ExitItem[] {
  const dsn = headcount >= DSN_HEADCOUNT;
  return EXIT_ITEMS.map((item) => {
    const row = stored.find((candidate) => candidate.item === item);
    const status = row ? { done: row.done, ...(row.date ? { date: row.date } : {}), version: row.version } : { done: false };
    if (item !== 'franceTravail') return { item, ...status };
    return { item, ...status, channel: dsn ? 'dsn' : 'site', ...(dsn ? { dueDate: workingDaysAfter(exitDate, DSN_WORKING_DAYS) } : {}) };
  });
}
