import type { HrTables, Row, TableName } from './tables';

/** Every table, in a fixed order (the IndexedDB object stores are named after them). */
export const TABLE_NAMES = [
  'countries',
  'cities',
  'enterprises',
  'directions',
  'departments',
  'services',
  'positions',
  'employees',
  'employeePrivate',
  'assignments',
  'attendance',
  'leaveTypes',
  'leaves',
  'fractionnementWaivers',
  'missions',
  'projects',
  'salaries',
  'calendarEvents',
  'attendanceCorrections',
  'privateChanges',
  'approvalPolicies',
  'standIns',
  'exitItems',
  'payrollMonths',
  'payrollCodes',
  'payrollExports',
  'registerLines',
] as const satisfies readonly TableName[];

// Fails to compile when a table is added to HrTables but not listed above.
type Missing = Exclude<TableName, (typeof TABLE_NAMES)[number]>;
const everyTableListed: Missing extends never ? true : Missing = true;
void everyTableListed;

/** The field a table's rows are keyed by: `id`, except the private block keyed by its employee. */
export const keyField = (table: TableName): 'id' | 'employeeId' => (table === 'employeePrivate' ? 'employeeId' : 'id');

/** A row's key in its table. */
export function rowKey<T extends TableName>(table: T, row: Row<T>): number {
  const fields: { id?: number; employeeId?: number } = row;
  const key = keyField(table) === 'id' ? fields.id : fields.employeeId;
  if (typeof key !== 'number') throw new Error(`A ${table} row has no key`);
  return key;
}

/** A row's field by name, for the generic code (indexes, filters, sorting). */
export const fieldOf = (row: object, field: string): unknown => (row as Record<string, unknown>)[field];

/** Empty tables: a start for fixtures. */
export function emptyTables(): HrTables {
  return {
    countries: [],
    cities: [],
    enterprises: [],
    directions: [],
    departments: [],
    services: [],
    positions: [],
    employees: [],
    employeePrivate: [],
    assignments: [],
    attendance: [],
    leaveTypes: [],
    leaves: [],
    fractionnementWaivers: [],
    missions: [],
    projects: [],
    salaries: [],
    calendarEvents: [],
    attendanceCorrections: [],
    privateChanges: [],
    approvalPolicies: [],
    standIns: [],
    exitItems: [],
    payrollMonths: [],
    payrollCodes: [],
    payrollExports: [],
    registerLines: [],
  };
}
