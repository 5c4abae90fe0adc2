import { addDays, monthRange } from './calendar';
import { leaveDaysUsed } from './leave-days';
import { referencePeriod } from './leave-balance';
import { carriedOverInto, carryAcross, periodBalance, type LeaveHistory, type PeriodBalance } from './leave-period';

/**
 * The paid-leave balance projected to a date (docs/domain.md, "On a date"): the balance the
 * backend would answer on that day if nothing but time changed — the months over by then
 * earned, every approved and pending request still held against it, and the end of the
 * reference period (31 May) crossed on the way.
 */

export interface ProjectedMonth {
  /** YYYY-MM */
  month: string;
  /** What the month adds to what is acquired once it is over (0 while it is not, by `date`). */
  accrued: number;
  /** The days approved or pending requests use up in the month (up to `date` in the last one). */
  taken: number;
  /** What is left at the month's end (on `date` for the last). */
  balance: number;
}

export interface Projection extends PeriodBalance {
  date: string;
  /** Days lost at a period's end between today and `date`. */
  lost: number;
  months: ProjectedMonth[];
}

/** The last day a projection may reach: the end of the reference period after today's. */
export const latestProjectionDate = (today: string): string => referencePeriod(addDays(referencePeriod(today).to, 1)).to;

const round = (value: number) => Math.round(value * 100) / 100;

/** The balance on any date from today to `latestProjectionDate`, and what was lost crossing a period's end. */
function projector(history: LeaveHistory, today: string): (date: string) => PeriodBalance & { lost: number } {
  const current = referencePeriod(today);
  const carriedOver = carriedOverInto(history, today);
  let crossing: ReturnType<typeof carryAcross> | undefined;
  return (date) => {
    if (date <= current.to) return { ...periodBalance(history, date, carriedOver), lost: 0 };
    crossing ??= carryAcross(periodBalance(history, current.to, carriedOver));
    return { ...periodBalance(history, date, crossing.carriedOver), lost: crossing.lost };
  };
}

/** The days approved and pending requests use up, by date. */
function daysUsedByDate(history: LeaveHistory): Map<string, number> {
  const used = new Map<string, number>();
  for (const leave of history.paid) {
    if (leave.status !== 'approved' && leave.status !== 'pending') continue;
    for (const day of leaveDaysUsed(leave, history.countsAs, leave.holidays)) used.set(day.date, (used.get(day.date) ?? 0) + day.days);
  }
  return used;
}

const usedBetween = (used: ReadonlyMap<string, number>, from: string, to: string): number =>
  round([...used].reduce((total, [date, days]) => (date >= from && date <= to ? total + days : total), 0));

/** The months from today's to `date`'s, each ending on its last day (or on `date`). */
function monthEnds(today: string, date: string): { month: string; from: string; to: string }[] {
  const ends = [];
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  for (;;) {
    const range = monthRange(year, month);
    ends.push({ month: range.from.slice(0, 7), from: range.from, to: range.to < date ? range.to : date });
    if (range.to >= date) return ends;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** The balance projected from `today` to `date`, month by month. */
export function projectBalance(history: LeaveHistory, today: string, date: string): Projection {
  const balanceOn = projector(history, today);
  const used = daysUsedByDate(history);
  const nextStart = addDays(referencePeriod(today).to, 1);
  let acquiredBefore = balanceOn(today).acquired;
  let last = balanceOn(today);
  const months = monthEnds(today, date).map(({ month, from, to }) => {
    last = balanceOn(to);
    // The next period starts from nothing acquired.
    if (from === nextStart) acquiredBefore = 0;
    const row = { month, accrued: last.acquired - acquiredBefore, taken: usedBetween(used, from, to), balance: last.available };
    acquiredBefore = last.acquired;
    return row;
  });
  return { ...last, date, months };
}
