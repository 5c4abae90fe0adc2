import type { AuditArea } from '@/contract/audit';
import { PRIVATE_FIELDS, fieldChanges, type AuditAction } from '@/domain/audit';
import type { NewAuditEntry, RowChange } from '@server/core/storage/repository';
import { keyField } from '@server/core/storage/table-keys';
import type { Row, TableName } from '@server/core/storage/tables';
import { ownerOf } from '../access/area-reach';

/** Who writes: the signed-in account and its holder's name (a `Session` is one). */
export interface Actor {
  userId: number;
  name: string;
}

/**
 * An entry the core writes beyond a row's change: a reading of private data, an account, a
 * reset; with whose record it is about (`ownerOf`), which decides who reads it.
 */
export type AuditNote = Pick<NewAuditEntry, 'area' | 'recordId' | 'action' | 'changes' | 'owner'>;

/** The entry of a note, signed by `actor` at `at`. */
export const signed = (note: AuditNote, actor: Actor, at: string): NewAuditEntry => ({ userId: actor.userId, userName: actor.name, at, ...note });

/** What a transaction tells the trail beyond the rows it writes. */
export interface AuditNotes {
  /** Names the write of a row otherwise than its change says (an employee kept as archived, not updated). */
  actionOf(table: TableName, key: number, action: AuditAction): void;
  /** Adds an entry of its own. */
  note(entry: AuditNote): void;
  /**
   * The rows this transaction writes are not recorded one by one: its notes say what it did
   * (a purge, whose entries keep counts and never the values it takes away: docs/retention.md).
   */
  summarise(): void;
}

/** The area each table's rows are recorded under (the contract's names). */
const AREA_OF_TABLE: Readonly<Record<TableName, AuditArea>> = {
  countries: 'country',
  cities: 'city',
  enterprises: 'enterprise',
  directions: 'direction',
  departments: 'department',
  services: 'service',
  positions: 'position',
  employees: 'employee',
  employeePrivate: 'employeePrivate',
  assignments: 'assignment',
  attendance: 'attendance',
  leaveTypes: 'leaveType',
  leaves: 'leave',
  fractionnementWaivers: 'leaveBalance',
  missions: 'mission',
  projects: 'projet',
  salaries: 'salary',
  calendarEvents: 'calendar',
  attendanceCorrections: 'attendanceCorrection',
  privateChanges: 'privateChange',
  approvalPolicies: 'approvalPolicy',
  standIns: 'standIn',
  exitItems: 'exitChecklist',
  payrollMonths: 'payrollMonth',
  payrollCodes: 'payrollCode',
  payrollExports: 'payrollExport',
  registerLines: 'staffRegister',
};

export const auditAreaOf = (table: TableName): AuditArea => AREA_OF_TABLE[table];

/** The record an entry names: the row's key, but the employee's for a leave balance's waiver, an exit item and a register line. */
const recordIdOf = (change: RowChange): number => {
  if (change.table !== 'fractionnementWaivers' && change.table !== 'exitItems' && change.table !== 'registerLines') return change.key;
  const row = (change.after ?? change.before) as Row<'fractionnementWaivers' | 'exitItems' | 'registerLines'>;
  return row.employeeId;
};

/** The row without its key: the entry names the record already. */
const withoutKey = (table: TableName, row: object | undefined) =>
  row && Object.fromEntries(Object.entries(row).filter(([field]) => field !== keyField(table)));

/**
 * Fields an entry records by their length: a payroll export's `lines` are kept whole in its
 * ledger row, never rewritten (docs/payroll.md); a month of 5 000 people is some MB of them.
 */
const COUNTED_FIELDS: Partial<Record<TableName, ReadonlySet<string>>> = { payrollExports: new Set(['lines']) };

/** The row as its entry records it: counted fields as their length. */
const asRecorded = (table: TableName, row: object | undefined) => {
  const counted = COUNTED_FIELDS[table];
  if (!row || !counted) return row;
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, counted.has(field) && Array.isArray(value) ? value.length : value]));
};

export function createAuditNotes(): AuditNotes & { actions: Map<string, AuditAction>; notes: AuditNote[]; summarised: () => boolean } {
  const actions = new Map<string, AuditAction>();
  const notes: AuditNote[] = [];
  let summary = false;
  return {
    actions,
    notes,
    summarised: () => summary,
    actionOf: (table, key, action) => void actions.set(`${table}:${key}`, action),
    note: (entry) => void notes.push(entry),
    summarise: () => void (summary = true),
  };
}

/**
 * The entries of a transaction: one per row it wrote (a row written twice is one entry,
 * from how the transaction found it to how it left it; a row inserted then removed, none),
 * about whose the row is as written (before a deletion), then its notes, all signed by
 * `actor` at `at`.
 */
/**
 * Rows a transaction writes from the others it wrote, whose entries would only say again what
 * those say: a staff register line carries its own amendments, who, when, before → after
 * (docs/domain.md, "Staff register"); the change of the record behind it has its entry.
 */
const DERIVED_TABLES: ReadonlySet<TableName> = new Set(['registerLines']);

export function auditEntries(
  changes: readonly RowChange[],
  { actions, notes, summarised }: ReturnType<typeof createAuditNotes>,
  actor: Actor,
  at: string,
): NewAuditEntry[] {
  const byRow = new Map<string, RowChange>();
  for (const change of changes) {
    const id = `${change.table}:${change.key}`;
    const first = byRow.get(id);
    byRow.set(id, first ? ({ ...change, before: first.before } as RowChange) : change);
  }
  const written = [...byRow].flatMap(([id, change]): AuditNote[] => {
    if ((!change.before && !change.after) || summarised() || DERIVED_TABLES.has(change.table)) return [];
    const action = actions.get(id) ?? (!change.before ? 'create' : !change.after ? 'delete' : 'update');
    const fields = fieldChanges(asRecorded(change.table, withoutKey(change.table, change.before)), asRecorded(change.table, withoutKey(change.table, change.after)), PRIVATE_FIELDS[change.table]);
    const area = auditAreaOf(change.table);
    const owner = ownerOf(area, change.after ?? change.before);
    return [{ area, recordId: recordIdOf(change), action, changes: fields, ...(owner && { owner }) }];
  });
  return [...written, ...notes].map((note) => signed(note, actor, at));
}
