import type { DbEvent, HrDb, IndexSpec, RowChange } from '@server/core/storage/hr-db';
import type { HrTables, Row, TableName } from '@server/core/storage/tables';
import { TABLE_NAMES, fieldOf, rowKey } from '@server/core/storage/table-keys';

export type { DbEvent, HrDb, IndexSpec, RowChange };

type Stores = { [T in TableName]: Map<number, Row<T>> };
type Index = Map<unknown, Set<number>>;
type Touched = Map<TableName, Map<number, Row<TableName> | undefined>>;

function emptyStores(): Stores {
  const entries = TABLE_NAMES.map((table) => [table, new Map()] as const);
  return Object.fromEntries(entries) as Stores;
}

function copyStores(from: Stores): Stores {
  const copy = emptyStores();
  const copyTable = <T extends TableName>(table: T) => {
    const source: Map<number, Row<T>> = from[table];
    const target: Map<number, Row<T>> = copy[table];
    for (const [key, row] of source) target.set(key, row);
  };
  TABLE_NAMES.forEach(copyTable);
  return copy;
}

const copyIndexes = (from: Map<string, Index>): Map<string, Index> =>
  new Map([...from].map(([name, index]) => [name, new Map([...index].map(([value, keys]) => [value, new Set(keys)]))]));

export function createHrDb(initial: HrTables, indexSpec: IndexSpec = {}): HrDb {
  let stores = emptyStores();
  let indexes = new Map<string, Index>();
  let highestIds = new Map<TableName, number>();
  /** The state right after loading the last tables: a reset to the same seed copies it back. */
  let image: { tables: HrTables; stores: Stores; indexes: Map<string, Index>; highestIds: Map<TableName, number> } | undefined;
  const listeners = new Set<(event: DbEvent) => void>();
  /** The rows as they were before the running transaction first touched them. */
  let touched: Touched | null = null;

  const indexedFields = (table: TableName): readonly string[] => indexSpec[table] ?? [];
  const indexOf = (table: TableName, field: string) => indexes.get(`${table}.${field}`);

  function indexRow(table: TableName, key: number, row: object, add: boolean) {
    for (const field of indexedFields(table)) {
      const index = indexOf(table, field);
      const value = fieldOf(row, field);
      if (!index || value === undefined) continue;
      let keys = index.get(value);
      if (add) {
        if (!keys) index.set(value, (keys = new Set()));
        keys.add(key);
      } else {
        keys?.delete(key);
        if (keys?.size === 0) index.delete(value);
      }
    }
  }

  /** The one place rows change: keeps indexes, ids and the transaction's undo log. */
  function write<T extends TableName>(table: T, key: number, row: Row<T> | undefined) {
    const store: Map<number, Row<T>> = stores[table];
    const previous = store.get(key);
    if (touched) {
      let log = touched.get(table);
      if (!log) touched.set(table, (log = new Map()));
      if (!log.has(key)) log.set(key, previous);
    }
    if (previous) indexRow(table, key, previous, false);
    if (row) {
      store.set(key, row);
      indexRow(table, key, row, true);
      if (key > (highestIds.get(table) ?? 0)) highestIds.set(table, key);
    } else {
      store.delete(key);
    }
  }

  function load(tables: HrTables) {
    if (image?.tables === tables) {
      [stores, indexes, highestIds] = [copyStores(image.stores), copyIndexes(image.indexes), new Map(image.highestIds)];
      return;
    }
    stores = emptyStores();
    indexes = new Map();
    highestIds = new Map();
    for (const table of TABLE_NAMES) {
      for (const field of indexedFields(table)) indexes.set(`${table}.${field}`, new Map());
      const rows: readonly Row<typeof table>[] = tables[table];
      for (const row of rows) write(table, rowKey(table, row), row);
    }
    image = { tables, stores: copyStores(stores), indexes: copyIndexes(indexes), highestIds: new Map(highestIds) };
  }

  const emit = (event: DbEvent) => listeners.forEach((listener) => listener(event));

  function changesOf(log: Touched): RowChange[] {
    const changes: RowChange[] = [];
    for (const [table, rows] of log) {
      for (const [key, before] of rows) {
        const after = stores[table].get(key);
        if (before !== after) changes.push({ table, key, before, after } as RowChange);
      }
    }
    return changes;
  }

  function transaction<R>(fn: () => R): R {
    if (touched) return fn(); // joins the running transaction
    const log: Touched = new Map();
    const ids = new Map(highestIds);
    touched = log;
    try {
      const result = fn();
      touched = null;
      const changes = changesOf(log);
      if (changes.length > 0) emit(changes);
      return result;
    } catch (error) {
      touched = null;
      for (const [table, rows] of log) for (const [key, before] of rows) write(table, key, before);
      highestIds.clear();
      ids.forEach((id, table) => highestIds.set(table, id));
      throw error;
    }
  }

  load(initial);

  return {
    get: (table, key) => stores[table].get(key),
    list: (table) => stores[table].values(),
    count: (table) => stores[table].size,
    keysWhere(table, field, value) {
      const index = indexOf(table, field);
      if (!index) throw new Error(`No index on ${table}.${field}`);
      return index.get(value) ?? new Set();
    },
    where(table, field, value) {
      const index = indexOf(table, field);
      if (!index) return [...stores[table].values()].filter((row) => fieldOf(row, field) === value);
      const store = stores[table];
      return [...(index.get(value) ?? [])].flatMap((key) => store.get(key) ?? []);
    },
    countWhere(table, field, value) {
      const index = indexOf(table, field);
      if (index) return index.get(value)?.size ?? 0;
      let count = 0;
      for (const row of stores[table].values()) if (fieldOf(row, field) === value) count += 1;
      return count;
    },
    nextId: (table) => (highestIds.get(table) ?? 0) + 1,
    insert(table, row) {
      const key = rowKey(table, row);
      if (stores[table].has(key)) throw new Error(`${table} ${key} exists already`);
      transaction(() => write(table, key, row));
    },
    update(table, row) {
      const key = rowKey(table, row);
      if (!stores[table].has(key)) throw new Error(`${table} ${key} does not exist`);
      transaction(() => write(table, key, row));
    },
    put: (table, row) => transaction(() => write(table, rowKey(table, row), row)),
    remove: (table, key) =>
      transaction(() => {
        if (!stores[table].has(key)) return false;
        write(table, key, undefined);
        return true;
      }),
    transaction,
    replaceAll(tables) {
      if (touched) throw new Error('replaceAll inside a transaction');
      load(tables);
      emit('all');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
