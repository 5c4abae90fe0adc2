import type { Assignment } from '@/domain/hr/assignment';
import { spansOverlap } from '@/domain/rules/overlaps';
import { rowTest, type FilterEnv, type RowTest } from '@server/core/hr/filters';
import type { UnitChain } from '@server/core/hr/context';
import { compareValues, hasEveryWord, type SortValue } from '@server/core/storage/listing';
import {
  StaleVersion,
  type AreaTable,
  type AreaView,
  type HrReader,
  type HrRepository,
  type HrWriter,
  type KeptAuditEntry,
  type Page,
  type RowQuery,
  type RowsWithin,
} from '@server/core/storage/repository';
import type { Clock } from '@server/core/storage/store';
import type { HrTables, Row, TableName } from '@server/core/storage/tables';
import { fieldOf, rowKey } from '@server/core/storage/table-keys';
import { firstInOrder } from '@server/core/storage/top-k';
import type { StoredUser } from '@server/core/storage/users';
import { createAuditLog } from './audit-log';
import { createNotificationLog, type NotificationSnapshot } from './notification-log';
import { createDerivedIndexes } from './derived';
import { HR_INDEXES } from './indexes';
import { createMutex } from './mutex';
import { createMemoryTables, type TablesEvent } from './tables';
import { createViewCache, type Entry, type Reading, type ViewCache } from './view-cache';

/** The memory repository, and what its owner (the fake mode's store, the tests) does besides. */
export interface MemoryRepository extends HrRepository {
  /** Hears every committed transaction (the fake mode writes them through to IndexedDB). */
  subscribe(listener: (event: TablesEvent) => void): () => void;
  /** Replaces every table (reset). */
  replaceAll(tables: HrTables): Promise<void>;
  /** Writes rows as they are, all-or-nothing (saved changes put back over the seed); `undefined`: removed. */
  restore(rows: readonly { table: TableName; key: number; after?: Row<TableName> }[]): Promise<void>;
  /** Hears the audit entries of every committed transaction. */
  subscribeAudit(listener: (entries: readonly KeptAuditEntry[]) => void): void;
  /** Puts back audit entries saved earlier (at start). */
  restoreAudit(entries: readonly KeptAuditEntry[]): void;
  /** Hears the notifications after each change (the fake mode writes them to IndexedDB). */
  subscribeNotifications(listener: (snapshot: NotificationSnapshot) => void): void;
  /** Puts back the notifications saved earlier (at start). */
  restoreNotifications(snapshot: NotificationSnapshot): void;
  /** Where a transaction reads the accounts it notifies (the fake mode's users; none until told). */
  readAccountsWith(source: () => Promise<StoredUser[]>): void;
}

/** The test of a `within` limit: the row's field is one of the ids. */
function withinTest({ field, ids }: RowsWithin): (row: object) => boolean {
  const allowed = new Set(ids);
  return (row) => {
    const value = fieldOf(row, field);
    return typeof value === 'number' && allowed.has(value);
  };
}

const byKey = <T extends TableName>(table: T, rows: Row<T>[]) => rows.sort((a, b) => rowKey(table, a) - rowKey(table, b));

/**
 * The repository port over tables in memory: indexes by field, the names of list rows kept
 * per view, unique keys, sequences and today's principal assignments derived as rows are
 * written. Transactions run one at a time; a failed one is undone. Reads outside a
 * transaction wait for the running one to end, so they see committed rows only.
 */
