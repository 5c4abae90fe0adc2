import { dayOfWeek, eachDay, monthSpan } from '@/domain/rules/calendar';
import type { Holiday } from '@/domain/rules/holidays';

/**
 * The grid's month is `YYYY-MM`, kept as text like every date of the app: no Date object,
 * so no time zone ever shifts a day (the month helpers are `src/domain/rules/calendar.ts`'s).
 */

/** Every date of the month. */
export function monthDates(month: string): string[] {
  const { from, to } = monthSpan(month);
  return eachDay(from, to);
}

export const yearOf = (month: string) => Number(month.slice(0, 4));

/** A date of the month, and what makes it a day off for everyone. */
export interface MonthDay {
  date: string;
  weekend: boolean;
  holiday?: Holiday;
}

/** Every date of the month, Saturdays, Sundays and public holidays marked. */
export function monthDays(month: string, holidays: readonly Holiday[]): MonthDay[] {
  const byDate = new Map<string, Holiday>();
  for (const holiday of holidays) if (!byDate.has(holiday.date)) byDate.set(holiday.date, holiday);
  return monthDates(month).map((date) => {
    const weekday = dayOfWeek(date);
    const holiday = byDate.get(date);
    return { date, weekend: weekday === 0 || weekday === 6, ...(holiday ? { holiday } : {}) };
  });
}

const atUtcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

const formatter = (tag: string, options: Intl.DateTimeFormatOptions) =>
  // Latin digits in every language, as all the app's numbers (fr-FR).
  new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC', numberingSystem: 'latn' });

/** "mars 2026", in the language of `tag`. */
export const monthTitle = (tag: string, month: string) =>
  formatter(tag, { month: 'long', year: 'numeric' }).format(atUtcNoon(`${month}-01`));

/** "lun. 2", the day of a row or a column. */
export const shortDay = (tag: string, date: string) =>
  formatter(tag, { weekday: 'short', day: 'numeric' }).format(atUtcNoon(date));

/** "lundi 2 mars 2026", for labels read out. */
export const longDay = (tag: string, date: string) =>
  formatter(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(atUtcNoon(date));

/** "2 mars", the ends of a week. */
export const dayAndMonth = (tag: string, date: string) => formatter(tag, { day: 'numeric', month: 'short' }).format(atUtcNoon(date));

/** "L", "M"…: the weekday's initial, above the day number of a column. */
export const narrowWeekday = (tag: string, date: string) => formatter(tag, { weekday: 'narrow' }).format(atUtcNoon(date));
