import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import { useErrorText } from '@/shared/ui/use-error-text';

/** The calendar could not be read: why, and a retry. */
export function CalendarProblem({ error, onRetry }: { error: ApiErrorInfo | null; onRetry(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 m-3 mb-0" role="alert">
      <span>
        {t('calendar.loadFailed')} {errorText(error)}
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger cal-danger-outline ms-auto" onClick={onRetry}>
        {t('calendar.retry')}
      </button>
    </div>
  );
}
