import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, languageOf } from '@/i18n/languages';

export interface LandingFormat {
  /** A price in euros, e.g. "299,99 €" in French, "€299.99" in English. */
  price(cents: number): string;
  /** A number such as a rating or a count: "4,8" in French, "4.8" in English. */
  number(value: number): string;
}

/**
 * The landings are shop windows, not HR records: their prices and figures follow the reader's
 * language (fr-FR in French), where the back-office formats everything fr-FR.
 */
export function useLandingFormat(): LandingFormat {
  const { i18n } = useTranslation();
  const code = i18n.language;
  return useMemo(() => {
    const locale = isLanguageCode(code) ? languageOf(code).tag : 'fr';
    const tag = locale === 'fr' ? 'fr-FR' : locale;
    const euros = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    return { price: (cents) => euros.format(cents / 100), number: (value) => numbers.format(value) };
  }, [code]);
}
