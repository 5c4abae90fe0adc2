import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import { useErrorText } from '@/shared/ui/use-error-text';

/** The figures could not be loaded: why, in the user's language when it has a code, and a retry. */
export function DashboardError({ error, onRetry }: { error: ApiErrorInfo; onRetry(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <div className="flex-grow-1">
        <p className="fw-semibold mb-1">{t('home.loadFailed')}</p>
        <p className="mb-0">{errorText(error)}</p>
      </div>
      <button type="button" className="btn btn-danger btn-sm" onClick={onRetry}>
        {t('hr.list.retry')}
      </button>
    </div>
  );
}
