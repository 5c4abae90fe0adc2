import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@/i18n/languages';
import type { LabelContext } from './form-definition';

/** Translations and the user's language, as record labels need them. */
export function useLabelContext(): LabelContext {
  const { t, i18n } = useTranslation();
  return { t, language: isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE };
}
