import type { AuditEntry } from '@/contract/audit';
import type { FilterSpec, FilterValue } from '@/contract/filters';
import type { SortKey } from '@/contract/list';
import type { Assignment } from '@/domain/hr/assignment';
import type { MailWriter } from './mail';
import type { NotificationStore, NotificationWriter } from './notifications';
import type { Row, TableName } from './tables';

/**
 * The HR tables as the backend's core reaches them: asynchronous, named by what the core
 * wants to know. Two adapters implement it — in memory (the fake mode, the tests) and SQL
 * (PostgreSQL / PGlite) — and both pass the same conformance suite.
 *
 * What the core computes and hands over, and what an adapter decides:
 * - The core owns every rule. It declares each listed table as an `AreaView` (how a row's
 *   names are resolved, what is searched, unique keys, sequences, what a change affects);
 *   an adapter calls these functions, never re-implements them.
 * - An adapter owns storage, indexes and caches (resolved names, unique-key lookups,
 *   sequences, today's principal assignments). The core keeps no state between requests:
 *   two server processes may share one database.
 * - Rows are plain objects as in `HrTables` (src/domain schemas): optional fields absent
 *   (never `null`), dates as YYYY-MM-DD strings, timestamps as ISO strings. A row handed
 *   out must not change afterwards under its reader (give a fresh object or never mutate).
 * - Every row has a numeric key (`rowKey`): `id`, except `employeePrivate` keyed by
 *   `employeeId`. Tables that are written with a version carry a `version` number.
 * - Views (`AreaView`) are long-lived objects, one per area and backend (`ctx.view(area)`
 *   hands the same object each time): an adapter may key its caches by them.
 * - Conformance: `tests/repository/conformance.ts` (`repositoryConformance(name, factory)`)
 *   is what every adapter must pass; the memory adapter (server/memory) is the reference.
 */

/** The tables small enough to be read whole (reference data, the organisation, the calendar). */
export type SmallTable =
  | 'countries'
  | 'cities'
  | 'enterprises'
  | 'directions'
  | 'departments'
  | 'services'
  | 'positions'
  | 'leaveTypes'
  | 'calendarEvents'
  | 'approvalPolicies'
  | 'standIns'
  | 'payrollMonths'
  | 'payrollCodes'
  | 'payrollExports';

/** The tables of an employee's periods: `employeeId`, `startDate`, optional `endDate` (absent: open). */
export type DatedTable = 'assignments' | 'leaves' | 'missions';

/** The tables of an employee's days: `employeeId` and `date`. */
export type DayTable = DatedTable | 'attendance' | 'attendanceCorrections';

/** An attendance day's times (`DatedTimes`), with whose day it is. */
export interface EmployeeDayTimes {
  employeeId: number;
  date: string;
  checkIn?: string;
  checkOut?: string;
  breakMinutes: number;
}

/** The tables served as lists (`/app/{area}`): the ones an `AreaView` describes. */
export type AreaTable = Exclude<TableName, 'employeePrivate' | 'leaveTypes' | 'calendarEvents' | 'fractionnementWaivers' | 'attendanceCorrections' | 'privateChanges' | 'approvalPolicies' | 'standIns' | 'exitItems' | 'payrollMonths' | 'payrollCodes' | 'payrollExports' | 'registerLines'>;

/** One row written by a committed transaction: absent `before` is an insert, absent `after` a removal. */
export type RowChange = {
  [T in TableName]: { table: T; key: number; before?: Row<T>; after?: Row<T> };
}[TableName];

/**
 * What an adapter must know of a listed area (the core's `AreaDefinition` is one). Every
 * function is the core's: the adapter calls it, and decides when (and whether) to cache the
 * result.
 */
