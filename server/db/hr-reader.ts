/** The HR repository's reads in SQL, over a connection or inside a transaction. */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AreaTable,
  type AreaView,
  type DatedTable,
  type DayTable,
  type HrReader,
  type Page,
  type RowQuery,
  type SmallTable,
} from '@server/core/storage/repository';
import type { Row, TableName } from '@server/core/storage/tables';
import { auditPage } from './audit-sql';
import { run } from './run';
import type { Db } from './connection';
import { fromSql, groupValueSql, idArray, pageSql, whereSql, withinSql } from './hr-list';
import { EMPLOYEE_TABLES, tableOf } from './hr-rows';
import { VERSIONS_READ, versionsOf } from './versions';

export { run };

export const rowsOf = <T extends TableName>(rows: Record<string, unknown>[]) => rows.map((row) => row.data as Row<T>);

/** Whether a key fits the integer key columns: no row has a key outside them. */
export const storableKey = (key: number) => Number.isInteger(key) && key >= -2_147_483_648 && key <= 2_147_483_647;

/** A field's equality: the indexed `employee_id` column when the table has one, else the row's JSON. */
const fieldEquals = (table: TableName, field: string, value: number | string) =>
  field === 'employeeId' && EMPLOYEE_TABLES.has(table)
    ? typeof value === 'number' && storableKey(value)
      ? sql`employee_id = ${value}`
      : sql`false` : sql`data -> ${field} = ${JSON.stringify(value)}::jsonb`;

/** The page of these rows (`pageSql`'s, in order): a page past the last one has no row to carry the count, which is read. */
async function pageOf<T extends AreaTable, N extends object>(db: Db, view: AreaView<T, N>, query: RowQuery, rows: Record<string, unknown>[]): Promise<Page<Row<T> & N>> {
  const items = rows.filter((row) => row.data !== null && row.data !== undefined).map((row) => ({ ...(row.data as Row<T>), ...((row.names ?? {}) as N) }));
  if (items.length > 0 || query.page === 1) return { items, total: Number(items.length > 0 ? rows[0].total : 0) };
  const [counted] = await run(db, sql`select count(*)::int as total from ${fromSql(view)} where ${whereSql(view, query)}`);
  return { items, total: Number(counted.total) };
}

/**
 * One page of a list (`page`: its `pageSql`) and, read by the same statement (one snapshot),
 * the versions of the tables (versions.ts): the page is exactly what the tables held at those
 * versions. The versions come even with no row.
 */
export async function listPageAtVersions<T extends AreaTable, N extends object>(db: Db, view: AreaView<T, N>, query: RowQuery, page = pageSql(view, query)) {
  const rows = await run(db, sql`select v.versions, v.days, page.data, page.names, page.total from (${VERSIONS_READ}) v left join (${page}) page on true order by page.position`);
  return { page: await pageOf(db, view, query, rows), versions: versionsOf(rows[0]) };
}

