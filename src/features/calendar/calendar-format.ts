import { isLanguageCode, languageOf, DEFAULT_LANGUAGE } from '@/i18n/languages';

/**
 * Month and weekday names in the user's language, from Intl. A date is read as UTC
 * midnight and written in UTC, so the day shown is the ISO date's own.
 */

export const languageTag = (language: string): string =>
  languageOf(isLanguageCode(language) ? language : DEFAULT_LANGUAGE).tag;

const atUtcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

const formatter = (tag: string, options: Intl.DateTimeFormatOptions) =>
  // Latin digits whatever the language, as every number of the app (fr-FR).
  new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC', numberingSystem: 'latn' });

/** "mars 2026". */
export const monthTitle = (tag: string, date: string) =>
  formatter(tag, { month: 'long', year: 'numeric' }).format(atUtcMidnight(date));

/** "16–22 mars 2026". */
export const weekTitle = (tag: string, from: string, to: string) =>
  formatter(tag, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(atUtcMidnight(from), atUtcMidnight(to));

/** "lundi 16 mars 2026". */
export const longDate = (tag: string, date: string) =>
  formatter(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(atUtcMidnight(date));

/** The weekday's name, long ("lundi") and short ("lun."). */
export const weekdayNames = (tag: string, date: string) => ({
  long: formatter(tag, { weekday: 'long' }).format(atUtcMidnight(date)),
  short: formatter(tag, { weekday: 'short' }).format(atUtcMidnight(date)),
});
