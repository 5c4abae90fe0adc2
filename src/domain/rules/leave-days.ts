import type { DayCount, Half } from '../hr/leave';
import { addDays, dayOfWeek, eachDay } from './calendar';

/**
 * How many days a leave request costs (docs/domain.md, "Leave"). The employee is
 * taken to work Monday to Friday; `nonWorkedHolidays` holds the public-holiday dates that
 * are off (see `holidayDates`), from the request's first day to `countedUntil`.
 */

export interface LeaveSpan {
  startDate: string;
  /** 'afternoon': the first day is only a half day off. */
  startHalf: Half;
  endDate: string;
  /** 'morning': the last day is only a half day off; the employee is back that afternoon. */
  endHalf: Half;
}

const SUNDAY = 0;
const SATURDAY = 6;

/**
 * Whether the span ends after it starts: an end before the start, or the same day from
 * the afternoon to the morning, is not a request (the schema refuses it) and costs 0.
 */
export function isValidLeaveSpan(span: LeaveSpan): boolean {
  if (span.endDate !== span.startDate) return span.endDate > span.startDate;
  return !(span.startHalf === 'afternoon' && span.endHalf === 'morning');
}

/**
 * The last date a count reads: ouvrables run up to the return to work, which comes after
 * the end past a weekend and the holidays beside it, so into the next year after a request
 * ending on 31 December (1 January is off, and so is the weekend after it). No run of
 * weekends and holidays lasts a week.
 */
export const countedUntil = (span: Pick<LeaveSpan, 'endDate'>): string => addDays(span.endDate, 7);

/** A date a request uses up, and how much of it: 1, or 0.5 for a half day. */
export interface DayUsed {
  date: string;
  days: number;
}

/** Jours ouvrés, or jours ouvrables under the French case-law rule; half days count 0.5. */
export function countLeaveDays(span: LeaveSpan, countsAs: DayCount, nonWorkedHolidays: ReadonlySet<string>): number {
  return leaveDaysUsed(span, countsAs, nonWorkedHolidays).reduce((total, day) => total + day.days, 0);
}

/** The dates the request uses up, in order, as `countLeaveDays` counts them (e.g. to tell days taken from days to come). */
export function leaveDaysUsed(span: LeaveSpan, countsAs: DayCount, nonWorkedHolidays: ReadonlySet<string>): DayUsed[] {
  if (!isValidLeaveSpan(span)) return [];
  const isWorkingDay = (date: string) => {
    const weekday = dayOfWeek(date);
    return weekday !== SUNDAY && weekday !== SATURDAY && !nonWorkedHolidays.has(date);
  };
  return countsAs === 'ouvrés' ? ouvresUsed(span, isWorkingDay) : ouvrablesUsed(span, isWorkingDay, nonWorkedHolidays);
}

/** The working days inside the request. A half on a day that is not worked changes nothing. */
function ouvresUsed(span: LeaveSpan, isWorkingDay: (date: string) => boolean): DayUsed[] {
  const used: DayUsed[] = [];
  for (const date of eachDay(span.startDate, span.endDate)) {
    if (!isWorkingDay(date)) continue;
    let days = 1;
    if (date === span.startDate && span.startHalf === 'afternoon') days -= 0.5;
    if (date === span.endDate && span.endHalf === 'morning') days -= 0.5;
    used.push({ date, days });
  }
  return used;
}

/**
 * From the first day the employee would have worked up to the day before they are back,
 * every day but Sundays and non-worked holidays. So the Saturday after a Friday off is used
 * up, while a Saturday or Sunday at the start of a request is not (they would not have
 * worked it). Ending in the morning of a working day means being back that afternoon:
 * that day counts 0.5 and nothing after it is used up.
 */
function ouvrablesUsed(
  span: LeaveSpan,
  isWorkingDay: (date: string) => boolean,
  nonWorkedHolidays: ReadonlySet<string>,
): DayUsed[] {
  const firstOff = eachDay(span.startDate, span.endDate).find(isWorkingDay);
  if (firstOff === undefined) return []; // the request holds no day the employee would have worked

  const backInTheAfternoon = span.endHalf === 'morning' && isWorkingDay(span.endDate);
  let backOn = addDays(span.endDate, 1);
  if (backInTheAfternoon) backOn = span.endDate;
  else while (!isWorkingDay(backOn)) backOn = addDays(backOn, 1);

  const used = eachDay(firstOff, addDays(backOn, -1))
    .filter((date) => dayOfWeek(date) !== SUNDAY && !nonWorkedHolidays.has(date))
    .map((date): DayUsed => ({ date, days: 1 }));
  if (firstOff === span.startDate && span.startHalf === 'afternoon' && used.length > 0) used[0].days -= 0.5;
  if (backInTheAfternoon) used.push({ date: backOn, days: 0.5 });
  return used;
}