export interface AreaView<T extends AreaTable = AreaTable, N extends object = object> {
  table: T;
  /**
   * The names shown beside a row (an employee's service today, a leave's employee name…):
   * the list item is `{ ...row, ...names }`. Reads other rows through `reader` only, and the
   * clock's day when `namesDependOnDay`. An adapter may keep them until `dependsOn` says a
   * change affects the row (and, when `namesDependOnDay`, until the day changes).
   */
  names(row: Row<T>, reader: HrReader): Promise<N>;
  /** The keys `names` adds: a sort or a filter on one of them reads the names, not the row. */
  resolvedFields: readonly (keyof N & string)[];
  /** The texts `q` searches, from the row and its names; see `searchableText` in ./listing. */
  searchText(row: Row<T>, names: N): readonly (string | undefined)[];
  /**
   * Rows that may not share a key: `key(row)` (undefined: not checked). Served by
   * `withUniqueKey(view, field, value)`; the adapter may index the computed key.
   */
  unique: readonly { field: string; key(row: Row<T>): string | undefined }[];
  /**
   * Numbers handed out one above the highest (the matricule; the mission order's number,
   * counted per year: `group` "2026"): what a row holds of each sequence, undefined when
   * nothing. Served by `highest(view, name, group)`.
   */
  sequences?: Readonly<Record<string, (row: Row<T>) => { group?: string; number: number } | undefined>>;
  /**
   * The other tables whose changes alter this area's names: for a changed row, the keys of
   * this area's rows whose names may change (`affected` absent: all rows). A change to a
   * row of `table` itself always refreshes that row's names. `affected` is called after
   * the change is committed, with a reader that sees it.
   */
  dependsOn: readonly { table: TableName; affected?(change: RowChange, reader: HrReader): Promise<Iterable<number>> }[];
  /** The names read the day (an employee's status today): computed again when the day changes. */
  namesDependOnDay: boolean;
}

/**
 * One filter of a list query: the contract's spec (src/contract/filters.ts, each op's meaning
 * is documented there) and the value read from the query. `resolved…` ops read the row's
 * names (`view.names`); `employeeUnitAtStart` reads the employee's principal assignment
 * covering the row's `start` date (else today's) and its service → department → direction
 * → enterprise; `runningToday` reads `RowQuery.today`. The memory adapter runs them with
 * `rowTest` (server/core/hr/filters.ts); a SQL adapter compiles the same data.
 */
export interface RowFilter {
  spec: FilterSpec;
  value: FilterValue;
}

/**
 * Rows whose `field` (of the row, a number: `id`, `employeeId`, `enterpriseId`…) is one of
 * `ids`: what the signed-in account may see of a list (docs/roles.md). Several must all hold;
 * empty `ids` match nothing.
 */
export interface RowsWithin {
  field: string;
  ids: readonly number[];
}

/**
 * One page of a list. All filters must hold (AND); every search word must be found in the
 * row's normalised search text (`searchableText`); rows are sorted by `sort` (fields of the
 * row or of its names, dotted paths into objects allowed, values compared as `toSortValue`
 * makes them, absent values last in both directions), ties broken by the row's key
 * ascending, so that a query always gives the same page. `page` starts at 1.
 */
export interface RowQuery {
  /**
   * Sorting compares the values `toSortValue` (./listing) makes: strings folded like the
   * search (lower case, no accents) then compared by UTF-16 code unit (SQL: a "C"
   * collation on the folded text), numbers before strings, absent values last.
   */
  filters: readonly RowFilter[];
  /** Limits to the records the account may see, before counting and paging (none: every row). */
  within?: readonly RowsWithin[];
  /** Normalised words (`searchWords`): lower case, without accents. */
  words: readonly string[];
  sort: readonly SortKey[];
  page: number;
  pageSize: number;
  /** "Today" for the filters that read it (`runningToday`). */
  today: string;
}

export interface Page<R> {
  items: R[];
  /** Matching rows in all pages. */
  total: number;
}

/** The sets of ids a reach lists (docs/roles.md): the people, and each kind of unit. */
export type ReachSet = 'people' | 'enterprises' | 'directions' | 'departments' | 'services';

/**
 * Whose record an audit entry is about: a person (an employee, the one a leave, an
 * assignment or a private block is of, an account's linked employee) or a unit, by the set
 * a reach lists it in. An entry without one is nobody's (reference data, a reset).
 */
export interface AuditOwner {
  set: ReachSet;
  id: number;
}

/** An entry of the audit trail before it is written: the adapter numbers it, and keeps its owner beside it. */
export type NewAuditEntry = Omit<AuditEntry, 'id'> & { owner?: AuditOwner };

