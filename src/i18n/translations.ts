import type { ResourceLanguage } from 'i18next';

const loading = new Map<string, Promise<ResourceLanguage>>();

/** Where a language's file is served: /assets/i18n/{lang}.json. */
export const translationUrl = (code: string): string => `${import.meta.env.BASE_URL}assets/i18n/${code}.json`;

/** A language's translations over HTTP, fetched once however often they are asked for. */
export function fetchTranslations(code: string): Promise<ResourceLanguage> {
  let pending = loading.get(code);
  if (!pending) {
    pending = fetch(translationUrl(code)).then((response) => {
      if (!response.ok) throw new Error(`${translationUrl(code)}: ${response.status}`);
      return response.json() as Promise<ResourceLanguage>;
    });
    // A failed load may be tried again later (back online).
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}
