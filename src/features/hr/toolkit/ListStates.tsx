import { useTranslation } from 'react-i18next';
import type { ApiErrorInfo } from '@/api';
import { useErrorText } from '@/shared/ui/use-error-text';

/** Nothing matches: say so, and offer to widen the list when a search or filter narrows it. */
export function EmptyState({ narrowed, onClear }: { narrowed: boolean; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="text-center py-5 px-3">
      <p className="fw-semibold mb-1">{t('hr.list.empty')}</p>
      <p className="text-body-secondary mb-3">{t(narrowed ? 'hr.list.emptyNarrowed' : 'hr.list.emptyNone')}</p>
      {narrowed && (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onClear}>
          {t('hr.list.clear')}
        </button>
      )}
    </div>
  );
}

/** The list (or a record: `titleKey`) could not be loaded: the reason, in the user's language when it has a code, and a retry unless it was refused. */
export function ErrorState({ error, onRetry, titleKey = 'hr.list.loadFailed' }: { error: ApiErrorInfo; onRetry(): void; titleKey?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="text-center py-5 px-3" role="alert">
      <p className="fw-semibold mb-1">{t(titleKey)}</p>
      <p className="text-body-secondary mb-3">{errorText(error)}</p>
      {/* A refusal (403) is no failure: asking again would be refused again. */}
      {error.status !== 403 && (
        <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
          {t('hr.list.retry')}
        </button>
      )}
    </div>
  );
}

/** A record on its way: the shape of a card, announced to screen readers. */
export function RecordLoading() {
  const { t } = useTranslation();
  return (
    <div className="card placeholder-glow" aria-busy="true">
      <div className="card-body">
        <span className="visually-hidden">{t('hr.list.loading')}</span>
        <span className="placeholder col-5 mb-3 d-block" />
        <span className="placeholder col-8 d-block mb-2" />
        <span className="placeholder col-7 d-block" />
      </div>
    </div>
  );
}
