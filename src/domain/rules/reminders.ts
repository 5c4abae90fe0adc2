import { addDays, dayOfWeek } from './calendar';
import { holidayDates, publicHolidays } from './holidays';

/** A request waiting more than this many working days gets its decider a reminder. */
export const REMINDER_AFTER_WORKING_DAYS = 3;

/**
 * The working days after `since` up to `today` included: Monday to Friday, France's public
 * holidays off. A request sent on a Monday has waited 4 working days on Friday.
 */
export function workingDaysSince(since: string, today: string): number {
  const holidays = new Map<number, Set<string>>();
  const off = (date: string) => {
    const year = Number(date.slice(0, 4));
    if (!holidays.has(year)) holidays.set(year, holidayDates(publicHolidays(year)));
    return holidays.get(year)?.has(date) === true;
  };
  let count = 0;
  for (let day = addDays(since, 1); day <= today; day = addDays(day, 1)) {
    const weekday = dayOfWeek(day);
    if (weekday !== 0 && weekday !== 6 && !off(day)) count += 1;
  }
  return count;
}

/** Whether a request sent on `since` (a date or an ISO time) calls for a reminder on `today`. */
export const waitsTooLong = (since: string, today: string) => workingDaysSince(since.slice(0, 10), today) > REMINDER_AFTER_WORKING_DAYS;
