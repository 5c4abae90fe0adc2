import type { ComponentType } from 'react';
import type { HrArea } from '@/domain/hr/areas';
import type { AreaFormDefinition } from './toolkit/form-definition';

/** Each area's form definition, in the area's own chunk. */
const FORMS: Record<HrArea, () => Promise<AreaFormDefinition>> = {
  employee: () => import('./employee/form').then((m) => m.employeeForm),
  assignment: () => import('./assignment/form').then((m) => m.assignmentForm),
  attendance: () => import('./attendance/form').then((m) => m.attendanceForm),
  position: () => import('./position/form').then((m) => m.positionForm),
  leave: () => import('./leave/form').then((m) => m.leaveForm),
  mission: () => import('./mission/form').then((m) => m.missionForm),
  projet: () => import('./projet/form').then((m) => m.projetForm),
  salary: () => import('./salary/form').then((m) => m.salaryForm),
  city: () => import('./city/form').then((m) => m.cityForm),
  country: () => import('./country/form').then((m) => m.countryForm),
  enterprise: () => import('./enterprise/form').then((m) => m.enterpriseForm),
  direction: () => import('./direction/form').then((m) => m.directionForm),
  department: () => import('./department/form').then((m) => m.departmentForm),
  service: () => import('./service/form').then((m) => m.serviceForm),
};

/** An area's form definition (its fields, schema and labels). */
export const loadAreaFormDefinition = (area: HrArea): Promise<AreaFormDefinition> => FORMS[area]();

export type RecordPage = ComponentType;

/** The create or edit page of an area, loaded on demand. */
export async function loadAreaFormPage(area: HrArea): Promise<RecordPage> {
  const [{ ResourceFormPage }, definition] = await Promise.all([import('./toolkit/ResourceFormPage'), FORMS[area]()]);
  return function AreaFormPage() {
    return <ResourceFormPage definition={definition} />;
  };
}

/** The page of one record of an area, loaded on demand. */
export async function loadAreaDetailPage(area: HrArea): Promise<RecordPage> {
  const [{ ResourceDetailPage }, definition] = await Promise.all([import('./toolkit/ResourceDetailPage'), FORMS[area]()]);
  return function AreaDetailPage() {
    return <ResourceDetailPage definition={definition} />;
  };
}
