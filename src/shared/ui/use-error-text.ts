import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';

/** A failed call in the user's language: by its code when known, else the server's words. */
export function useErrorText(): (error: ApiErrorInfo) => string {
  const { t } = useTranslation();
  return (error) =>
    error.code
      ? t(`apiErrors.${error.code}`, { defaultValue: error.message, ...error.params })
      : error.message;
}
