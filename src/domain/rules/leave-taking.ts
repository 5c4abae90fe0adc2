import type { DayCount } from '../hr/leave';
import { leaveDaysUsed, type LeaveSpan } from './leave-days';

/**
 * When approved paid leave is taken (docs/domain.md, "Leave"): what is already
 * taken and what is still planned, and how much of the main leave was taken outside
 * 1 May–31 October, which earns fractionnement days (C. trav. L3141-23).
 */

/** An approved request with the days stored for it. */
export interface ApprovedLeave extends LeaveSpan {
  days: number;
}

export interface LeaveTaking {
  /** Days used up on or before the day of reckoning. */
  taken: number;
  /** Days still to come after it. */
  planned: number;
  /** Of the days taken, those outside 1 May–31 October. */
  takenOutOfSeason: number;
}

/** 1 May to 31 October: the season of the main leave. */
export const inMainLeaveSeason = (date: string): boolean => {
  const month = Number(date.slice(5, 7));
  return month >= 5 && month <= 10;
};

/**
 * Splits approved requests on `asOf` by the dates they use up. A request's stored count is
 * kept whole: what is not after `asOf` counts as taken.
 */
export function leaveTaking(
  leaves: readonly ApprovedLeave[],
  countsAs: DayCount,
  asOf: string,
  nonWorkedHolidays: (leave: LeaveSpan) => ReadonlySet<string>,
): LeaveTaking {
  const taking: LeaveTaking = { taken: 0, planned: 0, takenOutOfSeason: 0 };
  for (const leave of leaves) {
    let [planned, outOfSeason] = [0, 0];
    for (const day of leaveDaysUsed(leave, countsAs, nonWorkedHolidays(leave))) {
      if (day.date > asOf) planned += day.days;
      else if (!inMainLeaveSeason(day.date)) outOfSeason += day.days;
    }
    planned = Math.min(planned, leave.days);
    taking.planned += planned;
    taking.taken += leave.days - planned;
    taking.takenOutOfSeason += Math.min(outOfSeason, leave.days - planned);
  }
  return taking;
}

/** The main leave: four weeks. The fifth, even taken apart, earns no fractionnement. */
const MAIN_LEAVE: Record<DayCount, number> = { ouvrables: 24, ouvrés: 20 };

/**
 * The days of the main leave taken outside 1 May–31 October: those taken in the season
 * fill the main leave first. So 18 days in summer and 12 in winter leave 6 of the main
 * leave in winter, the other 6 being the fifth week.
 */
export function mainLeaveOutOfSeason(taking: LeaveTaking, countsAs: DayCount): number {
  const inSeason = taking.taken - taking.takenOutOfSeason;
  return Math.min(taking.takenOutOfSeason, Math.max(0, MAIN_LEAVE[countsAs] - inSeason));
}
