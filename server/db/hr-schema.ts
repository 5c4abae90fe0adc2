import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { TableName } from '@server/core/storage/tables';

/**
 * The HR tables: each row whole as the core hands it (`data`, the src/domain shapes), its key
 * and version, and beside them the columns the database checks and indexes: the employee a
 * row belongs to (foreign key), the span of a period (exclusion constraints against overlaps).
 * The constraints the schema builder cannot say are in migrations/0003_hr_constraints.sql.
 */
const rowColumns = {
  key: integer('key').primaryKey(),
  version: integer('version').notNull().default(0),
  data: jsonb('data').notNull(),
};

const employeeColumn = () => integer('employee_id').notNull();
const spanColumns = () => ({ employeeId: employeeColumn(), startDate: date('start_date', { mode: 'string' }).notNull(), endDate: date('end_date', { mode: 'string' }) });

const plain = (name: string) => pgTable(name, rowColumns);
const ofEmployee = (name: string) => pgTable(name, { ...rowColumns, employeeId: employeeColumn() }, (table) => [index(`${name}_employee_idx`).on(table.employeeId)]);

export const hrCountries = plain('hr_countries');
export const hrCities = plain('hr_cities');
export const hrEnterprises = plain('hr_enterprises');
export const hrDirections = plain('hr_directions');
export const hrDepartments = plain('hr_departments');
export const hrServices = plain('hr_services');
export const hrPositions = plain('hr_positions');
export const hrEmployees = plain('hr_employees');
export const hrEmployeePrivate = ofEmployee('hr_employee_private');
export const hrAssignments = pgTable('hr_assignments', { ...rowColumns, ...spanColumns(), principal: boolean('principal').notNull() }, (table) => [
    index('hr_assignments_employee_idx').on(table.employeeId, table.startDate),
  ]);
export const hrAttendance = pgTable('hr_attendance', { ...rowColumns, employeeId: employeeColumn(), day: date('day', { mode: 'string' }).notNull() }, (table) => [
    index('hr_attendance_employee_idx').on(table.employeeId, table.day),
  ]);
export const hrLeaveTypes = plain('hr_leave_types');
export const hrLeaves = pgTable(
    'hr_leaves',
    {
      ...rowColumns,
      ...spanColumns(),
      // Half-days since 2000-01-01, both ends taken: the span the overlap rule compares.
      firstHalf: integer('first_half').notNull(),
      lastHalf: integer('last_half').notNull(),
      /** Whether the leave holds its days (draft, pending, approved): only these may not overlap. */
      holds: boolean('holds').notNull(),
    },
    (table) => [index('hr_leaves_employee_idx').on(table.employeeId, table.startDate)],
  );
export const hrFractionnementWaivers = ofEmployee('hr_fractionnement_waivers');
export const hrMissions = pgTable('hr_missions', { ...rowColumns, ...spanColumns() }, (table) => [index('hr_missions_employee_idx').on(table.employeeId, table.startDate)]);
export const hrProjects = plain('hr_projects');
export const hrSalaries = ofEmployee('hr_salaries');
export const hrCalendarEvents = plain('hr_calendar_events');
export const hrAttendanceCorrections = ofEmployee('hr_attendance_corrections');
export const hrPrivateChanges = ofEmployee('hr_private_changes');
export const hrApprovalPolicies = plain('hr_approval_policies');
export const hrStandIns = plain('hr_stand_ins');
export const hrExitItems = ofEmployee('hr_exit_items');
export const hrPayrollMonths = plain('hr_payroll_months');
export const hrPayrollCodes = plain('hr_payroll_codes');
export const hrPayrollExports = plain('hr_payroll_exports');
// No foreign key to the employee: a line outlives the person's record (docs/domain.md, "Staff register").
export const hrRegisterLines = ofEmployee('hr_register_lines');

/** The HR tables by the core's table names. */
export const hrTables = {
  countries: hrCountries,
  cities: hrCities,
  enterprises: hrEnterprises,
  directions: hrDirections,
  departments: hrDepartments,
  services: hrServices,
  positions: hrPositions,
  employees: hrEmployees,
  employeePrivate: hrEmployeePrivate,
  assignments: hrAssignments,
  attendance: hrAttendance,
  leaveTypes: hrLeaveTypes,
  leaves: hrLeaves,
  fractionnementWaivers: hrFractionnementWaivers,
  missions: hrMissions,
  projects: hrProjects,
  salaries: hrSalaries,
  calendarEvents: hrCalendarEvents,
  attendanceCorrections: hrAttendanceCorrections,
  privateChanges: hrPrivateChanges,
  approvalPolicies: hrApprovalPolicies,
  standIns: hrStandIns,
  exitItems: hrExitItems,
  payrollMonths: hrPayrollMonths,
  payrollCodes: hrPayrollCodes,
  payrollExports: hrPayrollExports,
  registerLines: hrRegisterLines,
} as const satisfies Record<TableName, unknown>;

/** The names a list shows beside each row (computed by the core), and the row's search text, normalised. */
export const hrNames = pgTable(
  'hr_names',
  {
    tableName: text('table_name').notNull(),
    key: integer('key').notNull(),
    names: jsonb('names').notNull(),
    search: text('search').notNull(),
    /** The day the names were computed for, when they depend on it. */
    day: text('day'),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.key] }), index('hr_names_search_idx').using('gin', table.search.op('gin_trgm_ops'))],
);

/** The day every name of an area whose names depend on the day was last computed for: older, they are computed again. */
export const hrNamesDay = pgTable('hr_names_day', {
  tableName: text('table_name').primaryKey(),
  day: text('day').notNull(),
});

/** The unique keys the core computes for a row (a work e-mail, a matricule): one row per value. */
export const hrUniqueKeys = pgTable(
  'hr_unique_keys',
  {
    tableName: text('table_name').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
    key: integer('key').notNull(),
  },
  (table) => [primaryKey({ name: 'hr_unique_keys_value', columns: [table.tableName, table.field, table.value] }), index('hr_unique_keys_row_idx').on(table.tableName, table.key)],
);

/** The numbers of the core's sequences each row holds (a matricule's number), for their highest. */
export const hrSequenceValues = pgTable(
  'hr_sequence_values',
  {
    tableName: text('table_name').notNull(),
    name: text('name').notNull(),
    key: integer('key').notNull(),
    /** The group the number counts in (a mission order's year); '' when the sequence has none. */
    groupName: text('group_name').notNull().default(''),
    value: integer('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tableName, table.name, table.key] }),
    index('hr_sequence_values_group_idx').on(table.tableName, table.name, table.groupName, table.value),
  ],
);

/** The last key handed out by table: a key is never used twice, even after a removal. */
export const hrKeys = pgTable('hr_keys', {
  tableName: text('table_name').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The HR tables written since the seed was last put in place (a trigger on each adds its
 * name, migrations/0007): a reset puts back only these.
 */
export const hrChanged = pgTable('hr_changed', {
  tableName: text('table_name').primaryKey(),
});
