import type { FilterSpec } from '@/contract/filters';
import type { Session } from '../ports';
import type { AreaTable, AreaView, RowChange } from '@server/core/storage/repository';
import type { Row, TableName } from '@server/core/storage/tables';
import { rowKey } from '@server/core/storage/table-keys';
import type { AppContext, WriteContext } from './context';
import type { FieldErrors, HttpFailure, Schema } from './errors';

export type { AreaTable };

type Meta = 'id' | 'createdAt' | 'updatedAt' | 'version';
/** What an area builds from valid input: the stored row without what every record carries. */
export type Draft<T extends TableName> = Omit<Row<T>, Meta>;


/** An input field holding the id of a row of another table (unknown → unknownReference). */
export interface Reference {
  field: string;
  table: TableName;
}

/** Rows that may not share a key (empty key: not checked); the error goes on `field`. */
export interface Unique<R> {
  field: string;
  key(row: R): string | undefined;
}

/** Rows of another table that still refer to a row and so block its deletion. */
export interface Dependent {
  table: TableName;
  /** The field of `table` holding the key. */
  field: string;
  /** The French noun, singular and plural: ['affectation', 'affectations']. */
  noun: readonly [string, string];
}

/** A table whose changes alter this area's names: which of its rows (all when absent). */
export interface Dependency {
  table: TableName;
  affected?(change: RowChange, ctx: AppContext): Promise<Iterable<number>>;
}

/**
 * One HR area: what is its own (schema, names shown beside the row, search fields,
 * filters, rules); the engine does the rest the same way for all fourteen.
 */
export interface AreaDefinition<T extends AreaTable, I extends object, N extends object> {
  /** The route's last segment: /app/{name}. */
  name: string;
  table: T;
  /** "Ce service", "Cette ville": the French subject of the 404 and 409 messages. */
  subject: string;
  input: Schema<I>;
  /** The names of related records, resolved for display; the list item is the row plus these. */
  names(row: Row<T>, ctx: AppContext): Promise<N>;
  /** The names read the day (an employee's status today): computed again when it changes. */
  namesDependOnDay: boolean;
  /** The keys `names` adds (sorting by them needs the names; others sort on the row). */
  resolvedFields: readonly (keyof N & string)[];
  /** The texts `q` searches. */
  searchText(row: Row<T>, names: N): readonly (string | undefined)[];
  /** The contract's filters of the area (src/contract/areas.ts), run by `rowTest`. */
  filters: Readonly<Record<string, FilterSpec>>;
  /** Sort when the query gives none, e.g. "lastName,firstName". */
  defaultSort: string;
  dependsOn: readonly Dependency[];
  references: readonly Reference[];
  unique: readonly Unique<Row<T>>[];
  /** Numbers handed out one above the highest: what a row holds of each (see the repository's `AreaView`). */
  sequences?: AreaView<T, N>['sequences'];
  /** The stored fields from valid input, derived ones computed (never taken from the request). */
  build(input: I, ctx: WriteContext, existing: Row<T> | undefined, actor: Session | undefined): Promise<Draft<T>> | Draft<T>;
  /** Writes made in the same transaction before the checks (e.g. closing the previous assignment). */
  beforeWrite?(row: Row<T>, ctx: WriteContext, existing: Row<T> | undefined): Promise<void>;
  /** Business rules on the row about to be written, once its references are known to exist. */
  check?(row: Row<T>, ctx: WriteContext, existing: Row<T> | undefined): Promise<FieldErrors | undefined> | FieldErrors | undefined;
  /**
   * Fields computed for each answer and never kept beside the row, because they follow the
   * whole organisation (who will decide a request awaiting a decision): read for the rows
   * of a page only, all at once; one object per row, in order.
   */
  live?(rows: readonly Row<T>[], ctx: AppContext): Promise<object[]>;
  /** What is worth saying about a saved row without refusing it (a salary outside its position's range). */
  warnings?(row: Row<T>, ctx: AppContext): Promise<FieldErrors | undefined>;
  dependents: readonly Dependent[];
  /** Why this row may not be deleted (an approved leave is cancelled instead), or undefined. */
  refuseRemoval?(row: Row<T>): HttpFailure | undefined;
  /** Replaces deletion (employees are archived): the row as it is kept. */
  archive?(row: Row<T>, ctx: WriteContext): Row<T>;
}

/** Rows of the area's own table whose `field` holds the changed row's key. */
export const referringVia =
  <T extends AreaTable>(table: T, field: keyof Row<T> & string) =>
  async (change: RowChange, ctx: AppContext): Promise<Iterable<number>> =>
    (await ctx.db.where(table, field, change.key)).map((row) => rowKey(table, row));

/** The keys the changed row's `field` held before and after the change. */
export const ownedBy =
  (field: string) =>
  async (change: RowChange): Promise<Iterable<number>> =>
    [change.before, change.after].flatMap((row) => {
      const value: unknown = row && (row as Record<string, unknown>)[field];
      return typeof value === 'number' ? [value] : [];
    });
