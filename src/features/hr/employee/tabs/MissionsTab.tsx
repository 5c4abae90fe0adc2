import { useTranslation } from 'react-i18next';
import { missionList } from '@/features/hr/mission/list';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { LookupStates } from './LookupStates';
import { pickColumns, RelatedTable } from './RelatedTable';

const COLUMNS = pickColumns(missionList, ['reference', 'purpose', 'destinationCityName', 'startDate', 'endDate', 'status'], 'reference');

/** The employee's mission orders, newest first. */
export function MissionsTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const { lookup, reload } = useLookupList(`employee.${employeeId}.missions`, 'mission', {
    page: 1,
    pageSize: 100,
    sort: '-startDate',
    filters: { employeeId },
  });
  return (
    <LookupStates lookup={lookup} onRetry={reload} emptyText={t('hr.employee.tabs.missions.empty')}>
      <RelatedTable area="mission" columns={COLUMNS} items={lookup?.items ?? []} caption={t('hr.employee.tabs.missions.label')} />
    </LookupStates>
  );
}
