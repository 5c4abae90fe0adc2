import { useTranslation } from 'react-i18next';
import { waitingStep } from './request-step';

/** How each status reads at a glance. */
const TONES: Record<string, string> = {
  draft: 'text-bg-light border',
  pending: 'text-bg-warning',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
  cancelled: 'text-bg-secondary',
  started: 'text-bg-info',
  completed: 'text-bg-success',
};

export interface RequestStatusProps {
  area: 'leave' | 'mission';
  item: { status: string; approverName?: string; cancellationRequest?: unknown } & Record<string, unknown>;
}

/** A request's status, the step it waits on and who decides, and a cancellation asked. */
export function RequestStatus({ area, item }: RequestStatusProps) {
  const { t } = useTranslation();
  const step = item.status === 'pending' ? waitingStep(item) : {};
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 small">
      <span className={`badge ${TONES[item.status] ?? 'text-bg-light'}`}>{t(`hr.${area}.values.status.${item.status}`)}</span>
      {step.index !== undefined && <span>{t('me.requests.step', { index: step.index, count: step.count })}</span>}
      {step.approverName && <span>{t('me.requests.decides', { name: step.approverName })}</span>}
      {item.cancellationRequest !== undefined && <span className="badge text-bg-info">{t('me.requests.cancellationAsked')}</span>}
    </div>
  );
}
