import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localIsoDay } from '@/domain/rules/calendar';
import { LookupStates, useLookupList } from '@/features/hr';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { paths } from '@/shared/paths';
import { LeaveRequestActions } from './LeaveRequestActions';
import { RequestStatus } from './RequestStatus';
import { SectionCard } from '@/shared/ui/SectionCard';

/** The dates of a request as a range. */
const span = (start: string, end: string) => (start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`);

/** My leave and mission requests, newest first: their status, the step they wait on and who decides; cancel or ask to cancel. */
export function MyRequestsCard({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const today = localIsoDay();
  const query = { page: 1, pageSize: 10, sort: '-startDate', filters: { employeeId } };
  const leaves = useLookupList('me.leaves', 'leave', query);
  const missions = useLookupList('me.requests.missions', 'mission', { ...query, pageSize: 5 });
  return (
    <SectionCard id="my-requests-title" title={t('me.requests.title')} className="card my-space-card my-space-card--wide">
      <h3 className="small text-body-secondary text-uppercase mt-3">{t('me.requests.leaves')}</h3>
      <LookupStates lookup={leaves.lookup} onRetry={leaves.reload} emptyText={t('me.requests.noLeave')}>
        <ul className="list-unstyled mb-0 my-space-list">
          {(leaves.lookup?.items ?? []).map((leave) => {
            const name = `${leave.typeName ?? t('hr.leave.absent')} · ${span(leave.startDate, leave.endDate)}`;
            return (
              <li key={leave.id} className="my-space-item">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <Link to={paths.record('leave', leave.id)} className="fw-semibold my-space-link">
                    {name}
                  </Link>
                  <span className="small text-body-secondary">{t('me.requests.days', { days: formatNumber(leave.days) })}</span>
                </div>
                <RequestStatus area="leave" item={leave} />
                <LeaveRequestActions leave={leave} name={name} today={today} onChanged={leaves.reload} />
              </li>
            );
          })}
        </ul>
      </LookupStates>
      <h3 className="small text-body-secondary text-uppercase mt-3">{t('me.requests.missions')}</h3>
      <LookupStates lookup={missions.lookup} onRetry={missions.reload} emptyText={t('me.requests.noMission')}>
        <ul className="list-unstyled mb-0 my-space-list">
          {(missions.lookup?.items ?? []).map((mission) => (
            <li key={mission.id} className="my-space-item">
              <Link to={paths.record('mission', mission.id)} className="fw-semibold my-space-link">
                {mission.reference} · {span(mission.startDate, mission.endDate)}
              </Link>
              <RequestStatus area="mission" item={mission} />
            </li>
          ))}
        </ul>
      </LookupStates>
    </SectionCard>
  );
}
