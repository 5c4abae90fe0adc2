import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { createAuthApi, type AuthApi } from './auth-api';
import { createCalendarApi, type CalendarApi } from './calendar-api';
import { createApiClient, type ApiClientOptions } from './client';
import { createEmployeeImportApi, type EmployeeImportApi } from './employee-import-api';
import { createEmployeeUserApi, type EmployeeUserApi } from './employee-user-api';
import { createDashboardApi, type DashboardApi } from './dashboard-api';
import { createLeaveApi, type LeaveApi } from './leave-api';
import { createOrgApi, type OrgApi } from './org-api';
import { createResourceApi, type ResourceApi, type StoredRecord } from './resource-api';

/** A record of an HR list: its stored fields and the related names the backend resolves. */
export type HrRecord = StoredRecord & Record<string, unknown>;

export interface Api {
  auth: AuthApi;
  /** One typed module per area of `/app/{area}`. */
  hr: Record<HrArea, ResourceApi<HrRecord, Record<string, unknown>>>;
  calendar: CalendarApi;
  dashboard: DashboardApi;
  /** POST /app/employee/import. */
  employeeImport: EmployeeImportApi;
  /** An employee's private block, photo and work e-mail check (user/private, user/photo, user/checkEmail). */
  employeeUser: EmployeeUserApi;
  /** Leave balances and a service's absences (/app/leave_balance, /app/leave_absences). */
  leave: LeaveApi;
  /** The organisation tree with its headcounts (/app/org_tree). */
  org: OrgApi;
}

export function createApi(options: ApiClientOptions): Api {
  const client = createApiClient(options);
  const hr = Object.fromEntries(HR_AREAS.map((area) => [area, createResourceApi(client, area)])) as Api['hr'];
  return { auth: createAuthApi(client), hr, calendar: createCalendarApi(client), dashboard: createDashboardApi(client), employeeImport: createEmployeeImportApi(client), employeeUser: createEmployeeUserApi(client), leave: createLeaveApi(client), org: createOrgApi(client) };
}

export { isHttpFailure, toApiErrorInfo, warningsOf, type ApiErrorInfo, type FieldError } from './errors';
export type { HttpClient } from './client';
export { listEveryPage, listParams, type ListPage, type ListQuery, type ResourceApi, type StoredRecord } from './resource-api';
export type { CalendarApi, CalendarEvent, CalendarEventInput } from './calendar-api';
export type { EmployeeImportAnswer, EmployeeImportRow, ImportCreate, ImportRowReport, MissingName, MissingNames } from './employee-import-api';
export type { EmployeePrivateBlock, EmployeePrivateWrite, PhotoFile, PhotoUpload } from './employee-user-api';
export type { LeaveApi } from './leave-api';
