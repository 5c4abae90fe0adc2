import type { HrDb } from '@server/core/storage/hr-db';
import type { Row, TableName } from '@server/core/storage/tables';
import { rowKey } from '@server/core/storage/table-keys';

/**
 * Lookups kept up to date as rows are written, so that a write never scans a table:
 * the rows by a unique key (e-mail, code…), and the highest number of a sequence.
 */
export interface DerivedIndexes {
  /** The keys of the rows whose `key(row)` is `value`. */
  rowsWithKey<T extends TableName>(table: T, key: (row: Row<T>) => string | undefined, value: string): ReadonlySet<number>;
  /** The highest `read(row)` among the table's rows (0 when none): only grows until a reset. */
  highest<T extends TableName>(table: T, read: (row: Row<T>) => number): number;
}

type KeyIndex = Map<string, Set<number>>;

export function createDerivedIndexes(db: HrDb): DerivedIndexes {
  // Built on first use, per table and per key function (each declared once, in its area).
  let byKey = new Map<TableName, Map<(row: never) => string | undefined, KeyIndex>>();
  let highs = new Map<TableName, Map<(row: never) => number, number>>();

  const add = (index: KeyIndex, value: string | undefined, key: number) => {
    if (value === undefined) return;
    let keys = index.get(value);
    if (!keys) index.set(value, (keys = new Set()));
    keys.add(key);
  };

  db.subscribe((event) => {
    if (event === 'all') {
      byKey = new Map();
      highs = new Map();
      return;
    }
    for (const change of event) {
      for (const [read, index] of byKey.get(change.table) ?? []) {
        const readRow = read as (row: typeof change.before) => string | undefined;
        if (change.before) {
          const value = readRow(change.before);
          if (value !== undefined) index.get(value)?.delete(change.key);
        }
        if (change.after) add(index, readRow(change.after), change.key);
      }
      for (const [read, value] of highs.get(change.table) ?? []) {
        const readRow = read as (row: typeof change.after) => number;
        if (change.after) highs.get(change.table)?.set(read, Math.max(value, readRow(change.after)));
      }
    }
  });

  return {
    rowsWithKey(table, key, value) {
      let indexes = byKey.get(table);
      if (!indexes) byKey.set(table, (indexes = new Map()));
      let index = indexes.get(key);
      if (!index) {
        indexes.set(key, (index = new Map()));
        for (const row of db.list(table)) add(index, key(row), rowKey(table, row));
      }
      return index.get(value) ?? new Set();
    },
    highest(table, read) {
      let known = highs.get(table);
      if (!known) highs.set(table, (known = new Map()));
      let value = known.get(read);
      if (value === undefined) {
        value = 0;
        for (const row of db.list(table)) value = Math.max(value, read(row));
        known.set(read, value);
      }
      return value;
    },
  };
}
