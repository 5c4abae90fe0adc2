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

export const hrTables = {
  countries: plain('hr_countries'),
  cities: plain('hr_cities'),
  enterprises: plain('hr_enterprises'),
  directions: plain('hr_directions'),
  departments: plain('hr_departments'),
  services: plain('hr_services'),
  positions: plain('hr_positions'),
  employees: plain('hr_employees'),
  employeePrivate: ofEmployee('hr_employee_private'),
  assignments: pgTable('hr_assignments', { ...rowColumns, ...spanColumns(), principal: boolean('principal').notNull() }, (table) => [
    index('hr_assignments_employee_idx').on(table.employeeId, table.startDate),
  ]),
  attendance: pgTable('hr_attendance', { ...rowColumns, employeeId: employeeColumn(), day: date('day', { mode: 'string' }).notNull() }, (table) => [
    index('hr_attendance_employee_idx').on(table.employeeId, table.day),
  ]),
  leaveTypes: plain('hr_leave_types'),
  leaves: pgTable(
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
  ),
  fractionnementWaivers: ofEmployee('hr_fractionnement_waivers'),
  missions: pgTable('hr_missions', { ...rowColumns, ...spanColumns() }, (table) => [index('hr_missions_employee_idx').on(table.employeeId, table.startDate)]),
  projects: plain('hr_projects'),
  salaries: ofEmployee('hr_salaries'),
  calendarEvents: plain('hr_calendar_events'),
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
    value: integer('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.name, table.key] }), index('hr_sequence_values_idx').on(table.tableName, table.name, table.value)],
);

/** The last key handed out by table: a key is never used twice, even after a removal. */
export const hrKeys = pgTable('hr_keys', {
  tableName: text('table_name').primaryKey(),
  last: integer('last').notNull(),
});