export function createMemoryRepository(initial: HrTables, clock: Clock): MemoryRepository {
  const tables = createMemoryTables(initial, HR_INDEXES);
  const derived = createDerivedIndexes(tables, clock);
  const mutex = createMutex();
  const audit = createAuditLog();
  const notifications = createNotificationLog();
  let accounts: () => Promise<StoredUser[]> = async () => [];
  /** By view: each view's cache is made on first use and kept (views are declared once). */
  const caches = new Map<object, unknown>();
  const cacheOf = <T extends AreaTable, N extends object>(view: AreaView<T, N>): ViewCache<T, N> => {
    let cache = caches.get(view) as ViewCache<T, N> | undefined;
    if (!cache) caches.set(view, (cache = createViewCache(view, tables, clock)));
    return cache;
  };

  /** Where the employee of a row worked when it began (their principal assignment then, else today's). */
  const unitsOf = (serviceId: number | undefined): UnitChain => {
    const service = serviceId === undefined ? undefined : tables.get('services', serviceId);
    const department = service && tables.get('departments', service.departmentId);
    const direction = department && tables.get('directions', department.directionId);
    const enterprise = direction && tables.get('enterprises', direction.enterpriseId);
    return { service, department, direction, enterprise };
  };
  const filterEnv = (today: string): FilterEnv => ({
    today,
    unitsAtStart(employeeId, date) {
      const assignment = (date === undefined ? undefined : derived.principalAssignment(employeeId, date)) ?? derived.principalAssignment(employeeId, today);
      return unitsOf(assignment?.serviceId);
    },
  });

  /**
   * The rows matching the query's filters and words, with their entries when names were
   * needed: names are computed ahead for the whole table (kept), then read synchronously.
   */
  async function matching<T extends AreaTable, N extends object>(
    view: AreaView<T, N>,
    query: Pick<RowQuery, 'filters' | 'within' | 'words' | 'today'>,
    needNames: boolean,
    reading: Reading,
  ): Promise<{ rows: Row<T>[]; entries: (Entry<T, N> | undefined)[] }> {
    const cache = cacheOf(view);
    const env = filterEnv(query.today);
    const tests: RowTest<Row<T>, N>[] = [...(query.within ?? []).map(withinTest), ...query.filters.map(({ spec, value }) => rowTest(spec, value, env))];
    const resolvedFilter = query.filters.some(({ spec }) => spec.op === 'resolvedIdEquals' || spec.op === 'resolvedOneOf');
    const withNames = needNames || resolvedFilter || query.words.length > 0;
    if (withNames) await cache.prepare(reading);
    const rows: Row<T>[] = [];
    const entries: (Entry<T, N> | undefined)[] = [];
    const test = (row: Row<T>, entry: Entry<T, N> | undefined) => {
      if (tests.length > 0 && !tests.every((one) => one(row, () => (entry as Entry<T, N>).names))) return;
      if (entry && query.words.length > 0 && !hasEveryWord(cache.text(entry), query.words)) return;
      rows.push(row);
      entries.push(entry);
    };
    /** Rows written since `prepare` (their names computed now). */
    const late: Row<T>[] = [];
    for (const row of tables.list(view.table)) {
      if (!withNames) test(row, undefined);
      else {
        const entry = cache.known(row);
        if (entry) test(row, entry);
        else late.push(row);
      }
    }
    for (const row of late) test(row, await cache.entry(row, reading));
    return { rows, entries };
  }

  /** Where each employee is placed on a day: their principal assignment covering it, else the one that starts last. */
  const placementOf = (employeeId: number, date: string): Assignment | undefined => {
    const covering = derived.principalAssignment(employeeId, date);
    if (covering) return covering;
    let latest: Assignment | undefined;
    for (const assignment of tables.where('assignments', 'employeeId', employeeId)) {
      if (assignment.kind === 'principale' && (!latest || assignment.startDate > latest.startDate)) latest = assignment;
    }
    return latest;
  };

  const needsNames = (view: AreaView<AreaTable, object>, paths: readonly string[]) => {
    const resolved = new Set<string>(view.resolvedFields);
    return paths.some((path) => resolved.has(path.split('.', 1)[0]));
  };

  function makeReader(reading: () => Reading, settled: () => Promise<void> | undefined, inTransaction = false): HrReader {
    /** Runs `fn` once reads may go (at once when they may). */
    const when = <R>(fn: () => R | Promise<R>): Promise<R> => {
      const wait = settled();
      if (wait) return wait.then(fn);
      try {
        return Promise.resolve(fn());
      } catch (error) {
        return Promise.reject(error);
      }
    };
    const reader: HrReader = {
      get: (table, key) => when(() => tables.get(table, key)),
      getMany: (table, keys) => when(() => keys.flatMap((key) => tables.get(table, key) ?? [])),
      where: (table, field, value) =>
        when(() => (tables.indexed(table, field) ? tables.where(table, field, value) : byKey(table, tables.where(table, field, value)))),
      countWhere: (table, field, value) => when(() => tables.countWhere(table, field, value)),
      all: (table) => when(() => byKey(table, [...tables.list(table)])),
      overlapping: (table, employeeId, span, exceptId) =>
        when(() => {
        const asked = { startDate: span.start, endDate: span.end };
        return tables.where(table, 'employeeId', employeeId).filter((row) => row.id !== exceptId && spansOverlap(row, asked));
        }),
      ofEmployeesIn: (table, employeeIds, span) =>
        when(() => {
          const asked = { startDate: span.start, endDate: span.end };
          const inSpan = (row: Row<typeof table>) =>
            'date' in row ? row.date >= span.start && (span.end === undefined || row.date <= span.end) : spansOverlap(row, asked);
          const rows = [...new Set(employeeIds)].flatMap((employeeId) => tables.where(table, 'employeeId', employeeId).filter(inSpan));
          return byKey(table, rows);
        }),
      attendanceTimes: async (employeeIds, span) =>
        (await reader.ofEmployeesIn('attendance', employeeIds, span)).map(({ employeeId, date, checkIn, checkOut, breakMinutes }) => ({
          employeeId,
          date,
          ...(checkIn !== undefined && { checkIn }),
          ...(checkOut !== undefined && { checkOut }),
          breakMinutes,
        })),
      principalAssignment: (employeeId, date) => when(() => derived.principalAssignment(employeeId, date)),
      withUniqueKey: (view, field, value) => when(() => [...derived.rowsWithKey(view as unknown as AreaView<AreaTable, object>, field, value)]),
      highest: (view, name, group) => when(() => derived.highest(view as unknown as AreaView<AreaTable, object>, name, group)),
      async listPage<T extends AreaTable, N extends object>(view: AreaView<T, N>, query: RowQuery): Promise<Page<Row<T> & N>> {
        await settled();
        const cache = cacheOf(view);
        const sorted = needsNames(view as unknown as AreaView<AreaTable, object>, query.sort.map((by) => by.field));
        const { rows, entries } = await matching(view, query, sorted, reading());
        const values: SortValue[][] = query.sort.map((by) => {
          const read = cache.sortReader(by.field);
          return rows.map((row, index) => read(row, entries[index]));
        });
        const compare = (a: number, b: number) => {
          for (let column = 0; column < query.sort.length; column += 1) {
            const order = compareValues(values[column][a], values[column][b], query.sort[column].descending);
            if (order !== 0) return order;
          }
          return rowKey(view.table, rows[a]) - rowKey(view.table, rows[b]);
        };
        const start = (query.page - 1) * query.pageSize;
        const shown = firstInOrder(rows.length, start + query.pageSize, compare).slice(start);
        const items = await Promise.all(
          shown.map(async (index) => {
            const entry = entries[index] ?? (await cache.entry(rows[index], reading()));
            return { ...rows[index], ...entry.names };
          }),
        );
        return { items, total: rows.length };
      },
      async tally(view, query, field) {
        await settled();
        const named = needsNames(view as unknown as AreaView<AreaTable, object>, [field]);
        const { rows, entries } = await matching(view, query, named, reading());
        const counts = new Map<number | string, number>();
        rows.forEach((row, index) => {
          const entry = entries[index];
          const value = named && entry ? fieldOf(entry.names, field) : fieldOf(row, field);
          if (typeof value === 'number' || typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
        });
        return counts;
      },
      async withNames(view, rows) {
        await settled();
        const cache = cacheOf(view);
        return Promise.all(rows.map(async (row) => ({ ...row, ...(await cache.entry(row, reading())).names })));
      },
      async countByMonth(table, field, fromMonth, within = []) {
        await settled();
        const counts = new Map<string, number>();
        const tests = within.map(withinTest);
        for (const row of tables.list(table)) {
          if (!tests.every((test) => test(row))) continue;
          const value = fieldOf(row, field);
          if (typeof value !== 'string') continue;
          const month = value.slice(0, 7);
          if (month >= fromMonth) counts.set(month, (counts.get(month) ?? 0) + 1);
        }
        return counts;
      },
      placedIn: (serviceIds, date) =>
        when(() => {
          const services = new Set(serviceIds);
          const candidates = new Set<number>();
          for (const serviceId of services) for (const assignment of tables.where('assignments', 'serviceId', serviceId)) candidates.add(assignment.employeeId);
          return [...candidates].filter((employeeId) => services.has(placementOf(employeeId, date)?.serviceId ?? 0)).sort((a, b) => a - b);
        }),
      unplaced: () =>
        when(() =>
          [...tables.list('employees')]
            .filter((employee) => !tables.where('assignments', 'employeeId', employee.id).some((assignment) => assignment.kind === 'principale'))
            .map((employee) => employee.id)
            .sort((a, b) => a - b),
        ),
      auditPage: (query) => when(() => audit.page(query, inTransaction)),
    };
    return reader;
  }

  /** Outside a transaction: after the running one ends (committed rows only). */
  const committed = async () => {
    for (let held = mutex.held(); held; held = mutex.held()) await held;
  };
  const whenCommitted = () => (mutex.held() ? committed() : undefined);
  const reader = makeReader(() => ({ reader, inTransaction: false }), whenCommitted);

  const writerOf = (): HrWriter => {
    const inside = makeReader(() => ({ reader: inside, inTransaction: true }), () => undefined, true);
    return {
      ...inside,
      changes: () => tables.pending(),
      appendAudit: async (entries) => audit.stage(entries),
      // No outbox here: the core hands the messages of a committed transaction to the mail port.
      appendMail: async () => undefined,
      appendNotifications: async (rows) => notifications.stage(rows),
      claimReminder: async (userId, day) => notifications.claim(userId, day),
      claimDailyTask: async (task, day, summary) => notifications.claimTask(task, day, summary),
      forgetAuditValues: async (employeeId) => audit.forget(employeeId),
      accounts: () => accounts(),
      nextId: async (table) => tables.nextId(table),
      async insert(table, row) {
        const key = rowKey(table, row);
        if (tables.get(table, key)) throw new Error(`${table} ${key} exists already`);
        tables.put(table, row);
      },
      async update(table, row, expectedVersion) {
        const key = rowKey(table, row);
        const stored = tables.get(table, key) as { version?: number } | undefined;
        if (!stored || stored.version !== expectedVersion) throw new StaleVersion(table, key);
        tables.put(table, row);
      },
      put: async (table, row) => tables.put(table, row),
      remove: async (table, key) => tables.remove(table, key),
    };
  };

  return {
    ...reader,
    transaction: (fn) =>
      mutex.run(async () => {
        tables.begin();
        try {
          const result = await fn(writerOf());
          tables.end(true);
          audit.end(true);
          notifications.end(true);
          return result;
        } catch (error) {
          tables.end(false);
          audit.end(false);
          notifications.end(false);
          throw error;
        }
      }),
    subscribeAudit: (listener) => audit.subscribe(listener),
    restoreAudit: (entries) => audit.restore(entries),
    notifications,
    readAccountsWith: (source) => void (accounts = source),
    subscribeNotifications: (listener) => notifications.subscribe(listener),
    restoreNotifications: (snapshot) => notifications.restore(snapshot),
    subscribe: (listener) => tables.subscribe(listener),
    replaceAll: (replacement) => mutex.run(async () => tables.replaceAll(replacement)),
    restore: (rows) =>
      mutex.run(async () => {
        tables.begin();
        try {
          for (const { table, key, after } of rows) {
            if (after) tables.put(table, after);
            else tables.remove(table, key);
          }
          tables.end(true);
        } catch (error) {
          tables.end(false);
          throw error;
        }
      }),
  };
}
