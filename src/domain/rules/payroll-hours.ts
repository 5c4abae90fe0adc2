import { minutesAtNight, weeklyOvertime, workedMinutes, type DatedTimes } from './attendance-rules';
import { addDays, dayOfWeek, isoWeekStart } from './calendar';

/**
 * The hours a month's pay carries from attendance (docs/payroll.md, "Overtime and night
 * hours"): overtime is counted per calendar week (Monday–Sunday, L3121-29): the hours past
 * 35 h, the first 8 at +25 %, the next at +50 % (L3121-36); night hours are the hours worked
 * between 21:00 and 06:00 (L3122-2). A week is paid in the month of its Sunday: a week across
 * two months goes whole into the second one, whose file may so read days of a closed month
 * (never write them).
 */

/** A week's hours for the pay, in minutes. */
export interface WeekHours {
  /** The Monday. */
  weekStart: string;
  /** The Sunday: the week is paid in its month. */
  weekEnd: string;
  at25: number;
  at50: number;
  night: number;
}

/** The days to read for a month's weeks: from the Monday of the week of its first Sunday to its last Sunday. */
export function payrollWeeksSpan(from: string, to: string): { start: string; end: string } {
  const firstSunday = addDays(from, (7 - dayOfWeek(from)) % 7);
  return { start: addDays(firstSunday, -6), end: addDays(to, -dayOfWeek(to)) };
}

/**
 * The weeks of one employee paid in the month from `from` to `to`, each with its overtime and
 * night minutes (weeks without any left out), in date order. Night minutes are those between
 * check-in and check-out in 21:00–06:00, at most the day's worked minutes (a break is taken
 * out only when the day has no other time for it).
 */
export function payrollWeeks(days: readonly DatedTimes[], from: string, to: string): WeekHours[] {
  const span = payrollWeeksSpan(from, to);
  const weeks = new Map<string, { worked: number; night: number }>();
  for (const day of days) {
    if (day.date < span.start || day.date > span.end) continue;
    const worked = workedMinutes(day);
    const week = isoWeekStart(day.date);
    const sums = weeks.get(week) ?? { worked: 0, night: 0 };
    weeks.set(week, { worked: sums.worked + worked, night: sums.night + Math.min(minutesAtNight(day), worked) });
  }
  return [...weeks]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([weekStart, { worked, night }]) => {
      const { at25, at50 } = weeklyOvertime(worked);
      return { weekStart, weekEnd: addDays(weekStart, 6), at25, at50, night };
    })
    .filter((week) => week.at25 + week.at50 + week.night > 0);
}
