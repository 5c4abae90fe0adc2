import { z } from 'zod';
import { choice, isoDate } from '../common';
import { HALVES } from './leave';

/**
 * An employee's balances as "My space" shows them (docs/domain.md, "On a date").
 *
 * GET /app/leave_balance/{employeeId}/types → { items: TypeBalance[] }: one row per leave type
 *   that draws on a balance or holds requests of the current period.
 * GET /app/leave_balance/{employeeId}/on?date=YYYY-MM-DD[&typeId=][&excludeId=]
 *   [&startDate=&endDate=&startHalf=&endHalf=] → BalanceOnDate: the paid-leave balance
 *   projected to `date` (today … the end of the next reference period; today when none is
 *   given); with a request's dates, also what is left after it.
 */
const days = z.number();

export const typeBalanceSchema = z.object({
  typeId: z.number().int().positive(),
  typeName: z.string(),
  /** Whether the type draws on a balance (then `remaining` is answered when the balance is kept: congés payés). */
  deductsFromBalance: z.boolean(),
  acquired: days.optional(),
  carriedOver: days.optional(),
  fractionnement: days.optional(),
  taken: days,
  planned: days,
  pending: days,
  remaining: days.optional(),
});
export type TypeBalance = z.infer<typeof typeBalanceSchema>;
export const typeBalancesSchema = z.object({ items: z.array(typeBalanceSchema) });

/** One month of the projection: what it earns, what is taken in it, the balance at its end (or on `date` for the last). */
export const projectedMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  accrued: days,
  taken: days,
  balance: days,
});

export const balanceOnDateSchema = z.object({
  employeeId: z.number().int().positive(),
  typeId: z.number().int().positive(),
  date: isoDate,
  /** The reference period holding `date`. */
  periodStart: isoDate,
  periodEnd: isoDate,
  acquired: days,
  carriedOver: days,
  fractionnement: days,
  /** Approved days before or on `date`, approved after it, pending (all held against the balance). */
  taken: days,
  planned: days,
  pending: days,
  /** Days lost at a period's end between today and `date` (carry-over not taken in time). */
  lost: days,
  /** What is left on `date`. */
  available: days,
  months: z.array(projectedMonthSchema),
  /** With a request's dates: the days it counts and what would be left on `date` after it. */
  request: z
    .object({ days, availableAfter: days, startHalf: choice(HALVES).optional(), endHalf: choice(HALVES).optional() })
    .optional(),
  /** The last day that may be asked: the end of the next reference period. */
  latestDate: isoDate,
});
export type BalanceOnDate = z.infer<typeof balanceOnDateSchema>;
