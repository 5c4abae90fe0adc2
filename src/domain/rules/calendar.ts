import { isIsoDate } from '../common';

/**
 * Calendar arithmetic on plain `YYYY-MM-DD` dates. Everything goes through UTC
 * milliseconds (a UTC day is always 86 400 000 ms), so the results never depend on the
 * process's time zone or its daylight-saving changes.
 */

const DAY_MS = 86_400_000;

/** Date.UTC, without its mapping of years 0–99 to 1900–1999. */
function utc(year: number, monthIndex: number, day: number): number {
  return new Date(0).setUTCFullYear(year, monthIndex, day);
}

/**
 * The dates already converted, both ways: balances and counts walk the same days again and
 * again (every month of a period, for every day of reckoning). Emptied when it grows large.
 */
const msOfDate = new Map<string, number>();
const dateOfMs = new Map<number, string>();
const CACHED_DATES = 20_000;

function remember<K, V>(cache: Map<K, V>, key: K, value: V): V {
  if (cache.size >= CACHED_DATES) cache.clear();
  cache.set(key, value);
  return value;
}

/** UTC midnight of an ISO date, in ms; throws on anything that is not a real date. */
function toUtcMs(date: string): number {
  const known = msOfDate.get(date);
  if (known !== undefined) return known;
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return remember(msOfDate, date, utc(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));
}

function fromUtcMs(ms: number): string {
  const known = dateOfMs.get(ms);
  if (known !== undefined) return known;
  const d = new Date(ms);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return remember(dateOfMs, ms, `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`);
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  // 1 January 1970 was a Thursday (4).
  return (((Math.round(toUtcMs(date) / DAY_MS) + 4) % 7) + 7) % 7;
}

/** b − a in calendar days. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const start = toUtcMs(from);
  const end = toUtcMs(to);
  const days: string[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) days.push(fromUtcMs(ms));
  return days;
}

/** The Monday of the ISO week (Monday–Sunday) holding `date`. */
export function isoWeekStart(date: string): string {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/** The first and last dates of a calendar month (month 1 = January). */
export function monthRange(year: number, month1to12: number): { from: string; to: string } {
  if (!Number.isInteger(year) || !Number.isInteger(month1to12) || month1to12 < 1 || month1to12 > 12) {
    throw new RangeError(`Not a month: ${year}-${month1to12}`);
  }
  const from = `${String(year).padStart(4, '0')}-${String(month1to12).padStart(2, '0')}-01`;
  // Day 0 of the next month is the last day of this one.
  return { from, to: fromUtcMs(utc(year, month1to12, 0)) };
}

/** Today in the user's own calendar (the local date, not the UTC one), `YYYY-MM-DD`. */
export function localIsoDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** This month in the user's own calendar, `YYYY-MM`. */
export const localIsoMonth = (now: Date = new Date()): string => localIsoDay(now).slice(0, 7);

/** Whether text is a calendar month, `YYYY-MM`. */
export const isIsoMonth = (text: string | null): text is string => text !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(text);

/** The month `by` months after `month` (before it when negative), `YYYY-MM`. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return monthRange(Math.floor(index / 12), (index % 12) + 1).from.slice(0, 7);
}

/** The first and last dates of a `YYYY-MM` month. */
export const monthSpan = (month: string): { from: string; to: string } =>
  monthRange(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

