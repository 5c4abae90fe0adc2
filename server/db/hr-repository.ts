import { sql, type SQL } from 'drizzle-orm';
import { searchableText } from '@server/core/storage/listing';
import {
  StaleVersion,
  type AreaTable,
  type AreaView,
  type HrReader,
  type HrRepository,
  type HrWriter,
  type RowChange,
} from '@server/core/storage/repository';
import { rowKey } from '@server/core/storage/table-keys';
import type { HrTables, Row, TableName } from '@server/core/storage/tables';
import { appendAudit, forgetAuditValues } from './audit-sql';
import { appendMail } from './outbox';
import { notificationWriter, sqlNotificationStore } from './notifications-sql';
import { refusingConflicts } from './constraint-errors';
import type { Db } from './connection';
import type { ListView } from './hr-list';
import { keptListPages } from './hr-list-pages';
import { rowsOf, run, sqlHrReader } from './hr-reader';
import { rowColumns, tableOf } from './hr-rows';
import type { CacheBounds } from './versioned-cache';
import { versionsReader, type Versions } from './versions';

/** The database constraints whose refusal names a field of the row (409). */
const CONSTRAINT_FIELDS = {
  hr_assignments_principal_overlap: 'startDate',
  hr_leaves_overlap: 'startDate',
  hr_attendance_one_per_day: 'date',
} as const;

/** Rows written by one statement when the seed is loaded, and rows read at once when names are computed again. */
const LOAD_BATCH = 500;

/** Names computed again (or a seed loaded) for at least this many rows at once are followed by a vacuum. */
export const TIDY_AFTER_ROWS = 1_000;

/**
 * Dead rows cleared and statistics taken again (VACUUM cannot run in a transaction): after
 * the seed, after a large area's names are all written again.
 */
export async function vacuumTables(db: Db, tables: readonly string[]) {
  await run(db, sql.raw(`vacuum (analyze) ${tables.map((name) => `"${name}"`).join(', ')}`));
}

/**
 * A reader that reads each row once, and each employee's assignments once (the principal
 * one of a day picked from them): for data that does not change meanwhile (the seed).
 */
function rememberingReader(reader: HrReader): HrReader {
  const reads = new Map<string, Promise<unknown>>();
  const remembered = <R>(key: string, read: () => Promise<R>) => {
    if (!reads.has(key)) reads.set(key, read());
    return reads.get(key) as Promise<R>;
  };
  return {
    ...reader,
    get: (table, key) => remembered(`${table}:${key}`, () => reader.get(table, key)),
    async principalAssignment(employeeId, date) {
      const assignments = await remembered(`assignments of ${employeeId}`, () => reader.where('assignments', 'employeeId', employeeId));
      return assignments
        .filter((row) => row.kind === 'principale' && row.startDate <= date && (row.endDate === undefined || row.endDate >= date))
        .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0))[0];
    },
  };
}

/** A view with the type of its rows and names forgotten: what the adapter keeps by table. */
export interface KeptView {
  table: AreaTable;
  names(row: Row<AreaTable>, reader: HrReader): Promise<object>;
  resolvedFields: readonly string[];
  searchText(row: Row<AreaTable>, names: object): readonly (string | undefined)[];
  unique: readonly { field: string; key(row: Row<AreaTable>): string | undefined }[];
  sequences?: Readonly<Record<string, (row: Row<AreaTable>) => { group?: string; number: number } | undefined>>;
  dependsOn: AreaView['dependsOn'];
  namesDependOnDay: boolean;
}

/**
 * A view kept by table. Its functions are only ever called with rows of its own table, so
 * forgetting their precise types is safe.
 */
export const keptView = <T extends AreaTable, N extends object>(view: AreaView<T, N>) => view as unknown as KeptView;

/** The SQL repository, and what the seed needs of it: every row's names computed again. */
export type SqlHrRepository = HrRepository & {
  refreshNames(table: AreaTable): Promise<void>;
  /** Writes these rows (into empty tables: the seed) with their keys and sequences, then every list's names. */
  load(tables: HrTables): Promise<void>;
};

export interface SqlHrRepositoryOptions {
  /**
   * The core's listed areas: their unique keys, sequences and names are kept beside the
   * rows. Asked for on first use, so that the views may be built over this repository.
   */
  views: () => readonly KeptView[];
  /** Today, for the names that depend on the day. */
  today: () => string;
  /** The bounds of the list pages kept (versioned-cache.ts). */
  listCache?: CacheBounds;
  /** The versions' reader, shared with the sessions (versions.ts); one of its own when absent. */
  versions?: () => Promise<Versions>;
}

/**
 * The HR repository over PostgreSQL or PGlite. Rows are kept whole; the core's unique keys
 * and sequences are written with each row in its transaction (a unique key taken twice is
 * refused by the database), and the names shown in lists are refreshed once the
 * transaction is committed, for the changed rows and the rows their changes affect.
 */
