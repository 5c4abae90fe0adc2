import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { formatDate } from '@/shared/lib/format';
import { AfterRequestLine } from '@/features/balances';
import { ReapprovalNotice } from '../workflow/ReapprovalNotice';
import type { FormValues } from '../toolkit/form-definition';
import { countRequest } from './leave-count';
import { useEmployeeBalance } from './use-employee-balance';
import { useDayText } from './use-day-text';

const positiveId = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
  return id !== undefined && Number.isSafeInteger(id) ? id : undefined;
};


/**
 * Under the request's fields: what it costs as the dates and halves change (counted like the
 * backend: weekends and the site's public holidays left out), the balance it draws on, and a
 * warning when it asks for more than is left (the backend refuses it then).
 */
export function LeaveNotice({ values, record }: { values: FormValues; editing: boolean; record?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  // The request being edited (`:id` of the address) is left out of the balance it draws on.
  const editedId = positiveId(useParams().id);
  const balance = useEmployeeBalance(positiveId(values.employeeId), editedId);
  const count = countRequest(values, balance?.alsaceMoselle ?? false);
  const drawn = count && balance && balance.typeId === count.typeId ? balance : null;
  const balanceType = drawn && LEAVE_TYPES.find((type) => type.id === drawn.typeId);
  const beyond = count && drawn && balanceType && count.days > drawn.available;

  return (
    <div className="mt-3" aria-live="polite" data-testid="leave-notice">
      <ReapprovalNotice area="leave" values={values} record={record} spacing="mb-2" />
      {count && (
        <div className="border rounded px-3 py-2 bg-body-tertiary">
          <p className="mb-0">
            {t('hr.leave.notice.count')} <strong>{dayText(count.days, count.countsAs)}</strong>
            <span className="text-body-secondary small ms-2">{t('hr.leave.notice.countRule')}</span>
          </p>
          {drawn && balanceType && (
            <p className="mb-0 mt-1">
              {t('hr.leave.notice.balance', {
                available: dayText(drawn.available, balanceType.countsAs),
                from: formatDate(drawn.periodStart),
                to: formatDate(drawn.periodEnd),
              })}
            </p>
          )}
          {drawn && (
            <AfterRequestLine
              employeeId={drawn.employeeId}
              typeId={drawn.typeId}
              startDate={String(values.startDate)}
              endDate={String(values.endDate)}
              startHalf={String(values.startHalf)}
              endHalf={String(values.endHalf)}
              excludeId={editedId}
            />
          )}
          {beyond && balanceType && (
            <div className="alert alert-warning py-2 mt-2 mb-1" role="alert">
              {t('hr.leave.notice.beyondBalance', {
                days: dayText(count.days, count.countsAs),
                available: dayText(Math.max(0, drawn.available), balanceType.countsAs),
              })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
