import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FilterSpec, UnitLevel } from '@/contract/filters';
import type { AreaTable, RowFilter, RowQuery, RowsWithin } from '@server/core/storage/repository';
import type { TableName } from '@server/core/storage/tables';
import { EMPLOYEE_TABLES, tableOf } from './hr-rows';

/**
 * A list query compiled to SQL over `r` (the area's table) and `n` (its names): the same
 * filters, search and order as the memory adapter gives, computed by the database.
 */

/** The names' table, quoted like the HR tables: what a list reads is found in its SQL (`versionsRead`). */
const NAMES = sql.identifier('hr_names');

/** What a list's SQL needs of the area's view. */
export interface ListView {
  table: AreaTable;
  resolvedFields: readonly string[];
}

/** A dotted path as a text[] literal of parameters. */
const pathOf = (field: string) => sql`array[${sql.join(field.split('.').map((part) => sql`${part}`), sql`, `)}]::text[]`;

const rowValue = (field: string) => sql`(r.data #> ${pathOf(field)})`;
const nameValue = (field: string) => sql`(n.names #> ${pathOf(field)})`;
const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** A field of the row, or of its names when the view resolves it. */
const valueOf = (view: ListView, field: string) =>
  view.resolvedFields.includes(field.split('.')[0]) ? nameValue(field) : rowValue(field);

const isText = (value: SQL) => sql`jsonb_typeof(${value}) = 'string'`;
const textOf = (value: SQL) => sql`(${value} #>> '{}')`;

const UNIT_COLUMN: Record<UnitLevel, SQL> = {
  service: sql`s.key`,
  department: sql`d.key`,
  direction: sql`di.key`,
  enterprise: sql`e.key`,
};

/** The unit (at `level`) of the employee's principal assignment covering `date`. */
function unitAt(level: UnitLevel, date: SQL): SQL {
  return sql`(select ${UNIT_COLUMN[level]}
    from ${tableOf('assignments')} a
    join ${tableOf('services')} s on s.key = (a.data ->> 'serviceId')::int
    left join ${tableOf('departments')} d on d.key = (s.data ->> 'departmentId')::int
    left join ${tableOf('directions')} di on di.key = (d.data ->> 'directionId')::int
    left join ${tableOf('enterprises')} e on e.key = (di.data ->> 'enterpriseId')::int
    where a.employee_id = (r.data ->> 'employeeId')::int and a.principal
      and a.start_date <= (${date})::date and (a.end_date is null or a.end_date >= (${date})::date)
    limit 1)`;
}

