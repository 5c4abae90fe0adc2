import type { RowChange } from '@server/core/storage/repository';
import type { HrTables, Row, TableName } from '@server/core/storage/tables';
import { TABLE_NAMES, fieldOf, rowKey } from '@server/core/storage/table-keys';

/** Secondary indexes to keep, by table: the fields looked up by value (e.g. assignments by employeeId). */
export type IndexSpec = { readonly [T in TableName]?: readonly (keyof Row<T> & string)[] };

/**
 * What listeners hear: the rows a transaction changed (`committed`), or put back when it
 * failed (`undone`: whatever was derived from them meanwhile is stale), or 'all' when every
 * table was replaced.
 */
export type TablesEvent = { kind: 'committed' | 'undone'; changes: readonly RowChange[] } | 'all';

/** Told of every row written, at once (inside a transaction too, and when it is undone). */
export type WriteHook = (change: RowChange) => void;

/**
 * The HR tables in memory, by key, synchronous: the memory repository's storage. Rows are
 * immutable: an update stores a new object, so a row read earlier never changes under its
 * reader and the seed can be shared.
 */
export interface MemoryTables {
  get<T extends TableName>(table: T, key: number): Row<T> | undefined;
  list<T extends TableName>(table: T): IterableIterator<Row<T>>;
  count(table: TableName): number;
  /** The keys of the rows whose indexed `field` equals `value` (the field must be in the IndexSpec). */
  keysWhere<T extends TableName>(table: T, field: keyof Row<T> & string, value: unknown): ReadonlySet<number>;
  /** Whether `field` of `table` is indexed. */
  indexed(table: TableName, field: string): boolean;
  /** The rows whose `field` equals `value`, in key order: through the index when there is one, else by a scan. */
  where<T extends TableName>(table: T, field: keyof Row<T> & string, value: unknown): Row<T>[];
  /** How many rows have `field` equal to `value` (through the index when there is one). */
  countWhere(table: TableName, field: string, value: unknown): number;
  /** A fresh key for an insert: one above the highest ever used in the table. */
  nextId(table: TableName): number;
  /** Inserts or replaces a row, by its key. */
  put<T extends TableName>(table: T, row: Row<T>): void;
  remove(table: TableName, key: number): boolean;
  /** Starts logging writes so that `end(false)` can undo them; writes outside begin/end commit one by one. */
  begin(): void;
  /** Ends the transaction begun: keeps its writes (`commit`) or puts every row back. */
  end(commit: boolean): void;
  /** The rows the running transaction has changed so far, each once: as it found them, and now. */
  pending(): RowChange[];
  /** Replaces every table (load, reset). */
  replaceAll(tables: HrTables): void;
  subscribe(listener: (event: TablesEvent) => void): () => void;
  /** Adds a hook told of each row written as it is written. */
  onWrite(hook: WriteHook): void;
}

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

export function createMemoryTables(initial: HrTables, indexSpec: IndexSpec = {}): MemoryTables {
  let stores = emptyStores();
  let indexes = new Map<string, Index>();
  let highestIds = new Map<TableName, number>();
  /** The state right after loading the last tables: a reset to the same seed copies it back. */
  let image: { tables: HrTables; stores: Stores; indexes: Map<string, Index>; highestIds: Map<TableName, number> } | undefined;
  const listeners = new Set<(event: TablesEvent) => void>();
  const hooks: WriteHook[] = [];
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
    if (hooks.length > 0 && previous !== row) {
      const change = { table, key, before: previous, after: row } as RowChange;
      for (const hook of hooks) hook(change);
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

  const emit = (event: TablesEvent) => listeners.forEach((listener) => listener(event));

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

  /** The highest ids when the transaction began, put back when it is undone. */
  let idsBefore = new Map<TableName, number>();

  function begin() {
    if (touched) throw new Error('A transaction is running already');
    touched = new Map();
    idsBefore = new Map(highestIds);
  }

  function end(commit: boolean) {
    const log = touched;
    if (!log) throw new Error('No transaction is running');
    if (commit) {
      touched = null;
      const changes = changesOf(log);
      if (changes.length > 0) emit({ kind: 'committed', changes });
      return;
    }
    const dirty = changesOf(log);
    touched = null;
    for (const [table, rows] of log) for (const [key, before] of rows) write(table, key, before);
    highestIds = idsBefore;
    if (dirty.length > 0) emit({ kind: 'undone', changes: dirty.map(({ table, key, before, after }) => ({ table, key, before: after, after: before }) as RowChange) });
  }

  /** A write outside begin/end is a transaction of its own. */
  function alone<R>(fn: () => R): R {
    if (touched) return fn();
    begin();
    try {
      const result = fn();
      end(true);
      return result;
    } catch (error) {
      end(false);
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
    indexed: (table, field) => indexOf(table, field) !== undefined,
    where(table, field, value) {
      const index = indexOf(table, field);
      if (!index) return [...stores[table].values()].filter((row) => fieldOf(row, field) === value);
      const store = stores[table];
      return [...(index.get(value) ?? [])].sort((a, b) => a - b).flatMap((key) => store.get(key) ?? []);
    },
    countWhere(table, field, value) {
      const index = indexOf(table, field);
      if (index) return index.get(value)?.size ?? 0;
      let count = 0;
      for (const row of stores[table].values()) if (fieldOf(row, field) === value) count += 1;
      return count;
    },
    nextId: (table) => (highestIds.get(table) ?? 0) + 1,
    put: (table, row) => alone(() => write(table, rowKey(table, row), row)),
    remove: (table, key) =>
      alone(() => {
        if (!stores[table].has(key)) return false;
        write(table, key, undefined);
        return true;
      }),
    begin,
    end,
    pending: () => (touched ? changesOf(touched) : []),
    replaceAll(tables) {
      if (touched) throw new Error('replaceAll inside a transaction');
      load(tables);
      emit('all');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onWrite: (hook) => void hooks.push(hook),
  };
}
