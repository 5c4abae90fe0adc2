import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { BalanceFigures, leaveBalancesActions } from '@/features/hr/leave';
import { leaveList } from '@/features/hr/leave/list';
import { ErrorState } from '@/features/hr/toolkit/ListStates';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { LookupStates } from './LookupStates';
import { pickColumns, RelatedTable } from './RelatedTable';

const COLUMNS = pickColumns(leaveList, ['typeName', 'startDate', 'endDate', 'days', 'status'], 'typeName');

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
