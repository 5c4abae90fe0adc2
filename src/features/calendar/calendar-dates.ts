import type { CalendarEvent } from '@/api';
import { isIsoDate } from '@/domain/common';
import { addDays, daysBetween, eachDay, isoWeekStart, monthRange } from '@/domain/rules/calendar';

/**
 * The calendar's days are plain ISO dates (`YYYY-MM-DD`) and its moments local
 * `YYYY-MM-DDTHH:MM:SS` texts: no Date object, so no time zone ever shifts a day.
 */

export const CALENDAR_VIEWS = ['month', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const yearOf = (date: string) => Number(date.slice(0, 4));
const monthOf = (date: string) => Number(date.slice(5, 7));

/** The same day `months` months later, on the month's last day when it has fewer (31 Jan + 1 → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const index = yearOf(date) * 12 + monthOf(date) - 1 + months;
  const { from, to } = monthRange(Math.floor(index / 12), (index % 12) + 1);
  const day = date.slice(8, 10);
  const candidate = `${from.slice(0, 8)}${day}`;
  return isIsoDate(candidate) && candidate <= to ? candidate : to;
}

/** The days a view shows around `anchor`: whole weeks, Monday first (fr-FR). */
export function visibleRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = isoWeekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  const month = monthRange(yearOf(anchor), monthOf(anchor));
  return { from: isoWeekStart(month.from), to: addDays(isoWeekStart(month.to), 6) };
}

/** The range's days, week by week. */
export function weeksOf({ from, to }: { from: string; to: string }): string[][] {
  const days = eachDay(from, to);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

/** The anchor one view earlier (-1) or later (+1). */
export const stepAnchor = (view: CalendarView, anchor: string, step: number): string =>
  view === 'week' ? addDays(anchor, 7 * step) : addMonths(anchor, step);

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

export const datePart = (moment: string): string => moment.slice(0, 10);

/** `HH:MM` of a moment; undefined for a plain date. */
export const timePart = (moment: string | undefined): string | undefined =>
  moment && moment.length > 10 ? moment.slice(11, 16) : undefined;

/**
 * The first and last days an event covers. An all-day event's end is the day after its
 * last; a timed event ending at midnight ends the day before.
 */
export function eventDays(event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'>): { first: string; last: string } {
  const first = datePart(event.start);
  if (!event.end) return { first, last: first };
  const endDay = datePart(event.end);
  const endsAtMidnight = event.allDay || timePart(event.end) === '00:00' || event.end.length === 10;
  const last = endsAtMidnight && endDay > first ? addDays(endDay, -1) : endDay;
  return { first, last: last < first ? first : last };
}

const shiftMoment = (moment: string, days: number) => `${addDays(datePart(moment), days)}${moment.slice(10)}`;

/** The event's start and end moved so that it begins on `day`, keeping its times and length. */
export function movedTo<E extends Pick<CalendarEvent, 'start' | 'end' | 'allDay'>>(event: E, day: string): E {
  const days = daysBetween(datePart(event.start), day);
  return { ...event, start: shiftMoment(event.start, days), ...(event.end ? { end: shiftMoment(event.end, days) } : {}) };
}
