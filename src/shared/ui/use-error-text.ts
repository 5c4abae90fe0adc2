import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import { isLanguageCode } from '@/i18n/languages';
import { monthLabel } from '@/shared/lib/month-label';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The refusal's params for the screens' words: a `month` (YYYY-MM) also named in the language, as `monthName`. */
function paramsIn(params: Record<string, string> | undefined, language: string): Record<string, string> | undefined {
  const month = params?.month;
  if (!month || !MONTH.test(month) || !isLanguageCode(language)) return params;
  return { ...params, monthName: monthLabel(month, language, 'long') };
}

/** A failed call in the user's language: by its code when known, else the server's words. */
export function useErrorText(): (error: ApiErrorInfo) => string {
  const { t, i18n } = useTranslation();
  return (error) =>
    error.code
      ? t(`apiErrors.${error.code}`, { defaultValue: error.message, ...paramsIn(error.params, i18n.language) })
      : error.message;
}
