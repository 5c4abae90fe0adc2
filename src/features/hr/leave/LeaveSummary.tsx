import type { AreaItem } from '@/contract/areas';
import { useTranslation } from 'react-i18next';
import { LEAVE_HOLDING_STATUSES, LEAVE_STATUSES, type LeaveStatus } from '@/domain/hr/leave';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { ApprovalSteps } from '../workflow/ApprovalSteps';
import { useDecisionText } from '../workflow/decision-text';
import { useDayText } from './use-day-text';
import { useEmployeeBalance } from './use-employee-balance';
import { SectionCard } from '@/shared/ui/SectionCard';

/** Statuses whose request still holds its days on the balance. */

const statusOf = (record: AreaItem<'leave'>): LeaveStatus | undefined => LEAVE_STATUSES.find((status) => status === record.status);
const numberOf = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * Below a request: the days it counts, the paid-leave balance before and after it (while it
 * holds its days), and who decided it and when.
 */
export function LeaveSummary({ record }: { record: AreaItem<'leave'> }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const { decision, comment } = useDecisionText()(record);
  const type = LEAVE_TYPES.find((candidate) => candidate.id === numberOf(record.typeId));
  const days = numberOf(record.days) ?? 0;
  const status = statusOf(record);
  const balance = useEmployeeBalance(numberOf(record.employeeId), record.id, record.version);
  const drawn = type && balance && balance.typeId === type.id && status && LEAVE_HOLDING_STATUSES.includes(status) ? balance : null;
  /** Each figure: its label's key and its text. */
  const rows: [string, string][] = [
    ['hr.leave.summary.counted', type ? dayText(days, type.countsAs) : String(days)],
    ...(drawn && type
      ? ([
          ['hr.leave.summary.before', dayText(drawn.available, type.countsAs)],
          ['hr.leave.summary.after', dayText(drawn.available - days, type.countsAs)],
        ] as [string, string][])
      : []),
    ['hr.leave.summary.decision', decision],
    ...(comment ? ([['hr.decision.comment', comment]] as [string, string][]) : []),
  ];
  const overdrawn = Boolean(drawn && drawn.available - days < 0);
  return (
    <>
    <SectionCard id="leave-summary-title" title={t('hr.leave.summary.title')} level={3} testId="leave-summary">
      <dl className="row mb-0">
        {rows.map(([labelKey, text]) => (
          <div key={labelKey} className="col-sm-6 col-lg-3 mb-2">
            <dt className="small fw-normal text-body-secondary">{t(labelKey)}</dt>
            <dd className={`mb-0 fw-semibold${labelKey === 'hr.leave.summary.after' && overdrawn ? ' text-danger-emphasis' : ''}`}>{text}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
    <ApprovalSteps record={record} />
    </>
  );
}
