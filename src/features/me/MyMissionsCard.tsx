import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LookupStates, useLookupList } from '@/features/hr';
import { formatDate, formatEurosFromCents } from '@/shared/lib/format';
import { paths } from '@/shared/paths';
import { SectionCard } from '@/shared/ui/SectionCard';

/** My mission orders, newest first, each with where, when and its expenses' total. */
export function MyMissionsCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const { lookup, reload } = useLookupList('me.missions', 'mission', { page: 1, pageSize: 10, sort: '-startDate', filters: { employeeId } });
  return (
    <SectionCard id="my-missions-title" title={t('me.missions.title')} className="card my-space-card">
      <LookupStates lookup={lookup} onRetry={reload} emptyText={t('me.requests.noMission')}>
        <ul className="list-unstyled mb-0 my-space-list">
          {(lookup?.items ?? []).map((mission) => (
            <li key={mission.id} className="my-space-item">
              <Link to={paths.record('mission', mission.id)} className="fw-semibold my-space-link">
                {mission.reference} · {mission.destinationCityName ?? ''}
              </Link>
              <div className="small text-body-secondary">
                {formatDate(mission.startDate)} – {formatDate(mission.endDate)} · {t(`hr.mission.values.status.${mission.status}`)}
              </div>
              <div className="small">
                {t('me.missions.expenses', { count: mission.expenses.length, total: formatEurosFromCents(mission.expensesTotalCents) })}
              </div>
            </li>
          ))}
        </ul>
      </LookupStates>
    </SectionCard>
  );
}
