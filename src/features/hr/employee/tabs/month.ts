import { monthRange } from '@/domain/rules/calendar';

/** A calendar month written `YYYY-MM`. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (text: string | null): text is string => text !== null && MONTH.test(text);

/** The user's current month (their local calendar). */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The month `by` months after `month` (before it when negative). */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first and last days of the month. */
export const monthBounds = (month: string) => monthRange(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** "mars 2026", "March 2026": the month in the user's language. */
export function monthLabel(month: string, languageTag: string): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
  return new Intl.DateTimeFormat(languageTag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
