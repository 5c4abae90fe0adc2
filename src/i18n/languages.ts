/**
 * The one table of the nine languages: the code used in the cookie and
 * in the translation file names, its standard tag, its direction and its own name.
 */
export const LANGUAGES = [
  { code: 'ar', tag: 'ar', dir: 'rtl', nativeName: 'العربية' },
  { code: 'ch', tag: 'zh', dir: 'ltr', nativeName: '中文' },
  { code: 'en', tag: 'en', dir: 'ltr', nativeName: 'English' },
  { code: 'fr', tag: 'fr', dir: 'ltr', nativeName: 'Français' },
  { code: 'gr', tag: 'de', dir: 'ltr', nativeName: 'Deutsch' },
  { code: 'it', tag: 'it', dir: 'ltr', nativeName: 'Italiano' },
  { code: 'jp', tag: 'ja', dir: 'ltr', nativeName: '日本語' },
  { code: 'ru', tag: 'ru', dir: 'ltr', nativeName: 'Русский' },
  { code: 'sp', tag: 'es', dir: 'ltr', nativeName: 'Español' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language['code'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const languageOf = (code: LanguageCode): Language =>
  LANGUAGES.find((language) => language.code === code) ?? LANGUAGES[2];

/** The code for a browser tag such as "fr-FR", "zh-Hans-CN" or "de", if supported. */
export function codeForTag(tag: string): LanguageCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.tag === primary)?.code;
}
