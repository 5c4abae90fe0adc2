import type { AreaItem } from '@/contract/areas';
import { paths } from '@/shared/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Action, Resource } from '@/domain/permissions';
import { mayOnRecord, useGrants, useMayOnRecord, useOwnEmployeeId } from '@/features/auth';
import { AssignmentTimeline } from '@/features/hr/assignment/AssignmentTimeline';
import { textOf } from '@/features/hr/toolkit/form-values';
import { SalaryHistory } from '@/features/hr/salary/SalaryHistory';
import { CurrentStatus } from '../CurrentStatus';
import { EmployeePhoto } from '../photo/EmployeePhoto';
import { PrivateTab } from '../private/PrivateTab';
import { ExitTab } from '../exit/ExitTab';
import { AttendanceTab } from './AttendanceTab';
import { LeavesTab } from './LeavesTab';
import { MissionsTab } from './MissionsTab';
import { ProjectsTab } from './ProjectsTab';
import { RecordTabs, type RecordTab } from '@/features/hr/toolkit/RecordTabs';
import { HistoryTab } from '@/features/hr/audit/HistoryTab';
import '../employee.css';

function AssignmentsTab({ employeeId }: { employeeId: number }) {
  const { t } = useTranslation();
  const mayCreate = useMayOnRecord('assignment', 'create', employeeId);
  return (
    <>
      {mayCreate && (
        <div className="d-flex mb-3">
          <Link to={paths.new('assignment', { employeeId })} className="btn btn-outline-primary btn-sm ms-auto employee-outline">
            {t('hr.employee.tabs.assignments.new')}
          </Link>
        </div>
      )}
      <AssignmentTimeline employeeId={employeeId} />
    </>
  );
}

/** Who the employee is at a glance: photo (and changing it), position, unit, status. */
function ProfileStrip({ record }: { record: AreaItem<'employee'> }) {
  const { t } = useTranslation();
  const where = [textOf(record, 'positionTitle'), textOf(record, 'serviceName')].filter(Boolean).join(' · ');
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-3 mb-4">
      <EmployeePhoto record={record} />
      <div className="text-end">
        <CurrentStatus item={record} t={t} />
        {where && <div className="small mt-1">{where}</div>}
        <div className="small text-body-secondary">{textOf(record, 'matricule')}</div>
      </div>
    </div>
  );
}

/** The employee's page below its title: the profile, then everything about them the user may read, in tabs. */
export function EmployeeExtras({ record, fields }: { record: AreaItem<'employee'>; fields?: ReactNode }) {
  const { t } = useTranslation();
  const id = record.id;
  const grants = useGrants();
  const ownEmployeeId = useOwnEmployeeId();
  const tabs: (RecordTab & { requires?: [Resource, Action] })[] = [
    { id: 'identity', label: t('hr.employee.tabs.identity.label'), render: () => fields },
    { id: 'private', label: t('hr.employee.tabs.private.label'), render: () => <PrivateTab employeeId={id} />, requires: ['employee', 'readPrivate'] },
    { id: 'assignments', label: t('hr.employee.tabs.assignments.label'), render: () => <AssignmentsTab employeeId={id} />, requires: ['assignment', 'read'] },
    { id: 'leaves', label: t('hr.employee.tabs.leaves.label'), render: () => <LeavesTab employeeId={id} />, requires: ['leave', 'read'] },
    { id: 'attendance', label: t('hr.employee.tabs.attendance.label'), render: () => <AttendanceTab employeeId={id} />, requires: ['attendance', 'read'] },
    { id: 'missions', label: t('hr.employee.tabs.missions.label'), render: () => <MissionsTab employeeId={id} />, requires: ['mission', 'read'] },
    { id: 'projects', label: t('hr.employee.tabs.projects.label'), render: () => <ProjectsTab employeeId={id} />, requires: ['projet', 'read'] },
    { id: 'salaries', label: t('hr.employee.tabs.salaries.label'), render: () => <SalaryHistory employeeId={id} />, requires: ['salary', 'read'] },
    { id: 'exit', label: t('hr.employee.tabs.exit.label'), render: () => <ExitTab record={record} />, requires: ['employmentDocument', 'read'] },
    { id: 'history', label: t('hr.audit.history.label'), render: () => <HistoryTab area="employee" id={id} version={record.version} />, requires: ['audit', 'read'] },
  ];
  // The tabs this user may read about this employee.
  const shown = tabs.filter(({ requires }) => !requires || mayOnRecord(grants, requires[0], requires[1], id, ownEmployeeId));
  return (
    <section className="card" aria-label={t('hr.employee.tabs.label')}>
      <div className="card-body">
        <ProfileStrip record={record} />
        <RecordTabs tabs={shown} label={t('hr.employee.tabs.label')} />
      </div>
    </section>
  );
}
