import { addDays, daysBetween, isoWeekStart } from './calendar';

/**
 * Working-time rules on attendance records (docs/domain.md, "Working time"): worked time,
 * the legal maxima flagged by name, and overtime. Times are `HH:MM` on the record's own
 * date; a check-out earlier than the check-in is the next day's (a night shift, counted on
 * the day it starts).
 */

export interface AttendanceTimes {
  checkIn?: string;
  checkOut?: string;
  breakMinutes: number;
}

/** A day's times on its date. */
export interface DatedTimes extends AttendanceTimes {
  date: string;
}

export type WorkingTimeFlag =
  | 'dailyMax10h'
  | 'breakAfter6h'
  | 'dailyRest11h'
  | 'weeklyMax48h'
  | 'average44hOver12Weeks'
  | 'sixDaysMax'
  | 'weeklyRest35h'
  | 'nightWork';

export interface FlaggedDay {
  date: string;
  flags: WorkingTimeFlag[];
}

export interface FlaggedWeek {
  /** The Monday. */
  weekStart: string;
  workedMinutes: number;
  flags: WorkingTimeFlag[];
}

const HOUR = 60;
const DAY_MINUTES = 24 * HOUR;

/** Every `HH:MM` of a day and its minutes: a month's days read their times from it (no pattern to match each time). */
const MINUTES_OF: ReadonlyMap<string, number> = new Map(
  Array.from({ length: DAY_MINUTES }, (_, minutes) => [`${String(Math.floor(minutes / HOUR)).padStart(2, '0')}:${String(minutes % HOUR).padStart(2, '0')}`, minutes]),
);

function minutesOfDay(time: string | undefined): number | undefined {
  return time === undefined ? undefined : MINUTES_OF.get(time);
}

/** The check-out in minutes from the start of the check-in's day (past 1440 after midnight). */
function checkOutMinutes(day: AttendanceTimes): number | undefined {
  const checkIn = minutesOfDay(day.checkIn);
  const checkOut = minutesOfDay(day.checkOut);
  if (checkIn === undefined || checkOut === undefined) return undefined;
  return checkOut < checkIn ? checkOut + DAY_MINUTES : checkOut;
}

/** Minutes worked, breaks excluded: 0 while check-in or check-out is missing, never negative. */
export function workedMinutes(day: AttendanceTimes): number {
  const checkIn = minutesOfDay(day.checkIn);
  const checkOut = checkOutMinutes(day);
  if (checkIn === undefined || checkOut === undefined) return 0;
  return Math.max(0, checkOut - checkIn - Math.max(0, day.breakMinutes));
}

/** 24 h of weekly rest plus the 11 h of daily rest (L3132-2). */
const WEEKLY_REST = 35 * HOUR;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/**
 * The longest uninterrupted rest, in minutes, inside the calendar week that starts on the
 * Monday `weekStart` (Monday 00:00 to Sunday 24:00). The rest before the week's first
 * check-in and after its last check-out counts up to the week's edges: a week is judged on
 * its own records, so the flag never moves when the next week is typed in. A day with a
 * check-in but no check-out yet was at work at its check-in.
 */
