import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import { useErrorText } from '@/shared/ui/use-error-text';

/** A refusal of the forgotten password's page in the user's language: a locked address says what to do next. */
export function useResetErrorText(): (error: ApiErrorInfo) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (error) =>
    error.code === 'auth.locked' && error.params?.minutes
      ? t('auth.passwordReset.locked', { minutes: error.params.minutes })
      : errorText(error);
}
