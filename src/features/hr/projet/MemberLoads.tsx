import type { AreaItem } from '@/contract/areas';
import { paths } from '@/shared/paths';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { recordLabels } from '../toolkit/labels';
import { lookupActions, type Lookup } from '../toolkit/lookup-slice';
import { memberPeaks, membersOf } from './allocation';
import { SectionCard } from '@/shared/ui/SectionCard';

const projectsKey = (employeeId: number) => `projet.loads.projects.${employeeId}`;
const employeeKey = (employeeId: number) => `projet.loads.employee.${employeeId}`;

/** Each member's name and active projects, asked through the lookup slice (one search per member). */
function useMemberLookups(employeeIds: readonly number[]) {
  const dispatch = useAppDispatch();
  const ids = employeeIds.join(',');
  useEffect(() => {
    for (const id of ids.split(',').filter(Boolean).map(Number)) {
      dispatch(lookupActions.search({ key: employeeKey(id), area: 'employee', id }));
      const query = { page: 1, pageSize: 100, filters: { memberId: String(id), status: 'active' } };
      dispatch(lookupActions.search({ key: projectsKey(id), area: 'projet', query }));
    }
  }, [dispatch, ids]);
  return useAppSelector((state) => state.lookup);
}

const allItems = (lookups: Record<string, Lookup>, keys: readonly string[]) => keys.flatMap((key) => lookups[key]?.items ?? []);

/**
 * The members with their allocation here and, for each, the most they are allocated on any
 * day of their time here across every active project: beyond 100 % is flagged.
 */
export function MemberLoads({ record }: { record: AreaItem<'projet'> }) {
  const { t } = useTranslation();
  const members = membersOf(record);
  const employeeIds = [...new Set(members.map((member) => member.employeeId))];
  const lookups = useMemberLookups(employeeIds);
  if (members.length === 0) return null;

  const projectKeys = employeeIds.map(projectsKey);
  const counting = projectKeys.some((key) => lookups[key]?.loading !== false);
  const peaks = memberPeaks(record, allItems(lookups, projectKeys));
  const over = new Set(members.filter((_, index) => peaks[index] > 100).map((member) => member.employeeId));

  return (
    <SectionCard id="projet-loads-title" title={t('hr.projet.loads.title')}>
      <p className="small text-body-secondary">{t('hr.projet.loads.explain')}</p>
      <div aria-live="polite">
        {!counting && over.size > 0 && (
          <div className="alert alert-warning py-2" role="status">
            {t('hr.projet.loads.overAllocated', { count: over.size })}
          </div>
        )}
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('hr.projet.lineFields.members.employeeId')}</th>
              <th scope="col">{t('hr.projet.lineFields.members.role')}</th>
              <th scope="col" className="text-end">{t('hr.projet.loads.here')}</th>
              <th scope="col">{t('hr.projet.loads.period')}</th>
              <th scope="col" className="text-end">{t('hr.projet.loads.total')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member, index) => {
              const employee = lookups[employeeKey(member.employeeId)]?.items.find((item) => item.id === member.employeeId);
              const peak = peaks[index];
              return (
                <tr key={index}>
                  <td>
                    <Link to={paths.record('employee', member.employeeId)}>
                      {employee ? recordLabels.employee(employee) : `#${member.employeeId}`}
                    </Link>
                  </td>
                  <td>{member.role}</td>
                  <td className="text-end text-nowrap">{formatNumber(member.allocationPercent)} %</td>
                  <td className="text-nowrap">
                    {t(member.to ? 'hr.projet.loads.between' : 'hr.projet.loads.since', {
                      from: formatDate(member.from),
                      to: member.to ? formatDate(member.to) : '',
                    })}
                  </td>
                  <td className="text-end text-nowrap">
                    {counting ? (
                      <span className="text-body-secondary">{t('hr.list.loading')}</span>
                    ) : peak > 100 ? (
                      <span className="badge rounded-pill bg-danger-subtle text-danger-emphasis border border-danger-subtle">
                        {t('hr.projet.loads.overBadge', { percent: formatNumber(peak) })}
                      </span>
                    ) : (
                      `${formatNumber(peak)} %`
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
