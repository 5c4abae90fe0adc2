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
 * At a period's end: the days held against it (taken, planned, pending) use what was carried
 * into it first; what was carried over and not used is lost; what it acquired (and its
 * fractionnement) less the rest of the days held is carried into the next period, never below 0.
 */
export function carryAcross(ending: Pick<PeriodBalance, 'carriedOver' | 'acquired' | 'fractionnement' | 'taken' | 'planned' | 'pending'>): {
  carriedOver: number;
  lost: number;
} {
  const held = ending.taken + ending.planned + ending.pending;
  const fromCarriedOver = Math.min(ending.carriedOver, held);
  return {
    carriedOver: round(Math.max(0, ending.acquired + ending.fractionnement - (held - fromCarriedOver))),
    lost: round(ending.carriedOver - fromCarriedOver),
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * What the period before the one holding `today` carries into it (docs/domain.md, "Paid-leave
 * balance"): each period's end crossed as `carryAcross` says, from the first period that held
 * any request (before it nothing is held, so what was carried in does not change what goes out).
 */
export function carriedOverInto(history: LeaveHistory, today: string): number {
  const previousEnd = addDays(referencePeriod(today).from, -1);
  if (history.hireDate > previousEnd) return 0;
  const firstHeld = history.paid.reduce((first, leave) => (leave.startDate < first ? leave.startDate : first), previousEnd);
  let from = referencePeriod(firstHeld > history.hireDate ? firstHeld : history.hireDate).from;
  const before = addDays(from, -1);
  let carriedOver = history.hireDate > before ? 0 : Math.max(0, periodBalance(history, before, 0).available);
  while (from <= previousEnd) {
    const end = referencePeriod(from).to;
    carriedOver = carryAcross(periodBalance(history, end, carriedOver)).carriedOver;
    from = addDays(end, 1);
  }
  return carriedOver;
}

/** The balance today: the current period's, with what the previous one carries into it. */
export const balanceToday = (history: LeaveHistory, today: string): PeriodBalance =>
  periodBalance(history, today, carriedOverInto(history, today));
