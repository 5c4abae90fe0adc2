import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { LeaveBalance } from '@/domain/hr/leave-planning';
import { leaveBalancesActions } from '@/features/hr/leave';
import { leaveList } from '@/features/hr/leave/list';
import { ErrorState } from '@/features/hr/toolkit/ListStates';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { LookupStates } from './LookupStates';
import { pickColumns, RelatedTable } from './RelatedTable';

const COLUMNS = pickColumns(leaveList, ['typeName', 'startDate', 'endDate', 'days', 'status'], 'typeName');

/** The paid-leave balance as the backend computes it: acquired, taken, pending, what remains. */
function BalanceFigures({ balance }: { balance: LeaveBalance }) {
  const { t } = useTranslation();
  const figures: [string, number][] = [
    ['acquired', balance.acquired],
    ...(balance.carriedOver !== 0 ? [['carriedOver', balance.carriedOver] as [string, number]] : []),
    ...(balance.fractionnement !== 0 ? [['fractionnement', balance.fractionnement] as [string, number]] : []),
    ['taken', balance.taken],
    ['pending', balance.pending],
    ['available', balance.available],
  ];
  return (
    <>
      <p className="small text-body-secondary mb-2">
        {t('hr.employee.tabs.leaves.period', { from: formatDate(balance.periodStart), to: formatDate(balance.periodEnd) })}
      </p>
      <dl className="d-flex flex-wrap gap-2 mb-0 employee-figures">
        {figures.map(([name, days]) => (
          <div key={name} className={`border rounded px-3 py-1${name === 'available' ? ' border-primary' : ''}`}>
            <dt className="small fw-normal text-body-secondary">{t(`hr.employee.tabs.leaves.${name}`)}</dt>
            <dd className={`mb-0 fs-5 fw-semibold${name === 'available' && days < 0 ? ' text-danger-emphasis' : ''}`}><span dir="ltr">{formatNumber(days)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The employee's paid-leave balance (in days), then their requests, newest first. */
export function LeavesTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const balance = useAppSelector((state) => state.leaveBalances.employee);
  const askBalance = () => dispatch(leaveBalancesActions.fetchEmployee({ employeeId }));
  useEffect(() => {
    dispatch(leaveBalancesActions.fetchEmployee({ employeeId }));
  }, [dispatch, employeeId]);
  const { lookup, reload } = useLookupList(`employee.${employeeId}.leaves`, 'leave', {
    page: 1,
    pageSize: 100,
    sort: '-startDate',
    filters: { employeeId },
  });
  const mine = balance.request?.employeeId === employeeId && balance.request.excludeId === undefined;
  return (
    <>
      <section aria-labelledby="employee-balance-title" className="mb-4">
        <h3 id="employee-balance-title" className="h6">
          {t('hr.employee.tabs.leaves.balance')}
        </h3>
        {mine && balance.error ? (
          <ErrorState error={balance.error} onRetry={askBalance} />
        ) : mine && balance.balance ? (
          <BalanceFigures balance={balance.balance} />
        ) : (
          <p className="text-body-secondary small mb-0" role="status">
            {t('hr.list.loading')}
          </p>
        )}
      </section>
      <section aria-labelledby="employee-leaves-title">
        <h3 id="employee-leaves-title" className="h6">
          {t('hr.employee.tabs.leaves.requests')}
        </h3>
        <LookupStates lookup={lookup} onRetry={reload} emptyText={t('hr.employee.tabs.leaves.empty')}>
          <RelatedTable area="leave" columns={COLUMNS} items={lookup?.items ?? []} caption={t('hr.employee.tabs.leaves.requests')} />
        </LookupStates>
      </section>
    </>
  );
}