export function longestWeeklyRest(weekStart: string, days: readonly DatedTimes[]): number {
  const spans: [number, number][] = [];
  for (const day of days) {
    const offset = daysBetween(weekStart, day.date) * DAY_MINUTES;
    const checkIn = minutesOfDay(day.checkIn);
    if (checkIn === undefined || offset < 0 || offset >= WEEK_MINUTES) continue;
    const checkOut = minutesOfDay(day.checkOut);
    spans.push([offset + checkIn, offset + Math.max(checkIn, checkOut ?? checkIn)]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let longest = 0;
  let restSince = 0;
  for (const [start, end] of spans) {
    longest = Math.max(longest, start - restSince);
    restSince = Math.max(restSince, end);
  }
  return Math.max(longest, WEEK_MINUTES - restSince);
}

/** Night work (art. L3122-2): from 21:00 to 06:00, over the check-in's day and the next. */
const NIGHT = [
  [0, 6 * HOUR],
  [21 * HOUR, 30 * HOUR],
  [45 * HOUR, 48 * HOUR],
] as const;
/** Hours of night in a day that make night work (art. L3122-5). */
const NIGHT_WORK_MINUTES = 3 * HOUR;

/** The minutes between check-in and check-out that fall between 21:00 and 06:00 (breaks not taken out: their time is unknown). */
export function minutesAtNight(day: AttendanceTimes): number {
  const checkIn = minutesOfDay(day.checkIn);
  const checkOut = checkOutMinutes(day);
  if (checkIn === undefined || checkOut === undefined) return 0;
  return NIGHT.reduce((total, [from, to]) => total + Math.max(0, Math.min(to, checkOut) - Math.max(from, checkIn)), 0);
}

/** Whether at least 3 h between check-in and check-out fall between 21:00 and 06:00. */
export function worksAtNight(day: AttendanceTimes): boolean {
  return minutesAtNight(day) >= NIGHT_WORK_MINUTES;
}

/**
 * Flags each day (in date order, every day given, flags possibly empty) and each ISO week
 * from the first day's week to the last one's (weeks without records included, at 0):
 * - dailyMax10h: over 10 h worked in the day;
 * - breakAfter6h: 6 h worked or more (6 h exactly included) with less than 20 minutes of break;
 * - dailyRest11h: on the day whose check-in comes less than 11 h after the previous
 *   day's check-out;
 * - weeklyMax48h: over 48 h in the week;
 * - average44hOver12Weeks: on the week ending 12 consecutive weeks that average over
 *   44 h; weeks before the first record count as 0, so a short history never flags;
 * - sixDaysMax: more than 6 days with a check-in in the week;
 * - weeklyRest35h: the week's longest uninterrupted rest is under 35 h (see longestWeeklyRest).
 * - nightWork: on a day with 3 h or more worked between 21:00 and 06:00 (night-work rules apply).
 */
export function workingTimeFlags(days: readonly DatedTimes[]): {
  days: FlaggedDay[];
  weeks: FlaggedWeek[];
} {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const byDate = new Map(sorted.map((day) => [day.date, day]));

  const flaggedDays = sorted.map((day): FlaggedDay => {
    const flags: WorkingTimeFlag[] = [];
    const worked = workedMinutes(day);
    if (worked > 10 * HOUR) flags.push('dailyMax10h');
    if (worked >= 6 * HOUR && day.breakMinutes < 20) flags.push('breakAfter6h');
    const previous = byDate.get(addDays(day.date, -1));
    const previousCheckOut = previous && checkOutMinutes(previous);
    const checkIn = minutesOfDay(day.checkIn);
    if (previousCheckOut !== undefined && checkIn !== undefined && DAY_MINUTES - previousCheckOut + checkIn < 11 * HOUR) {
      flags.push('dailyRest11h');
    }
    if (worksAtNight(day)) flags.push('nightWork');
    return { date: day.date, flags };
  });

  const minutesByWeek = new Map<string, number>();
  const datesWorkedByWeek = new Map<string, Set<string>>();
  const daysByWeek = new Map<string, DatedTimes[]>();
  for (const day of sorted) {
    const week = isoWeekStart(day.date);
    daysByWeek.set(week, [...(daysByWeek.get(week) ?? []), day]);
    minutesByWeek.set(week, (minutesByWeek.get(week) ?? 0) + workedMinutes(day));
    if (minutesOfDay(day.checkIn) !== undefined) {
      datesWorkedByWeek.set(week, (datesWorkedByWeek.get(week) ?? new Set<string>()).add(day.date));
    }
  }

  const weeks: FlaggedWeek[] = [];
  if (sorted.length > 0) {
    const lastWeek = isoWeekStart(sorted[sorted.length - 1].date);
    for (let week = isoWeekStart(sorted[0].date); week <= lastWeek; week = addDays(week, 7)) {
      const worked = minutesByWeek.get(week) ?? 0;
      const flags: WorkingTimeFlag[] = [];
      if (worked > 48 * HOUR) flags.push('weeklyMax48h');
      let twelveWeeks = 0;
      for (let back = 0; back < 12; back += 1) twelveWeeks += minutesByWeek.get(addDays(week, -7 * back)) ?? 0;
      if (twelveWeeks > 12 * 44 * HOUR) flags.push('average44hOver12Weeks');
      if ((datesWorkedByWeek.get(week)?.size ?? 0) > 6) flags.push('sixDaysMax');
      if (longestWeeklyRest(week, daysByWeek.get(week) ?? []) < WEEKLY_REST) flags.push('weeklyRest35h');
      weeks.push({ weekStart: week, workedMinutes: worked, flags });
    }
  }
  return { days: flaggedDays, weeks };
}

const REGULAR_WEEK = 35 * HOUR;
const AT_25_LIMIT = 43 * HOUR;

/** A week's minutes split: up to 35 h regular, the next 8 h (hours 36–43) at +25 %, beyond at +50 %. */
export function weeklyOvertime(workedMinutes: number): { regular: number; at25: number; at50: number } {
  const worked = Math.max(0, workedMinutes);
  return {
    regular: Math.min(worked, REGULAR_WEEK),
    at25: Math.min(Math.max(worked - REGULAR_WEEK, 0), AT_25_LIMIT - REGULAR_WEEK),
    at50: Math.max(worked - AT_25_LIMIT, 0),
  };
}

/** The default yearly quota of overtime hours (contingent annuel). */
export const YEARLY_OVERTIME_QUOTA_HOURS = 220;

/** Overtime (every minute past 35 h in a week) used against the yearly quota. */
export function overtimeQuotaUsed(
  weeklyWorkedMinutes: readonly number[],
  quotaHours = YEARLY_OVERTIME_QUOTA_HOURS,
): { usedMinutes: number; remainingMinutes: number; exceeded: boolean } {
  const usedMinutes = weeklyWorkedMinutes.reduce((total, minutes) => {
    const split = weeklyOvertime(minutes);
    return total + split.at25 + split.at50;
  }, 0);
  const quotaMinutes = quotaHours * HOUR;
  return {
    usedMinutes,
    remainingMinutes: Math.max(0, quotaMinutes - usedMinutes),
    exceeded: usedMinutes > quotaMinutes,
  };
}
