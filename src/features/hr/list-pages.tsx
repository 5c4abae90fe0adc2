import type { ComponentType } from 'react';
import type { HrArea } from '@/domain/hr/areas';
import type { AreaListDefinition } from './toolkit/list-definition';

/** Each area's list definition, in its own chunk: an area's code loads when it is opened. */
const DEFINITIONS: Record<HrArea, () => Promise<AreaListDefinition>> = {
  employee: () => import('./employee/list').then((m) => m.employeeList),
  assignment: () => import('./assignment/list').then((m) => m.assignmentList),
  attendance: () => import('./attendance/list').then((m) => m.attendanceList),
  position: () => import('./position/list').then((m) => m.positionList),
  leave: () => import('./leave/list').then((m) => m.leaveList),
  mission: () => import('./mission/list').then((m) => m.missionList),
  projet: () => import('./projet/list').then((m) => m.projetList),
  salary: () => import('./salary/list').then((m) => m.salaryList),
  city: () => import('./city/list').then((m) => m.cityList),
  country: () => import('./country/list').then((m) => m.countryList),
  enterprise: () => import('./enterprise/list').then((m) => m.enterpriseList),
  direction: () => import('./direction/list').then((m) => m.directionList),
  department: () => import('./department/list').then((m) => m.departmentList),
  service: () => import('./service/list').then((m) => m.serviceList),
};

/** An area's list definition, loaded on demand (exports need its columns). */
export const loadAreaListDefinition = (area: HrArea): Promise<AreaListDefinition> => DEFINITIONS[area]();

export type AreaListPage = ComponentType<{ title: string }>;

/** The list page of an area, loaded on demand (for the router's `lazy`). */
export async function loadAreaListPage(area: HrArea): Promise<AreaListPage> {
  const [{ ResourceListPage }, definition] = await Promise.all([
    import('./toolkit/ResourceListPage'),
    DEFINITIONS[area](),
  ]);
  return function AreaListPage({ title }: { title: string }) {
    return <ResourceListPage definition={definition} title={title} />;
  };
}
