import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { NOTIFICATION_PAGES } from '@/domain/notifications';

/**
 * The one table of the app's addresses: every link to an area, a record, a new record, the
 * calendar or the organisation tree is built here, and the router mounts the same paths.
 */

/** The product's slug in the addresses. */
export const PRODUCT = 'effectif';

/** Where an area's list lives: the employees at `/effectif/employee`, every other area under `/app/effectif/`. */
export const AREA_PATHS: Readonly<Record<HrArea, string>> = Object.fromEntries(
  HR_AREAS.map((area) => [area, area === 'employee' ? `/${PRODUCT}/${area}` : `/app/${PRODUCT}/${area}`]),
) as Record<HrArea, string>;

/** The value a filter or a prefilled field takes in an address. */
type QueryValue = string | number | boolean | undefined;

function withQuery(path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

export const paths = {
  /** An area's list, opened on the given filters (the list reads them from the address). */
  list: (area: HrArea, filters?: Readonly<Record<string, QueryValue>>) => withQuery(AREA_PATHS[area], filters),
  /** A record's page. */
  record: (area: HrArea, id: number | string) => `${AREA_PATHS[area]}/${id}`,
  /** A new record's form, its fields prefilled from the query (`employeeId`). */
  new: (area: HrArea, prefill?: Readonly<Record<string, QueryValue>>) => withQuery(`${AREA_PATHS[area]}/new`, prefill),
  /** The employees' import. */
  employeeImport: () => `${AREA_PATHS.employee}/import`,
  /** My space: the signed-in employee's home (balances, requests, attendance, missions, record). */
  me: () => NOTIFICATION_PAGES.me,
  /** The team calendar. */
  calendar: () => `/app/${PRODUCT}/calendar`,
  /** The organisation tree, beside the enterprises' list. */
  orgTree: () => `${AREA_PATHS.enterprise}/tree`,
  /** The users' accounts and their grants (administration). */
  users: () => `/app/${PRODUCT}/users`,
  /** The audit trail: who changed what, and who read private data. */
  audit: () => `/app/${PRODUCT}/audit`,
  /** The decisions waiting on the signed-in account. */
  inbox: () => NOTIFICATION_PAGES.inbox,
  /** Approval chains: who decides leave and mission requests (HR settings). */
  approval: () => `/app/${PRODUCT}/approval`,
  /** Stand-ins: who decides for a manager during a period. */
  standIns: () => `/app/${PRODUCT}/stand-in`,
  /** The mail sent: codes and notifications, their delivery (administration). */
  mail: () => `/app/${PRODUCT}/mail`,
  /** The signed-in account's mail preferences. */
  notificationSettings: () => `/app/${PRODUCT}/notification-settings`,
  /** The payroll months: close, reopen, export, the payroll codes (HR). */
  payroll: () => `/app/${PRODUCT}/payroll`,
  /** The registre unique du personnel of each enterprise (HR). */
  staffRegister: () => `/app/${PRODUCT}/staff-register`,
  /** Forgetting on time: the retention policy, what is due, its dry run and purge (HR). */
  retention: () => `/app/${PRODUCT}/retention`,
} as const;
