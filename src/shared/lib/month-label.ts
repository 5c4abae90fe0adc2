import { languageOf, type LanguageCode } from '@/i18n/languages';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A month (`YYYY-MM`) named in the interface's language — a word, not a number, so it is
 * translated — with Latin digits, as every other figure is shown (fr-FR): `short` "mars",
 * abbreviated; `long` "mars 2026"; `name` "mars", whole, without its year.
 */
export function monthLabel(month: string, language: LanguageCode, style: 'short' | 'long' | 'name'): string {
  const key = `${language}:${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageOf(language).tag, {
      month: style === 'short' ? 'short' : 'long',
      ...(style === 'long' ? { year: 'numeric' } : {}),
      numberingSystem: 'latn',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}