/** Reads over a connection or a transaction. */
export function sqlHrReader(db: Db): HrReader {
  const self: HrReader = {
    async get(table, key) {
      if (!storableKey(key)) return undefined;
      const [row] = await run(db, sql`select data from ${tableOf(table)} where key = ${key}`);
      return row?.data as Row<typeof table> | undefined;
    },
    async getMany(table, keys) {
      const stored = keys.filter(storableKey);
      if (stored.length === 0) return [];
      const rows = await run(db, sql`select key, data from ${tableOf(table)} where key in (${sql.join(stored.map((key) => sql`${key}`), sql`, `)})`);
      const byKey = new Map(rows.map((row) => [Number(row.key), row.data as Row<typeof table>]));
      return keys.flatMap((key) => (byKey.has(key) ? [byKey.get(key) as Row<typeof table>] : []));
    },
    async where(table, field, value) {
      return rowsOf(await run(db, sql`select data from ${tableOf(table)} where ${fieldEquals(table, field, value)} order by key`));
    },
    async countWhere(table, field, value) {
      const [row] = await run(db, sql`select count(*)::int as count from ${tableOf(table)} where ${fieldEquals(table, field, value)}`);
      return Number(row.count);
    },
    async all<T extends SmallTable>(table: T) {
      return rowsOf<T>(await run(db, sql`select data from ${tableOf(table)} order by key`));
    },
    async overlapping<T extends DatedTable>(table: T, employeeId: number, span: { start: string; end?: string }, exceptId?: number) {
      return rowsOf<T>(
        await run(
          db,
          sql`select data from ${tableOf(table)} where employee_id = ${employeeId}
            and (${span.end ?? null}::date is null or start_date <= ${span.end ?? null}::date)
            and (end_date is null or end_date >= ${span.start}::date)
            and key <> ${exceptId ?? -1} order by key`,
        ),
      );
    },
    async ofEmployeesIn<T extends DayTable>(table: T, employeeIds: readonly number[], span: { start: string; end?: string }) {
      if (employeeIds.length === 0) return [];
      const end = span.end ?? null;
      const day = (column: SQL) => sql`${column} >= ${span.start}::date and (${end}::date is null or ${column} <= ${end}::date)`;
      const inSpan =
        table === 'attendance'
          ? day(sql`day`)
          : table === 'attendanceCorrections'
            ? day(sql`(data ->> 'date')::date`)
            : sql`(${end}::date is null or start_date <= ${end}::date) and (end_date is null or end_date >= ${span.start}::date)`;
      return rowsOf<T>(await run(db, sql`select data from ${tableOf(table)} where employee_id = any(${idArray(employeeIds)}) and ${inSpan} order by key`));
    },
    async attendanceTimes(employeeIds, span) {
      if (employeeIds.length === 0) return [];
      const rows = await run(
        db,
        sql`select employee_id, day::text as date, data ->> 'checkIn' as check_in, data ->> 'checkOut' as check_out, (data ->> 'breakMinutes')::int as break_minutes
          from ${tableOf('attendance')} where employee_id = any(${idArray(employeeIds)})
          and day >= ${span.start}::date and (${span.end ?? null}::date is null or day <= ${span.end ?? null}::date) order by key`,
      );
      return rows.map((row) => ({
        employeeId: Number(row.employee_id),
        date: String(row.date),
        ...(row.check_in !== null && { checkIn: String(row.check_in) }),
        ...(row.check_out !== null && { checkOut: String(row.check_out) }),
        breakMinutes: Number(row.break_minutes),
      }));
    },
    async principalAssignment(employeeId, date) {
      const [row] = await run(
        db,
        sql`select data from ${tableOf('assignments')} where employee_id = ${employeeId} and principal
          and start_date <= ${date}::date and (end_date is null or end_date >= ${date}::date) order by start_date desc limit 1`,
      );
      return row?.data as Row<'assignments'> | undefined;
    },
    async withUniqueKey(view, field, value) {
      const rows = await run(db, sql`select key from hr_unique_keys where table_name = ${view.table} and field = ${field} and value = ${value} order by key`);
      return rows.map((row) => Number(row.key));
    },
    async highest(view, name, group) {
      const [row] = await run(
        db,
        sql`select coalesce(max(value), 0)::int as highest from hr_sequence_values where table_name = ${view.table} and name = ${name} and group_name = ${group ?? ''}`,
      );
      return Number(row.highest);
    },
    async listPage(view, query) {
      return pageOf(db, view, query, await run(db, sql`select data, names, total from (${pageSql(view, query)}) page order by position`));
    },
    async tally(view, query, field) {
      const value = groupValueSql(view, field);
      const rows = await run(
        db,
        sql`select ${value} as value, count(*)::int as count from ${fromSql(view)} where ${whereSql(view, query)} and ${value} is not null and jsonb_typeof(${value}) <> 'null' group by 1`,
      );
      return new Map(rows.map((row) => [row.value as number | string, Number(row.count)]));
    },
    async withNames<T extends AreaTable, N extends object>(view: AreaView<T, N>, rows: readonly Row<T>[]) {
      return Promise.all(rows.map(async (row) => ({ ...row, ...(await view.names(row, self)) })));
    },
    async countByMonth(table, field, fromMonth, within = []) {
      const limits = within.map((limit) => sql` and ${withinSql(table, limit)}`);
      const rows = await run(
        db,
        sql`select substr(r.data ->> ${field}, 1, 7) as month, count(*)::int as count from ${tableOf(table)} r
          where substr(r.data ->> ${field}, 1, 7) >= ${fromMonth}${sql.join(limits, sql``)} group by 1`,
      );
      return new Map(rows.map((row) => [String(row.month), Number(row.count)]));
    },
    async placedIn(serviceIds, date) {
      if (serviceIds.length === 0) return [];
      const rows = await run(
        db,
        sql`select employee_id from (
            select distinct on (a.employee_id) a.employee_id, (a.data ->> 'serviceId')::int as service_id
            from ${tableOf('assignments')} a
            where a.principal and a.employee_id in (
              select employee_id from ${tableOf('assignments')} where principal and (data ->> 'serviceId')::int = any(${idArray(serviceIds)}))
            order by a.employee_id, (a.start_date <= ${date}::date and (a.end_date is null or a.end_date >= ${date}::date)) desc, a.start_date desc
          ) placed
          where service_id = any(${idArray(serviceIds)}) order by employee_id`,
      );
      return rows.map((row) => Number(row.employee_id));
    },
    async unplaced() {
      const rows = await run(
        db,
        sql`select e.key from ${tableOf('employees')} e
          where not exists (select 1 from ${tableOf('assignments')} a where a.employee_id = e.key and a.principal) order by e.key`,
      );
      return rows.map((row) => Number(row.key));
    },
    auditPage: (query) => auditPage(db, query),
  };
  return self;
}
