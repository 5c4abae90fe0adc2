import type { HrTables, Row, TableName } from './tables';

/** One row written by a committed transaction: absent `before` is an insert, absent `after` a removal. */
export type RowChange = {
  [T in TableName]: { table: T; key: number; before?: Row<T>; after?: Row<T> };
}[TableName];

/** What subscribers hear after each commit: the rows changed, or 'all' when every table was replaced. */
export type DbEvent = readonly RowChange[] | 'all';

/** Secondary indexes to keep, by table: the fields looked up by value (e.g. assignments by employeeId). */
export type IndexSpec = { readonly [T in TableName]?: readonly (keyof Row<T> & string)[] };

/**
 * The HR tables in memory, by key. Rows are immutable: an update stores a new object, so
 * a row read earlier never changes under its reader and the seed can be shared.
 */
export interface HrDb {
  get<T extends TableName>(table: T, key: number): Row<T> | undefined;
  list<T extends TableName>(table: T): IterableIterator<Row<T>>;
  count(table: TableName): number;
  /** The keys of the rows whose indexed `field` equals `value` (the field must be in the IndexSpec). */
  keysWhere<T extends TableName>(table: T, field: keyof Row<T> & string, value: unknown): ReadonlySet<number>;
  /** The rows whose `field` equals `value`: through the index when there is one, else by a scan. */
  where<T extends TableName>(table: T, field: keyof Row<T> & string, value: unknown): Row<T>[];
  /** How many rows have `field` equal to `value` (through the index when there is one). */
  countWhere(table: TableName, field: string, value: unknown): number;
  /** A fresh key for an insert: one above the highest ever used in the table. */
  nextId(table: TableName): number;
  /** Adds a row; throws if its key is taken. */
  insert<T extends TableName>(table: T, row: Row<T>): void;
  /** Replaces a row by its key; throws if there is none. */
  update<T extends TableName>(table: T, row: Row<T>): void;
  /** Inserts or replaces a row, by its key. */
  put<T extends TableName>(table: T, row: Row<T>): void;
  remove(table: TableName, key: number): boolean;
  /** Runs `fn` all-or-nothing: if it throws, every write it made is undone and the error goes on. */
  transaction<R>(fn: () => R): R;
  /** Replaces every table (load, reset). */
  replaceAll(tables: HrTables): void;
  subscribe(listener: (event: DbEvent) => void): () => void;
}
