import { once } from './once';

/** Formatting locale fr-FR, currency euro, whatever the interface language. */
export const FORMAT_LOCALE = 'fr-FR';

// Each formatter is made on its first use, not when a page's code loads: making one is slow
// (the locale's data is read), and most pages use one or two of them.
const euros = once(() => new Intl.NumberFormat(FORMAT_LOCALE, { style: 'currency', currency: 'EUR' }));

export const formatEurosFromCents = (cents: number): string => euros().format(cents / 100);

const integers = once(() => new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 2 }));

export const formatNumber = (value: number): string => integers().format(value);

/**
 * An ISO calendar date (`YYYY-MM-DD`, or the date part of a timestamp) as fr-FR shows it,
 * dd/mm/yyyy. Read as a calendar date, never through a time zone, so it never shifts a day.
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const dateTimes = once(() => new Intl.DateTimeFormat(FORMAT_LOCALE, { dateStyle: 'short', timeStyle: 'short' }));

/** A moment (an ISO timestamp) as fr-FR shows it in the user's time zone: 16/03/2026 14:05. */
export function formatDateTime(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : dateTimes().format(moment);
}
