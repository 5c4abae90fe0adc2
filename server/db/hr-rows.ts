import { getTableName, sql, type SQL } from 'drizzle-orm';
import { LEAVE_HOLDING_STATUSES, type Leave } from '@/domain/hr/leave';
import { fieldOf, rowKey } from '@server/core/storage/table-keys';
import type { Row, TableName } from '@server/core/storage/tables';
import { hrTables } from './hr-schema';

/** The physical table of an HR table, quoted for SQL. */
export const tableOf = (table: TableName): SQL => sql`${sql.identifier(getTableName(hrTables[table]))}`;

/** The tables with an `employee_id` column (and its index): `where(…, 'employeeId', …)` reads it. */
export const EMPLOYEE_TABLES: ReadonlySet<TableName> = new Set([
  'employeePrivate',
  'assignments',
  'attendance',
  'leaves',
  'fractionnementWaivers',
  'missions',
  'salaries',
  'attendanceCorrections',
  'privateChanges',
  'exitItems',
  'registerLines',
]);

const DAY_MS = 86_400_000;
/** A half-day as a number: days since 2000-01-01 twice, plus one for the afternoon. */
const halfDayNumber = (date: string, half: Leave['startHalf']) => (Date.parse(`${date}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / DAY_MS * 2 + (half === 'morning' ? 0 : 1);

const text = (row: object, field: string) => {
  const value = fieldOf(row, field);
  return typeof value === 'string' ? value : null;
};

/** The columns beside `data` that the database checks and indexes, by column name. */
export function checkedColumns<T extends TableName>(table: T, row: Row<T>): Record<string, string | number | boolean | null> {
  const employeeId = fieldOf(row, 'employeeId');
  const employee: Record<string, number | null> = EMPLOYEE_TABLES.has(table) ? { employee_id: typeof employeeId === 'number' ? employeeId : null } : {};
  switch (table) {
    case 'assignments':
      return { ...employee, start_date: text(row, 'startDate'), end_date: text(row, 'endDate'), principal: fieldOf(row, 'kind') === 'principale' };
    case 'attendance':
      return { ...employee, day: text(row, 'date') };
    case 'missions':
      return { ...employee, start_date: text(row, 'startDate'), end_date: text(row, 'endDate') };
    case 'leaves': {
      const leave = row as Leave;
      return {
        ...employee,
        start_date: leave.startDate,
        end_date: leave.endDate,
        first_half: halfDayNumber(leave.startDate, leave.startHalf),
        last_half: halfDayNumber(leave.endDate, leave.endHalf),
        holds: LEAVE_HOLDING_STATUSES.includes(leave.status),
      };
    }
    default:
      return employee;
  }
}

/** The version column: the row's own `version`, 0 for rows without one. */
export const versionOf = (row: object) => {
  const version = fieldOf(row, 'version');
  return typeof version === 'number' ? version : 0;
};

/** The columns of a row as a list of names and a list of values, for an insert. */
export function rowColumns<T extends TableName>(table: T, row: Row<T>) {
  const columns: Record<string, unknown> = { key: rowKey(table, row), version: versionOf(row), data: JSON.stringify(row), ...checkedColumns(table, row) };
  const names = Object.keys(columns);
  return {
    names: sql.join(names.map((name) => sql.identifier(name)), sql`, `),
    values: sql.join(names.map((name) => (name === 'data' ? sql`${columns[name]}::jsonb` : sql`${columns[name]}`)), sql`, `),
    /** `name = excluded.name` for every column but the key: an upsert's update. */
    fromExcluded: sql.join(names.filter((name) => name !== 'key').map((name) => sql`${sql.identifier(name)} = excluded.${sql.identifier(name)}`), sql`, `),
    /** `name = value` for every column but the key: an update. */
    assignments: sql.join(names.filter((name) => name !== 'key').map((name) => sql`${sql.identifier(name)} = ${name === 'data' ? sql`${columns[name]}::jsonb` : sql`${columns[name]}`}`), sql`, `),
  };
}
