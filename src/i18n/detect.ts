import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, codeForTag, isLanguageCode, type LanguageCode } from './languages';

export interface LanguageSources {
  cookie: string | undefined;
  browserLanguages: readonly string[];
}

/** The cookie first, then the browser's languages, else English. */
export function detectLanguage({ cookie, browserLanguages }: LanguageSources): LanguageCode {
  if (isLanguageCode(cookie)) return cookie;
  for (const tag of browserLanguages) {
    const code = codeForTag(tag);
    if (code) return code;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of this visit: the `lang` cookie, else the browser's, else English. */
export function initialLanguage(): LanguageCode {
  return detectLanguage({
    cookie: Cookies.get(LANGUAGE_COOKIE),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}
