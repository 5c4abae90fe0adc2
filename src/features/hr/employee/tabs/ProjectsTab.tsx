import { useTranslation } from 'react-i18next';
import type { AreaItem } from '@/contract/areas';
import { projetList } from '@/features/hr/projet/list';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { formatDate } from '@/shared/lib/format';
import { LookupStates } from './LookupStates';
import { pickColumns, RelatedTable, type RelatedColumn } from './RelatedTable';

/** The employee's lines among a project's members (one per role or period). */
const membershipsOf = (project: AreaItem<'projet'>, employeeId: number) => project.members.filter((member) => member.employeeId === employeeId);

const lines = (items: string[]) => items.map((item, index) => <div key={index}>{item}</div>);

/** The projects the employee is a member of: their role, allocation and period in each. */
export function ProjectsTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const { lookup, reload } = useLookupList(`employee.${employeeId}.projects`, 'projet', {
    page: 1,
    pageSize: 100,
    sort: 'name',
    filters: { memberId: employeeId },
  });
  const columns: RelatedColumn<'projet'>[] = [
    ...pickColumns(projetList, ['code', 'name'], 'name'),
    { key: 'memberRole', computed: true, labelKey: 'hr.projet.lineFields.members.role', render: (item) => lines(membershipsOf(item, employeeId).map((line) => line.role)) },
    {
      key: 'allocation',
      computed: true,
      labelKey: 'hr.projet.lineFields.members.allocationPercent',
      align: 'end',
      nowrap: true,
      render: (item) => lines(membershipsOf(item, employeeId).map((line) => `${line.allocationPercent} %`)),
    },
    {
      key: 'memberPeriod',
      computed: true,
      labelKey: 'hr.employee.tabs.projects.period',
      nowrap: true,
      render: (item) =>
        lines(
          membershipsOf(item, employeeId).map((line) =>
            line.to
              ? t('hr.assignment.timeline.period', { from: formatDate(line.from), to: formatDate(line.to) })
              : t('hr.assignment.timeline.since', { from: formatDate(line.from) }),
          ),
        ),
    },
    ...pickColumns(projetList, ['status']),
  ];
  return (
    <LookupStates lookup={lookup} onRetry={reload} emptyText={t('hr.employee.tabs.projects.empty')}>
      <RelatedTable area="projet" columns={columns} items={lookup?.items ?? []} caption={t('hr.employee.tabs.projects.label')} />
    </LookupStates>
  );
}
