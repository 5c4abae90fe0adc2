import { useTranslation } from 'react-i18next';
import type { SelfRequestStatus } from '@/domain/hr/self-service';
import { formatDateTime } from '@/shared/lib/format';

const TONE: Record<SelfRequestStatus, string> = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'secondary' };

/** A request's status, and who decided it and when (with their comment) once decided. */
export function RequestState({ status, decidedByName, decidedAt, decisionComment }: { status: SelfRequestStatus; decidedByName?: string; decidedAt?: string; decisionComment?: string }) {
  const { t } = useTranslation();
  const decided = (status === 'approved' || status === 'rejected') && decidedAt;
  return (
    <span className="d-inline-flex flex-wrap gap-2 align-items-center">
      <span className={`badge text-bg-${TONE[status]}`}>{t(`selfService.status.${status}`)}</span>
      {decided && (
        <span className="small text-body-secondary">
          {t('selfService.decidedBy', { name: decidedByName ?? '—', at: formatDateTime(decidedAt) })}
          {decisionComment ? ` — « ${decisionComment} »` : ''}
        </span>
      )}
    </span>
  );
}