/** An entry as an adapter keeps it: numbered, with its owner, which the trail's readers are never answered. */
export type KeptAuditEntry = AuditEntry & { owner?: AuditOwner };

/**
 * The entries a reader's reach holds: those whose owner's id is among the `ids` of its `set`
 * in one of the limits. An empty list holds none; entries of nobody are held by no limit.
 */
export type AuditOwners = readonly { set: ReachSet; ids: readonly number[] }[];

/**
 * Which entries of the audit trail to read: every given criterion must hold. `areas`: one of
 * them; `since` ≤ `at` < `until` (ISO timestamps, compared as text); `afterId`: entries
 * written after that one; `ownedBy`: the reader's reach. Newest first (highest id first); `page` starts at 1.
 */
export interface AuditQuery {
  userId?: number;
  areas?: readonly string[];
  recordId?: number;
  since?: string;
  until?: string;
  afterId?: number;
  /** What the reader may see (absent: every entry). */
  ownedBy?: AuditOwners;
  page: number;
  pageSize: number;
}

/** Reads. Outside a transaction a read sees committed data; inside one, also the transaction's writes. */
export interface HrReader {
  get<T extends TableName>(table: T, key: number): Promise<Row<T> | undefined>;
  /** The rows that exist among `keys`, in the order of `keys`. */
  getMany<T extends TableName>(table: T, keys: readonly number[]): Promise<Row<T>[]>;
  /** Rows whose `field` equals `value` (employeeId, positionId, directionId…), in key order. */
  where<T extends TableName>(table: T, field: keyof Row<T> & string, value: number | string): Promise<Row<T>[]>;
  /** How many rows have `field` equal to `value`: what still refers to a row about to be deleted. */
  countWhere(table: TableName, field: string, value: number | string): Promise<number>;
  /** Every row of a small table, in key order. */
  all<T extends SmallTable>(table: T): Promise<Row<T>[]>;
  /**
   * The employee's rows whose span [startDate, endDate] overlaps `span` (an absent end runs
   * forever, on either side; both ends inclusive), except the row `exceptId`; in key order.
   */
  overlapping<T extends DatedTable>(
    table: T,
    employeeId: number,
    span: { start: string; end?: string },
    exceptId?: number,
  ): Promise<Row<T>[]>;
  /**
   * The rows of any of these employees in `span` (both ends inclusive, an absent end running
   * forever), in key order: a dated table's rows whose span overlaps it (as `overlapping`),
   * the attendance days and attendance corrections dated in it. One read for a whole month's
   * people (the payroll export and its warnings).
   */
  ofEmployeesIn<T extends DayTable>(table: T, employeeIds: readonly number[], span: { start: string; end?: string }): Promise<Row<T>[]>;
  /**
   * The times of these employees' attendance days dated in `span` (as `ofEmployeesIn`), in key
   * order: what the working-time rules and the payroll's hours read of a day, without the
   * rest of the row (a month of 5 000 people is over 100 000 days).
   */
  attendanceTimes(employeeIds: readonly number[], span: { start: string; end?: string }): Promise<EmployeeDayTimes[]>;
  /**
   * The employee's principal assignment (`kind === 'principale'`) covering `date`
   * (startDate ≤ date, endDate absent or ≥ date), or undefined. Principal assignments of an
   * employee never overlap. Adapters may cache today's.
   */
  principalAssignment(employeeId: number, date: string): Promise<Assignment | undefined>;
  /** The keys of the view's rows whose `unique[field].key(row)` equals `value`. */
  withUniqueKey<T extends AreaTable, N extends object>(view: AreaView<T, N>, field: string, value: string): Promise<number[]>;
  /** The highest `number` of the view's sequence `name` among its rows of that `group` (none given: ungrouped); 0 when none. */
  highest<T extends AreaTable, N extends object>(view: AreaView<T, N>, name: string, group?: string): Promise<number>;
  /**
   * One page of the area's list (see `RowQuery`): rows with their names, and the total.
   * Names are `view.names(row, reader)`'s, however the adapter keeps them; a filter, a
   * search or a sort on a resolved field reads them.
   */
  listPage<T extends AreaTable, N extends object>(view: AreaView<T, N>, query: RowQuery): Promise<Page<Row<T> & N>>;
  /** How many rows match the query's filters and words, by the value of `field` (of the row or its names; absent values not counted). */
  tally<T extends AreaTable, N extends object>(
    view: AreaView<T, N>,
    query: Pick<RowQuery, 'filters' | 'within' | 'words' | 'today'>,
    field: string,
  ): Promise<Map<number | string, number>>;
  /** The rows with their names (as `listPage` gives them), in the order given. */
  withNames<T extends AreaTable, N extends object>(view: AreaView<T, N>, rows: readonly Row<T>[]): Promise<Array<Row<T> & N>>;
  /**
   * How many rows have the date `field` in each month (YYYY-MM) from `fromMonth` on (months
   * without any absent), among the rows `within` when given.
   */
  countByMonth(table: TableName, field: string, fromMonth: string, within?: readonly RowsWithin[]): Promise<Map<string, number>>;
  /**
   * The employees placed in one of the services on `date`: by their principal assignment
   * covering that day, else (none covers it: they left, or are not hired yet) by the principal
   * assignment that starts last. In key order.
   */
  placedIn(serviceIds: readonly number[], date: string): Promise<number[]>;
  /** The employees with no principal assignment at all (not placed anywhere yet), in key order. */
  unplaced(): Promise<number[]>;
  /**
   * One page of the audit trail (see `AuditQuery`), and how many entries match. The trail is
   * kept apart from the HR tables: a reset of the data leaves it as it is.
   */
  auditPage(query: AuditQuery): Promise<Page<AuditEntry>>;
}

