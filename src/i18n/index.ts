import i18next, { type Resource } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { translationsBackend } from './backend';
import {
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  isLanguageCode,
  languageOf,
  type LanguageCode,
} from './languages';

/** Keeps the choice in the `lang` cookie and writes the standard tag on the document root. */
function onLanguageChanged(code: string): void {
  if (!isLanguageCode(code)) return;
  Cookies.set(LANGUAGE_COOKIE, code, { sameSite: 'Lax', expires: 365, path: '/' });
  document.documentElement.lang = languageOf(code).tag;
}

export interface I18nOptions {
  language: LanguageCode;
  /** Given in tests: the translations to use instead of loading them over HTTP. */
  resources?: Resource;
}

/** Starts i18next; translations are served as /assets/i18n/{lang}.json. */
export async function startI18n({ language, resources }: I18nOptions): Promise<typeof i18next> {
  i18next.off('languageChanged', onLanguageChanged);
  i18next.on('languageChanged', onLanguageChanged);
  if (!resources) i18next.use(translationsBackend);
  await i18next.use(initReactI18next).init({
    lng: language,
    supportedLngs: LANGUAGE_CODES,
    fallbackLng: false,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    ...(resources ? { resources } : {}),
  });
  return i18next;
}

export { i18next };
export { initialLanguage } from './detect';
