import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayCount } from '@/domain/hr/leave';
import { DEFAULT_LANGUAGE, isLanguageCode, languageOf } from '@/i18n/languages';
import { formatNumber } from '@/shared/lib/format';

/**
 * "3,5 jours ouvrables", "1 jour ouvré": a number of days in the way they are counted. The
 * language's own plural rule picks the singular (French: below 2, English: exactly 1).
 */
export function useDayText(): (days: number, countsAs: DayCount) => string {
  const { t, i18n } = useTranslation();
  const tag = languageOf(isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE).tag;
  return useCallback(
    (days: number, countsAs: DayCount) => {
      const form = new Intl.PluralRules(tag).select(days) === 'one' ? 'one' : 'many';
      const unit = countsAs === 'ouvrés' ? 'ouvres' : 'ouvrables';
      return t(`hr.leave.days.${unit}.${form}`, { days: formatNumber(days) });
    },
    [t, tag],
  );
}