function filterSql({ spec, value }: RowFilter, today: string): SQL {
  const op: FilterSpec = spec;
  switch (op.op) {
    case 'idEquals':
    case 'oneOf':
    case 'isTrue':
      return sql`${rowValue(op.field)} = ${asJson(value)}`;
    case 'resolvedIdEquals':
    case 'resolvedOneOf':
      return sql`${nameValue(op.field)} = ${asJson(value)}`;
    case 'onOrAfter': {
      const date = rowValue(op.field);
      const onDate = sql`(${isText(date)} and ${textOf(date)} >= ${String(value)})`;
      return op.openEnded ? sql`(${onDate} or jsonb_typeof(${date}) is distinct from 'string')` : onDate;
    }
    case 'onOrBefore': {
      const date = rowValue(op.field);
      return sql`(${isText(date)} and ${textOf(date)} <= ${String(value)})`;
    }
    case 'runningToday': {
      const start = rowValue(op.start);
      const end = rowValue(op.end);
      const running = sql`coalesce(${isText(start)} and ${textOf(start)} <= ${today} and (jsonb_typeof(${end}) is distinct from 'string' or ${textOf(end)} >= ${today}), false)`;
      return value ? running : sql`not ${running}`;
    }
    case 'hasLineWith': {
      const lines = rowValue(op.array);
      return sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${lines}) = 'array' then ${lines} else '[]'::jsonb end) line
        where line -> ${op.field} = ${asJson(value)})`;
    }
    case 'employeeUnitAtStart': {
      const start = rowValue(op.start);
      const startDate = sql`case when ${isText(start)} then ${textOf(start)} end`;
      return sql`coalesce(${unitAt(op.level, startDate)}, ${unitAt(op.level, sql`${today}`)}) = ${Number(value)}`;
    }
  }
}

/** Ids as one parameter: an int[] literal ('{1,2,3}'). */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.filter(Number.isSafeInteger).join(',')}}`}::int[]`;

/**
 * A `within` limit over the rows aliased `alias` of `table`: the key column for `id`, the
 * indexed employee column for `employeeId`, else the row's JSON number.
 */
export function withinSql(table: TableName, { field, ids }: RowsWithin, alias = sql`r`): SQL {
  if (ids.length === 0) return sql`false`;
  const column =
    field === 'id'
      ? sql`${alias}.key`
      : field === 'employeeId' && EMPLOYEE_TABLES.has(table)
        ? sql`${alias}.employee_id`
        : sql`(case when jsonb_typeof(${alias}.data -> ${field}) = 'number' then (${alias}.data ->> ${field})::numeric end)`;
  return sql`${column} = any(${idArray(ids)})`;
}

/** `%`, `_` and `\` taken literally by LIKE. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every `within` limit and filter holds and every word is in the search text. */
export function whereSql(view: ListView, query: Pick<RowQuery, 'filters' | 'within' | 'words' | 'today'>): SQL {
  const conditions = [
    ...(query.within ?? []).map((within) => withinSql(view.table, within)),
    ...query.filters.map((filter) => filterSql(filter, query.today)),
    ...query.words.map((word) => sql`n.search like ${`%${likeLiteral(word)}%`}`),
  ];
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/**
 * `toSortValue` and `compareValues` in SQL, over a value read once: absent values last in
 * both directions; numbers (booleans as 0/1) before strings, reversed when descending;
 * strings folded (lower case, no accents) and compared by code unit. The columns one sort
 * key orders by, each with its direction.
 */
function orderColumns(value: SQL, descending: boolean): { column: SQL; descending: boolean }[] {
  const kind = sql`jsonb_typeof(${value})`;
  return [
    { column: sql`(${kind} is null or ${kind} not in ('number', 'boolean', 'string'))`, descending: false },
    { column: sql`(${kind} = 'string')`, descending },
    { column: sql`(case ${kind} when 'number' then (${value})::numeric when 'boolean' then (${value})::boolean::int end)`, descending },
    { column: sql`(case ${kind} when 'string' then lower(unaccent(${textOf(value)})) end) collate "C"`, descending },
  ];
}

/**
 * One page of a list and the count of every matching row, in one statement. The matching
 * rows are first narrowed to their key and the value of each sort key, each read from the
 * row's JSON once (`offset 0` keeps the planner from copying the reads into every order
 * column); they are counted and sorted, the page cut; only then are the page's rows read
 * whole, numbered again in order (`position`) by the columns the page carries.
 */
export function pageSql(view: ListView, query: Pick<RowQuery, 'filters' | 'within' | 'words' | 'today' | 'sort' | 'page' | 'pageSize'>): SQL {
  const read = query.sort.map(({ field }, index) => sql`, ${valueOf(view, field)} as ${sql.identifier(`v${index}`)}`);
  const columns = query.sort.flatMap(({ descending }, index) =>
    orderColumns(sql`m.${sql.identifier(`v${index}`)}`, descending).map((order, part) => ({ ...order, name: sql.identifier(`o${index}_${part}`) })),
  );
  const ordered = (alias?: SQL) =>
    sql.join(
      [
        ...columns.map(({ name, descending }) => sql`${alias ? sql`${alias}.` : sql``}${name} ${descending ? sql`desc` : sql`asc`}`),
        sql`${alias ?? sql`m`}.key asc`,
      ],
      sql`, `,
    );
  return sql`select r.data, n.names, p.total, row_number() over (order by ${ordered(sql`p`)}) as position from (
      select m.key, count(*) over ()::int as total${sql.join(columns.map(({ column, name }) => sql`, ${column} as ${name}`), sql``)}
      from (select r.key${sql.join(read, sql``)} from ${fromSql(view)} where ${whereSql(view, query)} offset 0) m
      order by ${ordered()} limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
    ) p
    join ${tableOf(view.table)} r on r.key = p.key
    left join ${NAMES} n on n.table_name = ${view.table} and n.key = p.key`;
}

const dialect = new PgDialect();

/** The HR tables a statement names: every one is quoted (`tableOf`, `NAMES`). */
const TABLE = /"(hr_[a-z_]+)"/g;

/** The versions a list's statement depends on (server/db/versions.ts): the tables it names, and the names of its area. */
export function versionsRead(area: AreaTable, statement: SQL): string[] {
  const tables = new Set([...dialect.sqlToQuery(statement).sql.matchAll(TABLE)].map((match) => match[1]));
  tables.delete('hr_names');
  return [...tables, 'hr_names', `hr_names:${area}`].sort();
}

/** The area's rows joined to their names. */
export const fromSql = (view: ListView) =>
  sql`${tableOf(view.table)} r left join ${NAMES} n on n.table_name = ${view.table} and n.key = r.key`;

/** A value of the row or of its names, as a tally groups by it. */
export const groupValueSql = (view: ListView, field: string) => valueOf(view, field);
