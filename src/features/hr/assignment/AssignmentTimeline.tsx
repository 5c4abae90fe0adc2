import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HrRecord } from '@/api';
import { LookupStates } from '@/features/hr/employee/tabs/LookupStates';
import { paths } from '@/shared/paths';
import { textOf } from '@/features/hr/toolkit/form-values';
import { useLookupList } from '@/features/hr/toolkit/use-lookup-list';
import { formatDate } from '@/shared/lib/format';
import './timeline.css';

/** As many assignments as one employee may have had: the contract's largest page. */
const HISTORY_SIZE = 200;

function TimelineEntry({ item, current, viewed }: { item: HrRecord; current: boolean; viewed: boolean }) {
  const { t } = useTranslation();
  const end = textOf(item, 'endDate');
  const period = end
    ? t('hr.assignment.timeline.period', { from: formatDate(textOf(item, 'startDate')), to: formatDate(end) })
    : t('hr.assignment.timeline.since', { from: formatDate(textOf(item, 'startDate')) });
  // A department often bears its only service's name: said once.
  const unit = [...new Set([textOf(item, 'serviceName'), textOf(item, 'departmentName'), textOf(item, 'enterpriseName')])].filter(Boolean).join(' · ');
  const title = textOf(item, 'positionTitle');
  return (
    <li className={`assignment-timeline__item${current ? ' assignment-timeline__item--current' : ''}`} aria-current={current ? 'true' : undefined}>
      <span className="assignment-timeline__dot" aria-hidden="true" />
      <div className="assignment-timeline__card">
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="small text-body-secondary text-nowrap">{period}</span>
          <span className={`badge rounded-pill ${item.kind === 'principale' ? 'text-bg-primary' : 'text-bg-info'}`}>
            {t(`hr.assignment.values.kind.${textOf(item, 'kind')}`)}
          </span>
          {current && <span className="badge rounded-pill text-bg-success">{t('hr.assignment.timeline.current')}</span>}
        </div>
        <div className="fw-semibold mt-1">{viewed ? title : <Link to={paths.record('assignment', item.id)}>{title}</Link>}</div>
        {unit && <div className="small">{unit}</div>}
        {item.workCityName !== undefined && <div className="small text-body-secondary">{textOf(item, 'workCityName')}</div>}
      </div>
    </li>
  );
}

/**
 * An employee's assignments as a vertical timeline, newest first; the principal one that
 * covers today (by the server's calendar) is highlighted. `viewedId` is the one on screen.
 */
export function AssignmentTimeline({ employeeId, viewedId }: { employeeId: number; viewedId?: number }) {
  const { t } = useTranslation();
  const { lookup, reload } = useLookupList(`assignment.timeline.${employeeId}`, 'assignment', {
    page: 1,
    pageSize: HISTORY_SIZE,
    sort: '-startDate',
    filters: { employeeId },
  });
  const { lookup: current } = useLookupList(`assignment.timeline.${employeeId}.current`, 'assignment', {
    page: 1,
    pageSize: 1,
    filters: { employeeId, kind: 'principale', current: true },
  });
  const currentId = current?.items[0]?.id;
  return (
    <LookupStates lookup={lookup} onRetry={reload} emptyText={t('hr.assignment.timeline.empty')}>
      <ol className="assignment-timeline" aria-label={t('hr.assignment.timeline.title')}>
        {lookup?.items.map((item) => (
          <TimelineEntry key={item.id} item={item} current={item.id === currentId} viewed={item.id === viewedId} />
        ))}
      </ol>
    </LookupStates>
  );
}