/** The refusal of an `update` whose row changed since it was read: the core answers the contract's 409. */
export class StaleVersion extends Error {
  constructor(
    readonly table: TableName,
    readonly key: number,
  ) {
    super(`${table} ${key} changed since it was read`);
    this.name = 'StaleVersion';
  }
}

/** Writes, inside a transaction. */
export interface HrWriter extends HrReader, MailWriter, NotificationWriter {
  /** A fresh key for an insert into the table: never one used before in it (one above the highest is fine). */
  nextId(table: TableName): Promise<number>;
  /** Adds a row; throws if its key is taken. */
  insert<T extends TableName>(table: T, row: Row<T>): Promise<void>;
  /**
   * Replaces the row of the same key if its stored `version` is still `expectedVersion`;
   * else (or when there is no such row) throws `StaleVersion`. Two processes that read the
   * same version cannot both win.
   */
  update<T extends TableName>(table: T, row: Row<T>, expectedVersion: number): Promise<void>;
  /** Inserts or replaces a row whatever its version (rows without one: the private block, the waivers). */
  put<T extends TableName>(table: T, row: Row<T>): Promise<void>;
  /** Deletes the row; false when there was none. */
  remove(table: TableName, key: number): Promise<boolean>;
  /**
   * The rows this transaction has written so far, in the order written (a row written twice
   * may appear twice): `before` as the transaction found it (absent: inserted), `after` as
   * written (absent: removed). The core reads them to write the audit trail.
   */
  changes(): readonly RowChange[];
  /** Adds entries to the audit trail, numbered in order; kept only if the transaction commits. */
  appendAudit(entries: readonly NewAuditEntry[]): Promise<void>;
  /**
   * Takes the values out of the audit entries about the person (owner `people`, `employeeId`),
   * when the transaction commits: each change keeps its field, said changed (`private`), and
   * the entries stay (docs/retention.md). Answers how many entries are about the person.
   */
  forgetAuditValues(employeeId: number): Promise<number>;
}

export interface HrRepository extends HrReader {
  /**
   * Runs `fn` all-or-nothing: when it throws (or rejects), none of its writes stay and the
   * error goes on; else they are all committed when the promise resolves. Transactions do
   * not see each other's uncommitted writes and their effects are as if run one after the
   * other (the memory adapter runs them one at a time; SQL: a serialisable transaction or
   * row locks, plus the version check of `update`). A transaction is never nested: the
   * core passes `tx` along instead.
   */
  transaction<R>(fn: (tx: HrWriter) => Promise<R>): Promise<R>;
  /** The notifications their recipients read (kept apart from the HR tables: a reset leaves them). */
  readonly notifications: NotificationStore;
}