export function createSqlHrRepository(db: Db, options: SqlHrRepositoryOptions): SqlHrRepository {
  const { today } = options;
  let kept: { views: readonly KeptView[]; byTable: Map<TableName, KeptView> } | undefined;
  const known = () => {
    if (!kept) {
      const views = options.views();
      kept = { views, byTable: new Map(views.map((view) => [view.table, view])) };
    }
    return kept;
  };
  const viewOf = { get: (table: TableName) => known().byTable.get(table) };
  const base = sqlHrReader(db);

  /** The unique keys and sequence values of a row, written (or forgotten) with it. */
  async function writeDerived(tx: Db, table: TableName, key: number, row: Row<TableName> | undefined) {
    const view = viewOf.get(table);
    if (!view) return;
    await run(tx, sql`delete from hr_unique_keys where table_name = ${table} and key = ${key}`);
    await run(tx, sql`delete from hr_sequence_values where table_name = ${table} and key = ${key}`);
    if (!row) return;
    for (const unique of view.unique) {
      const value = unique.key(row as Row<AreaTable>);
      if (value === undefined) continue;
      await refusingConflicts(
        () => run(tx, sql`insert into hr_unique_keys (table_name, field, value, key) values (${table}, ${unique.field}, ${value}, ${key})`),
        { hr_unique_keys_value: unique.field },
      );
    }
    for (const [name, sequence] of Object.entries(view.sequences ?? {})) {
      const held = sequence(row as Row<AreaTable>);
      if (!held) continue;
      await run(
        tx,
        sql`insert into hr_sequence_values (table_name, name, key, group_name, value) values (${table}, ${name}, ${key}, ${held.group ?? ''}, ${held.number})`,
      );
    }
  }

  /** The names and search text of rows of a view, computed by the core (reading through `names`) and stored at once. */
  async function storeNames(view: KeptView, rows: readonly Row<AreaTable>[], names: HrReader = base) {
    if (rows.length === 0) return;
    const day = view.namesDependOnDay ? today() : null;
    const values: SQL[] = [];
    for (const row of rows) {
      const shown = await view.names(row, names);
      const search = searchableText(view.searchText(row, shown));
      values.push(sql`(${view.table}, ${rowKey(view.table, row)}, ${JSON.stringify(shown)}::jsonb, ${search}, ${day})`);
    }
    await run(
      db,
      sql`insert into hr_names (table_name, key, names, search, day) values ${sql.join(values, sql`, `)}
        on conflict (table_name, key) do update set names = excluded.names, search = excluded.search, day = excluded.day`,
    );
  }

  /** After a commit: the names of the changed rows and of the rows their changes affect. */
  async function refreshAfter(changes: readonly RowChange[]) {
    for (const view of known().views) {
      const keys = new Set<number>();
      let everything = false;
      for (const change of changes) {
        if (change.table === view.table) {
          if (change.after) keys.add(change.key);
          else await run(db, sql`delete from hr_names where table_name = ${view.table} and key = ${change.key}`);
        }
        for (const dependency of view.dependsOn) {
          if (dependency.table !== change.table) continue;
          if (!dependency.affected) everything = true;
          else for (const key of await dependency.affected(change, base)) keys.add(key);
        }
      }
      if (everything) await refreshNames(view.table);
      else if (keys.size > 0) await storeNames(view, await base.getMany(view.table, [...keys]));
    }
  }

  /**
   * Every row's names of an area, computed again (a change every row depends on, a new day,
   * the seed), each row they read read once.
   */
  async function refreshNames(table: AreaTable, names: HrReader = rememberingReader(base), tidy = true) {
    const view = viewOf.get(table);
    if (!view) return;
    // Taken first: were the day to turn meanwhile, the names would be computed again at the next list.
    const day = today();
    let refreshed = 0;
    for (let after = 0; ; ) {
      const rows = await run(db, sql`select key, data from ${tableOf(table)} where key > ${after} order by key limit ${LOAD_BATCH}`);
      if (rows.length === 0) break;
      await storeNames(view, rowsOf<AreaTable>(rows), names);
      refreshed += rows.length;
      after = Number(rows[rows.length - 1].key);
    }
    if (view.namesDependOnDay) {
      await run(db, sql`insert into hr_names_day (table_name, day) values (${table}, ${day}) on conflict (table_name) do update set day = excluded.day`);
    }
    // Every name of a large area written again leaves as many dead rows: the lists scan past them until a vacuum.
    if (tidy && refreshed >= TIDY_AFTER_ROWS) await vacuumTables(db, ['hr_names']);
  }

  /**
   * Names computed for another day are computed again before a list reads them. The day all
   * of an area's names were last computed for is kept (hr_names_day): one row read.
   */
  async function freshNames(view: ListView & Pick<KeptView, 'namesDependOnDay'>) {
    if (!view.namesDependOnDay) return;
    const [kept] = await run(db, sql`select day from hr_names_day where table_name = ${view.table}`);
    if (kept?.day !== today()) await refreshNames(view.table);
  }

  /** Rows written into an empty table many at a time, with their unique keys and sequence values. */
  async function insertAll<T extends TableName>(tx: Db, table: T, rows: readonly Row<T>[]) {
    const view = viewOf.get(table);
    for (let start = 0; start < rows.length; start += LOAD_BATCH) {
      const batch = rows.slice(start, start + LOAD_BATCH);
      const columns = batch.map((row) => rowColumns(table, row));
      await run(tx, sql`insert into ${tableOf(table)} (${columns[0].names}) values ${sql.join(columns.map((column) => sql`(${column.values})`), sql`, `)}`);
      if (!view) continue;
      const uniques: SQL[] = [];
      const sequences: SQL[] = [];
      for (const row of batch as readonly Row<AreaTable>[]) {
        const key = rowKey(table, row);
        for (const unique of view.unique) {
          const value = unique.key(row);
          if (value !== undefined) uniques.push(sql`(${table}, ${unique.field}, ${value}, ${key})`);
        }
        for (const [name, sequence] of Object.entries(view.sequences ?? {})) {
          const held = sequence(row);
          if (held) sequences.push(sql`(${table}, ${name}, ${key}, ${held.group ?? ''}, ${held.number})`);
        }
      }
      if (uniques.length > 0) {
        await run(tx, sql`insert into hr_unique_keys (table_name, field, value, key) values ${sql.join(uniques, sql`, `)}`);
      }
      if (sequences.length > 0) {
        await run(tx, sql`insert into hr_sequence_values (table_name, name, key, group_name, value) values ${sql.join(sequences, sql`, `)}`);
      }
    }
  }

  function writer(tx: Db, changes: RowChange[]): HrWriter {
    const reader = sqlHrReader(tx);
    const record = async <T extends TableName>(table: T, key: number, after: Row<T> | undefined) => {
      const before = await reader.get(table, key);
      changes.push({ table, key, before, after } as RowChange);
    };
    return {
      ...reader,
      async highest(view, name, group) {
        // Two transactions numbering in one sequence take turns: the second reads the first's number once it is committed.
        await run(tx, sql`select pg_advisory_xact_lock(hashtext(${`${view.table}:${name}:${group ?? ''}`}))`);
        return reader.highest(view, name, group);
      },
      async nextId(table) {
        const [row] = await run(
          tx,
          sql`insert into hr_keys (table_name, last) values (${table}, (select coalesce(max(key), 0) + 1 from ${tableOf(table)}))
            on conflict (table_name) do update set last = greatest(hr_keys.last, (select coalesce(max(key), 0) from ${tableOf(table)})) + 1
            returning last`,
        );
        return Number(row.last);
      },
      async insert(table, row) {
        const key = rowKey(table, row);
        const columns = rowColumns(table, row);
        await refusingConflicts(() => run(tx, sql`insert into ${tableOf(table)} (${columns.names}) values (${columns.values})`), CONSTRAINT_FIELDS);
        await writeDerived(tx, table, key, row);
        changes.push({ table, key, after: row } as RowChange);
      },
      async update(table, row, expectedVersion) {
        const key = rowKey(table, row);
        await record(table, key, row);
        const columns = rowColumns(table, row);
        const updated = await refusingConflicts(
          () => run(tx, sql`update ${tableOf(table)} set ${columns.assignments} where key = ${key} and version = ${expectedVersion} returning key`),
          CONSTRAINT_FIELDS,
        );
        if (updated.length === 0) throw new StaleVersion(table, key);
        await writeDerived(tx, table, key, row);
      },
      async put(table, row) {
        const key = rowKey(table, row);
        await record(table, key, row);
        const columns = rowColumns(table, row);
        await refusingConflicts(
          () => run(tx, sql`insert into ${tableOf(table)} (${columns.names}) values (${columns.values}) on conflict (key) do update set ${columns.fromExcluded}`),
          CONSTRAINT_FIELDS,
        );
        await writeDerived(tx, table, key, row);
      },
      async remove(table, key) {
        await record(table, key, undefined);
        const removed = await run(tx, sql`delete from ${tableOf(table)} where key = ${key} returning key`);
        await writeDerived(tx, table, key, undefined);
        if (removed.length === 0) changes.pop();
        return removed.length > 0;
      },
      changes: () => changes,
      appendAudit: (entries) => appendAudit(tx, entries),
      forgetAuditValues: (employeeId) => forgetAuditValues(tx, employeeId),
      appendMail: (mails) => appendMail(tx, mails),
      ...notificationWriter(tx),
    };
  }

  const listPage = keptListPages({ db, bounds: options.listCache, readVersions: options.versions ?? versionsReader(db), refreshNames: (table) => refreshNames(table), today });

  return {
    ...base,
    notifications: sqlNotificationStore(db),
    listPage,
    async tally(view, query, field) {
      await freshNames(view);
      return base.tally(view, query, field);
    },
    async transaction(fn) {
      const changes: RowChange[] = [];
      const result = await db.transaction((tx) => fn(writer(tx, changes)));
      if (changes.length > 0) await refreshAfter(changes);
      return result;
    },
    async load(tables) {
      await db.transaction(async (tx) => {
        for (const table of Object.keys(tables) as TableName[]) await insertAll(tx, table, tables[table]);
      });
      // The seed's rows do not change while their names are computed: each row read once.
      const once = rememberingReader(base);
      for (const view of known().views) await refreshNames(view.table, once, false);
    },
    refreshNames: (table) => refreshNames(table),
  };
}
