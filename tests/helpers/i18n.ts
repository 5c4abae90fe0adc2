import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18next } from '@/i18n';
import type { LanguageCode } from '@/i18n/languages';

/** Switches the app to a language, loading its file from public/ as the browser would. */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    const file = join(__dirname, '../../public/assets/i18n', `${code}.json`);
    i18next.addResourceBundle(code, 'translation', JSON.parse(readFileSync(file, 'utf8')));
  }
  await i18next.changeLanguage(code);
}
