import { useMemo } from 'react';
import { languageOf } from '@/i18n/languages';
import { useLabelContext } from '../toolkit/use-label-context';

const atUtcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * Month and day names in the user's language. Dates are read and written in UTC, so the day
 * shown is the ISO date's own; digits stay Latin, as everywhere in the app (fr-FR numbers).
 */
export function useDateNames() {
  const { language } = useLabelContext();
  return useMemo(() => {
    const tag = languageOf(language).tag;
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC', numberingSystem: 'latn' });
    const month = format({ month: 'long', year: 'numeric' });
    const weekday = format({ weekday: 'narrow' });
    const long = format({ weekday: 'long', day: 'numeric', month: 'long' });
    return {
      /** "mars 2026", from `YYYY-MM`. */
      month: (yearMonth: string) => month.format(atUtcMidnight(`${yearMonth}-01`)),
      /** "L" for a Monday in French. */
      weekday: (date: string) => weekday.format(atUtcMidnight(date)),
      /** "lundi 2 mars". */
      long: (date: string) => long.format(atUtcMidnight(date)),
    };
  }, [language]);
}
