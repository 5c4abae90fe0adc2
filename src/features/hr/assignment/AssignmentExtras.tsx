import type { AreaItem } from '@/contract/areas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/paths';
import { textOf } from '@/features/hr/toolkit/form-values';
import { AssignmentTimeline } from './AssignmentTimeline';

/** Below an assignment: the whole history of its employee, this one among the others. */
export function AssignmentExtras({ record }: { record: AreaItem<'assignment'> }) {
  const { t } = useTranslation();
  const employeeId = Number(record.employeeId);
  return (
    <section className="card" aria-labelledby="assignment-history-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
          <h2 id="assignment-history-title" className="h6 mb-0 me-auto">
            {t('hr.assignment.timeline.titleOf', { name: textOf(record, 'employeeName') })}
          </h2>
          <Link to={paths.record('employee', employeeId)} className="small">
            {t('hr.assignment.timeline.openEmployee')}
          </Link>
        </div>
        <AssignmentTimeline employeeId={employeeId} viewedId={record.id} />
      </div>
    </section>
  );
}
