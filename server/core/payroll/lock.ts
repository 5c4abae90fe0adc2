import { ERROR_CODES } from '@/domain/common';
import { payrollMonthStatus, type PayrollMonth } from '@/domain/hr/payroll';
import { shiftMonth } from '@/domain/rules/calendar';
import type { RowChange } from '../storage/repository';
import type { AppContext } from '../hr/context';
import { HttpFailure } from '../hr/errors';
import { frenchMessage } from '../hr/messages-fr';
import { enterpriseOfEmployee } from './enterprise-of';

/**
 * A closed payroll month is locked (docs/payroll.md): no leave, attendance day, mission (and
 * its expenses), salary line or assignment dated in it is created, changed or deleted. Checked
 * once, on the rows a transaction wrote, before it commits (hr/context.ts): every route that
 * writes them goes through it.
 */

const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "mars 2026". */
export const frenchMonth = (month: string): string => `${FRENCH_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The months from the month of `from` to the month of `to`, both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7) && months.length < 1200; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** The dates a row of a dated table is dated at, as it was (`before`) or is left (`after`): one per month it touches. */
function datesOf(change: RowChange, which: 'before' | 'after'): string[] {
  const spread = (from: string, to: string) => monthsBetween(from, to).map((month) => (month === from.slice(0, 7) ? from : `${month}-01`));
  switch (change.table) {
    case 'leaves': {
      const leave = change[which];
      return leave ? spread(leave.startDate, leave.endDate) : [];
    }
    case 'missions': {
      const mission = change[which];
      return mission ? [...spread(mission.startDate, mission.endDate), ...mission.expenses.map((expense) => expense.date)] : [];
    }
    case 'attendance': {
      const day = change[which];
      return day ? [day.date] : [];
    }
    case 'salaries': {
      const salary = change[which];
      return salary ? [salary.effectiveDate] : [];
    }
    case 'assignments': {
      const assignment = change[which];
      if (!assignment) return [];
      return assignment.endDate ? [assignment.startDate, assignment.endDate] : [assignment.startDate];
    }
    default:
      return [];
  }
}

const DATED = new Set<RowChange['table']>(['leaves', 'missions', 'attendance', 'salaries', 'assignments']);

/** The enterprise a dated row belongs to on `date`: an assignment's own; an employee's by their principal assignment then (else today). */
async function enterpriseOfRow(ctx: AppContext, change: RowChange, which: 'before' | 'after', date: string): Promise<number | undefined> {
  if (change.table === 'assignments') {
    const { enterprise } = await ctx.unitsOf(change[which]?.serviceId);
    return enterprise?.id;
  }
  const employeeId = (change[which] as { employeeId?: unknown } | undefined)?.employeeId;
  return typeof employeeId === 'number' ? enterpriseOfEmployee(ctx, employeeId, date) : undefined;
}

/** The refusal of a write dated in a closed month: 409 naming the month and the enterprise. */
export async function closedMonthFailure(ctx: AppContext, closed: PayrollMonth): Promise<HttpFailure> {
  const enterprise = (await ctx.db.get('enterprises', closed.enterpriseId))?.name ?? '';
  const params = { month: closed.month, monthName: frenchMonth(closed.month), enterprise };
  return new HttpFailure(409, frenchMessage(ERROR_CODES.payrollClosed, params), undefined, ERROR_CODES.payrollClosed, params);
}

/** Throws the 409 when a row written (as it was, or as it is left) is dated in a closed month of its enterprise. */
export async function refuseClosedMonths(ctx: AppContext, changes: readonly RowChange[]): Promise<void> {
  const dated = changes.filter((change) => DATED.has(change.table));
  if (dated.length === 0) return;
  const now = ctx.clock.now();
  const closed = (await ctx.db.all('payrollMonths')).filter((row) => payrollMonthStatus(row, now) === 'closed');
  if (closed.length === 0) return;
  const closedMonths = new Set(closed.map((row) => row.month));
  // Rows of the same people and services share their lookups (an import writes hundreds at once).
  const reading = ctx.readingOnce();
  for (const change of dated) {
    for (const which of ['before', 'after'] as const) {
      for (const date of datesOf(change, which)) {
        if (!closedMonths.has(date.slice(0, 7))) continue;
        const enterpriseId = await enterpriseOfRow(reading, change, which, date);
        const hit = closed.find((month) => month.month === date.slice(0, 7) && month.enterpriseId === enterpriseId);
        if (hit) throw await closedMonthFailure(ctx, hit);
      }
    }
  }
}
