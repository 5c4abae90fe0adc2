import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import type { LanguageCode } from './languages';

/** An i18next instance of its own holding one language's translations, ready at once: for markup rendered by the build (the pages' first frames). */
export function instanceOf(language: LanguageCode, translation: ResourceLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { translation } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
