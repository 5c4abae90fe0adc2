import type { Routes } from '../http';
import type { AppBackend } from './backend';
import { areaHandlers } from './engine';
import { employeeImportHandlers } from './employee-import';
import { calendarHandlers } from './calendar';
import { dashboardHandlers } from './dashboard';
import { orgTreeHandlers } from './org-tree';
import { staticDatasetHandlers } from './datasets';
import { holidayHandlers } from './holidays';
import { leaveViewHandlers } from './leave-views';
import { leaveAbsenceHandlers } from './leave-absences';
import { leaveBalanceHandlers } from './leave-balances';
import { assignmentArea } from './areas/assignment';
import { attendanceArea } from './areas/attendance';
import { cityArea } from './areas/city';
import { countryArea } from './areas/country';
import { departmentArea } from './areas/department';
import { directionArea } from './areas/direction';
import { employeeArea } from './areas/employee';
import { enterpriseArea } from './areas/enterprise';
import { leaveArea } from './areas/leave';
import { missionArea } from './areas/mission';
import { positionArea } from './areas/position';
import { projectArea } from './areas/project';
import { salaryArea } from './areas/salary';
import { serviceArea } from './areas/service';

/**
 * The fourteen HR areas under /app/{area}, /app/reset that puts the demo data back, the
 * dashboard's figures, and the other datasets (static ones, holidays, the
 * leave views, the calendar).
 */
export function appHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'post',
      '/app/reset',
      async () => {
        await (await backend()).store.reset();
        return new Response(null, { status: 204 });
      },
      { bearer: true },
    ),
    ...dashboardHandlers(routes, backend),
    ...orgTreeHandlers(routes, backend),
    // Before the areas: /app/employee/import is no employee's id.
    ...employeeImportHandlers(routes, backend),
    ...areaHandlers(routes, backend, employeeArea),
    ...areaHandlers(routes, backend, assignmentArea),
    ...areaHandlers(routes, backend, attendanceArea),
    ...areaHandlers(routes, backend, positionArea),
    ...areaHandlers(routes, backend, leaveArea),
    ...areaHandlers(routes, backend, missionArea),
    ...areaHandlers(routes, backend, projectArea),
    ...areaHandlers(routes, backend, salaryArea),
    ...areaHandlers(routes, backend, cityArea),
    ...areaHandlers(routes, backend, countryArea),
    ...areaHandlers(routes, backend, enterpriseArea),
    ...areaHandlers(routes, backend, directionArea),
    ...areaHandlers(routes, backend, departmentArea),
    ...areaHandlers(routes, backend, serviceArea),
    ...staticDatasetHandlers(routes),
    ...holidayHandlers(routes, backend),
    ...leaveViewHandlers(routes, backend),
    ...leaveBalanceHandlers(routes, backend),
    ...leaveAbsenceHandlers(routes, backend),
    ...calendarHandlers(routes, backend),
  ];
}
