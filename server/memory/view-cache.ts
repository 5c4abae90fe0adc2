import type { Clock } from '@server/core/storage/store';
import type { AreaTable, AreaView, HrReader, RowChange } from '@server/core/storage/repository';
import type { Row } from '@server/core/storage/tables';
import { fieldOf, rowKey } from '@server/core/storage/table-keys';
import { searchableText, toSortValue, valueAt, type SortValue } from '@server/core/storage/listing';
import { SLICE_MS, nextTask } from '@server/core/storage/slices';
import type { MemoryTables } from './tables';

/** What is known of one row: its names, and made on first use its search text and sort values. */
export interface Entry<T extends AreaTable, N> {
  /** The row the names were computed for (a newer row of the same key needs new ones). */
  row: Row<T>;
  names: N;
  text?: string;
  keys?: Map<string, SortValue>;
}

/** A reader, and whether it reads inside a transaction (then nothing it computes is kept). */
export interface Reading {
  reader: HrReader;
  inTransaction: boolean;
}

export interface ViewCache<T extends AreaTable, N extends object> {
  /** The entry of the row, its names computed when not known. */
  entry(row: Row<T>, reading: Reading): Promise<Entry<T, N>>;
  /** The entry of the row when known and current (after `prepare`), else undefined. */
  known(row: Row<T>): Entry<T, N> | undefined;
  /** Computes, in slices, the names of every row of the table not known yet. */
  prepare(reading: Reading): Promise<void>;
  text(entry: Entry<T, N>): string;
  /** How to read the sort value of a path of the row or, when it starts with a resolved field, of its names (then the entry is needed). */
  sortReader(path: string): (row: Row<T>, entry: Entry<T, N> | undefined) => SortValue;
}

/**
 * The names of an area's rows, computed by the core's `view.names` once and forgotten when the
 * row or what they come from changes (the view's `dependsOn`, heard from the tables' commits),
 * or when the day does for names that read it.
 */
export function createViewCache<T extends AreaTable, N extends object>(
  view: AreaView<T, N>,
  tables: MemoryTables,
  clock: Clock,
): ViewCache<T, N> {
  let entries = new Map<number, Entry<T, N>>();
  let day = clock.today();
  /** Bumped at each commit: names computed across one are not kept. */
  let generation = 0;
  /** Every row of the table has its entry. */
  let complete = false;
  let pending: RowChange[] = [];
  let clearAll = false;
  let settling: Promise<void> | undefined;
  const resolved = new Set<string>(view.resolvedFields);

  tables.subscribe((event) => {
    if (event === 'all') {
      generation += 1;
      [clearAll, pending] = [true, []];
    } else if (event.kind === 'committed') {
      generation += 1;
      pending.push(...event.changes);
    }
  });

  const forget = (key: number) => {
    if (entries.delete(key)) complete = false;
  };
  const forgetAll = () => {
    entries = new Map();
    complete = false;
  };

  /** Applies the changes heard so far; `affected` may read, so one drain runs at a time. */
  async function drain(reader: HrReader): Promise<void> {
    while (clearAll || pending.length > 0) {
      if (clearAll) {
        clearAll = false;
        forgetAll();
      }
      const changes = pending;
      pending = [];
      for (const change of changes) {
        if (change.table === view.table) forget(change.key);
        for (const dependency of view.dependsOn) {
          if (dependency.table !== change.table) continue;
          if (!dependency.affected) forgetAll();
          else for (const key of await dependency.affected(change, reader)) forget(key);
        }
      }
    }
  }

  /** Brings the entries up to date with the changes heard and the day. */
  async function settle(reader: HrReader): Promise<void> {
    if (view.namesDependOnDay && clock.today() !== day) {
      day = clock.today();
      generation += 1;
      forgetAll();
    }
    while (settling || clearAll || pending.length > 0) {
      if (settling) {
        await settling;
        continue;
      }
      settling = drain(reader);
      try {
        await settling;
      } finally {
        settling = undefined;
      }
    }
  }

  const keep = (row: Row<T>, names: N, started: number, reading: Reading): Entry<T, N> => {
    const found: Entry<T, N> = { row, names };
    const key = rowKey(view.table, row);
    if (!reading.inTransaction && generation === started && tables.get(view.table, key) === row) entries.set(key, found);
    return found;
  };

  const cache: ViewCache<T, N> = {
    async entry(row, reading) {
      await settle(reading.reader);
      const found = entries.get(rowKey(view.table, row));
      if (found?.row === row) return found;
      const started = generation;
      return keep(row, await view.names(row, reading.reader), started, reading);
    },
    known(row) {
      const found = entries.get(rowKey(view.table, row));
      return found?.row === row ? found : undefined;
    },
    async prepare(reading) {
      await settle(reading.reader);
      if (complete) return;
      const started = generation;
      let sliceStart = performance.now();
      for (const row of [...tables.list(view.table)]) {
        if (cache.known(row)) continue;
        keep(row, await view.names(row, reading.reader), started, reading);
        // A chain of awaits never yields to the event loop: the page's input would wait.
        if (performance.now() - sliceStart >= SLICE_MS) {
          await nextTask();
          sliceStart = performance.now();
        }
      }
      await settle(reading.reader);
      if (generation === started && !reading.inTransaction) complete = true;
    },
    text(entry) {
      entry.text ??= searchableText(view.searchText(entry.row, entry.names));
      return entry.text;
    },
    sortReader(path) {
      const head = path.split('.', 1)[0];
      if (!resolved.has(head)) {
        return path === head ? (row) => toSortValue(fieldOf(row, path)) : (row) => toSortValue(valueAt(row, path));
      }
      return (_row, entry) => {
        if (!entry) return undefined;
        entry.keys ??= new Map();
        if (!entry.keys.has(path)) entry.keys.set(path, toSortValue(valueAt(entry.names, path)));
        return entry.keys.get(path);
      };
    },
  };
  return cache;
}
