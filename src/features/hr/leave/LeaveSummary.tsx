import type { AreaItem } from '@/contract/areas';
import { useTranslation } from 'react-i18next';
import { LEAVE_HOLDING_STATUSES, LEAVE_STATUSES, type LeaveStatus } from '@/domain/hr/leave';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { formatDate } from '@/shared/lib/format';
import { useDayText } from './use-day-text';
import { useEmployeeBalance } from './use-employee-balance';

/** Statuses whose request still holds its days on the balance. */

const statusOf = (record: AreaItem<'leave'>): LeaveStatus | undefined => LEAVE_STATUSES.find((status) => status === record.status);
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The decision as a sentence: who decided and when, or what the request waits for. */
function useDecisionText(): (record: AreaItem<'leave'>) => string {
  const { t } = useTranslation();
  return (record) => {
    const status = statusOf(record);
    const decidedAt = textOf(record.decidedAt);
    if (status === 'draft' || status === 'pending') return t(`hr.leave.summary.awaiting.${status}`);
    if (!status || !decidedAt) return t('hr.leave.summary.noDecision');
    const name = textOf(record.decidedByName);
    const date = formatDate(decidedAt);
    return name ? t(`hr.leave.summary.decidedBy.${status}`, { name, date }) : t(`hr.leave.summary.decidedOn.${status}`, { date });
  };
}

/**
 * Below a request: the days it counts, the paid-leave balance before and after it (while it
 * holds its days), and who decided it and when.
 */
export function LeaveSummary({ record }: { record: AreaItem<'leave'> }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const decisionText = useDecisionText();
  const type = LEAVE_TYPES.find((candidate) => candidate.id === numberOf(record.typeId));
  const days = numberOf(record.days) ?? 0;
  const status = statusOf(record);
  const balance = useEmployeeBalance(numberOf(record.employeeId), record.id, record.version);
  const drawn = type && balance && balance.typeId === type.id && status && LEAVE_HOLDING_STATUSES.includes(status) ? balance : null;
  const rows: [string, string][] = [
    ['counted', type ? dayText(days, type.countsAs) : String(days)],
    ...(drawn && type
      ? ([
          ['before', dayText(drawn.available, type.countsAs)],
          ['after', dayText(drawn.available - days, type.countsAs)],
        ] as [string, string][])
      : []),
    ['decision', decisionText(record)],
  ];
  return (
    <section className="card mb-3" aria-labelledby="leave-summary-title" data-testid="leave-summary">
      <div className="card-body">
        <h3 id="leave-summary-title" className="h6">
          {t('hr.leave.summary.title')}
        </h3>
        <dl className="row mb-0">
          {rows.map(([name, text]) => (
            <div key={name} className="col-sm-6 col-lg-3 mb-2">
              <dt className="small fw-normal text-body-secondary">{t(`hr.leave.summary.${name}`)}</dt>
              <dd className={`mb-0 fw-semibold${name === 'after' && drawn && drawn.available - days < 0 ? ' text-danger-emphasis' : ''}`}>{text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
