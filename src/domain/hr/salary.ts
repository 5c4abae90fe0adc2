import { z } from 'zod';
import { ERROR_CODES, cents, isoDate, optionalMultilineText, recordMeta, ref, text } from '../common';

/** 35 hours a week, in hours a month. */
export const STANDARD_HOURS_PER_MONTH = 151.67;

export const salaryLineSchema = z.object({
  label: text(120),
  amountCents: cents,
});

/** Salaire: one dated entry of an employee's salary history. */
export const salaryInputSchema = z.object({
  employeeId: ref,
  effectiveDate: isoDate,
  baseMonthlyGrossCents: cents,
  hoursPerMonth: z
    .number({ error: ERROR_CODES.required })
    .positive({ error: ERROR_CODES.tooSmall })
    .max(300, { error: ERROR_CODES.tooLarge }),
  allowances: z.array(salaryLineSchema, { error: ERROR_CODES.invalidType }).max(50, { error: ERROR_CODES.tooLarge }),
  deductions: z.array(salaryLineSchema, { error: ERROR_CODES.invalidType }).max(50, { error: ERROR_CODES.tooLarge }),
  note: optionalMultilineText(500),
});
export const salarySchema = salaryInputSchema.extend(recordMeta.shape);
export type SalaryInput = z.infer<typeof salaryInputSchema>;
export type Salary = z.infer<typeof salarySchema>;
