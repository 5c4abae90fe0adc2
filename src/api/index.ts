import { createInboxApi, type InboxApi } from './inbox-api';
import type { AreaContracts, AreaInput, AreaItem } from '@/contract/areas';
import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { createApprovalApi, type ApprovalApi } from './approval-api';
import { createAuditApi, type AuditApi } from './audit-api';
import { createAuthApi, type AuthApi } from './auth-api';
import { createCalendarApi, type CalendarApi } from './calendar-api';
import { createApiClient, type ApiClientOptions } from './client';
import { createEmployeeImportApi, type EmployeeImportApi } from './employee-import-api';
import { createEmployeeUserApi, type EmployeeUserApi } from './employee-user-api';
import { createDashboardApi, type DashboardApi } from './dashboard-api';
import { createLeaveApi, type LeaveApi } from './leave-api';
import { createMailApi, type MailApi } from './mail-api';
import { createNotificationsApi, type NotificationsApi } from './notifications-api';
import { createExitApi, type ExitApi } from './exit-api';
import { createPayrollApi, type PayrollApi } from './payroll-api';
import { createRegisterApi, type RegisterApi } from './register-api';
import { createRetentionApi, type RetentionApi } from './retention-api';
import { createOrgApi, type OrgApi } from './org-api';
import { createResourceApi, schemaCheck, type ResourceApi, type StoredRecord } from './resource-api';
import { createUsersApi, type UsersApi } from './users-api';
import { createSelfServiceApi, type SelfServiceApi } from './self-service-api';

/**
 * A record of any HR area, as the toolkit shared by the areas reads it: its stored fields and
 * the names the backend resolves, by name. An area's own code uses `AreaItem<area>` instead.
 */
export type HrRecord = StoredRecord & Record<string, unknown>;

/** One area's calls, typed by the contract: its item, its input, the filters its list accepts. */
export type AreaApi<A extends HrArea> = ResourceApi<AreaItem<A>, AreaInput<A>, Extract<keyof AreaContracts[A]['filters'], string>>;

/** Every area's calls, each typed by its own contract entry. */
export type HrApi = { readonly [A in HrArea]: AreaApi<A> };

/** Any area's calls, for the code every area shares (lists, record pages, lookups, exports). */
export type AnyAreaApi = ResourceApi<HrRecord, Record<string, unknown>>;

/** The calls of an area chosen at run time, as the shared code reads and writes them (by field name). */
export const anyArea = (api: Pick<Api, 'hr'>, area: HrArea): AnyAreaApi => api.hr[area] as unknown as AnyAreaApi;

export interface Api {
  auth: AuthApi;
  /** The audit trail (/app/audit). */
  audit: AuditApi;
  /** One typed module per area of `/app/{area}`. */
  hr: HrApi;
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
  /** The accounts and their grants (/users, user/{id}). */
  users: UsersApi;
  /** The decider's inbox (/app/inbox). */
  inbox: InboxApi;
  /** Attendance corrections, private-data changes and one's own phone. */
  selfService: SelfServiceApi;
  /** Approval policies and stand-ins (/app/approval_policy, /app/stand_in). */
  approval: ApprovalApi;
  /** The mail sent (/app/mail). */
  mail: MailApi;
  /** The account's notifications and mail preferences (/app/notifications). */
  notifications: NotificationsApi;
  /** An employee's exit checklist, the exits to come, the certificat and attestation (PDF). */
  exit: ExitApi;
  /** The payroll months, their export and codes (/app/payroll). */
  payroll: PayrollApi;
  /** The staff register of each enterprise (/app/register). */
  register: RegisterApi;
  /** Forgetting on time: the retention policy, what is due, its dry run and purge (/app/retention). */
  retention: RetentionApi;
}

export interface ApiOptions extends ApiClientOptions {
  /** Check every HR answer against the contract's item schema (default); production builds never do. */
  checkAnswers?: boolean;
}

export function createApi({ checkAnswers = true, ...options }: ApiOptions): Api {
  const client = createApiClient(options);
  // `import.meta.env.DEV` is false in a production build: the check and its schemas are dropped from it.
  const check = (area: HrArea) =>
    import.meta.env.DEV && checkAnswers ? schemaCheck(() => import('@/contract/areas').then((m) => m.areaItemSchema(area))) : null;
  const hr = Object.fromEntries(HR_AREAS.map((area) => [area, createResourceApi(client, area, check(area))])) as unknown as HrApi;
  return { auth: createAuthApi(client), audit: createAuditApi(client), hr, calendar: createCalendarApi(client), dashboard: createDashboardApi(client), employeeImport: createEmployeeImportApi(client), employeeUser: createEmployeeUserApi(client), leave: createLeaveApi(client), org: createOrgApi(client), users: createUsersApi(client), inbox: createInboxApi(client), selfService: createSelfServiceApi(client), approval: createApprovalApi(client), mail: createMailApi(client), notifications: createNotificationsApi(client), exit: createExitApi(client), payroll: createPayrollApi(client), register: createRegisterApi(client), retention: createRetentionApi(client) };
}

export { isHttpFailure, toApiErrorInfo, warningsOf, type ApiErrorInfo, type FieldError } from './errors';
export type { HttpClient } from './client';
export type { EmploymentDocument, MadeDocument } from './exit-api';
export { listEveryPage, listParams, schemaCheck, type ListPage, type ListQuery, type ResourceApi, type StoredRecord } from './resource-api';
export type { CalendarApi, CalendarEvent, CalendarEventInput } from './calendar-api';
export type { BuiltEmail, EmailPatterns, EmployeeImportAnswer, EmployeeImportRequest, EmployeeImportRow, ImportCreate, ImportElsewhere, ImportRowReport, MissingName, MissingNames } from './employee-import-api';
export type { EmployeePrivateBlock, EmployeePrivateWrite, PhotoFile, PhotoUpload } from './employee-user-api';
export type { BalanceOnDateQuery, LeaveApi } from './leave-api';
export type { AuditApi } from './audit-api';
export type { UsersApi } from './users-api';
export type { InboxApi } from './inbox-api';
export type { SelfDecision, SelfRequestApi, SelfServiceApi } from './self-service-api';
export type { ApprovalApi, StandInList } from './approval-api';
