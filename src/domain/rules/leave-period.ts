import type { DayCount, LeaveStatus } from '../hr/leave';
import { addDays } from './calendar';
import type { LeaveSpan } from './leave-days';
import { fractionnementDays, monthsOfSickness, paidLeaveBalance, referencePeriod, type Balance } from './leave-balance';
import { leaveTaking, mainLeaveOutOfSeason } from './leave-taking';

/**
 * One employee's paid leave as the balance reads it (docs/domain.md, "Paid-leave balance"):
 * the balance of any reference period, from the same records, whatever the day of reckoning.
 */

/** A paid-leave request with its stored count and the public holidays off at its site (from its first day to `countedUntil`). */
export interface PaidLeaveRequest extends LeaveSpan {
  status: LeaveStatus;
  days: number;
  holidays: ReadonlySet<string>;
}

export interface LeaveHistory {
  hireDate: string;
  exitDate?: string;
  /** How the paid-leave type counts its days. */
  countsAs: DayCount;
  /** The employee's paid-leave requests, any status. */
  paid: readonly PaidLeaveRequest[];
  /** The employee's approved sick leave (its months earn at the sickness rate). */
  sickLeaves: readonly { startDate: string; endDate: string }[];
  /** The first days of the periods whose fractionnement days the employee gave up. */
  waivedPeriods: ReadonlySet<string>;
}

/** A balance with how its fractionnement days were earned, or given up. */
export interface PeriodBalance extends Balance {
  mainLeaveOutOfSeason: number;
  fractionnementWaived: boolean;
}

/**
 * The balance of the reference period holding `asOf`: what it earned (sickness months at
 * their rate), the paid leave of requests starting in it — approved days taken up to
 * `asOf` or planned after it, pending ones — and the fractionnement of the main leave
 * taken outside May–October, unless waived.
 */
export function periodBalance(history: LeaveHistory, asOf: string, carriedOver: number): PeriodBalance {
  const period = referencePeriod(asOf);
  const paid = history.paid.filter((leave) => leave.startDate >= period.from && leave.startDate <= period.to);
  const approved = paid.filter((leave) => leave.status === 'approved');
  const taking = leaveTaking(approved, history.countsAs, asOf, (span) => (span as PaidLeaveRequest).holidays);
  const employment = { hireDate: history.hireDate, exitDate: history.exitDate, asOf };
  const outOfSeason = mainLeaveOutOfSeason(taking, history.countsAs);
  const waived = history.waivedPeriods.has(period.from);
  const balance = paidLeaveBalance({
    ...employment,
    countsAs: history.countsAs,
    sicknessMonths: monthsOfSickness(employment, history.sickLeaves),
    carriedOver,
    taken: taking.taken,
    planned: taking.planned,
    pending: paid.filter((leave) => leave.status === 'pending').reduce((total, leave) => total + leave.days, 0),
    fractionnementDays: waived ? 0 : fractionnementDays(outOfSeason),
  });
  return { ...balance, mainLeaveOutOfSeason: outOfSeason, fractionnementWaived: waived };
}

/**
 * What the period before the one holding `today` carries into it: what that period earned
 * and was not used, never below 0 (docs/domain.md, "Paid-leave balance").
 */
export function carriedOverInto(history: LeaveHistory, today: string): number {
  const previousEnd = addDays(referencePeriod(today).from, -1);
  if (history.hireDate > previousEnd) return 0;
  return Math.max(0, periodBalance(history, previousEnd, 0).available);
}

/** The balance today: the current period's, with what the previous one carries into it. */
export const balanceToday = (history: LeaveHistory, today: string): PeriodBalance =>
  periodBalance(history, today, carriedOverInto(history, today));
