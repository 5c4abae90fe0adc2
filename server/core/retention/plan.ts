import type { RetentionPerson } from '@/contract/retention';
import type { Employee } from '@/domain/hr/employee';
import { registerLineEnded } from '@/domain/hr/staff-register';
import { addDays } from '@/domain/rules/calendar';
import { addYears, RETENTION_CATEGORIES, retentionDue, retentionRule, type RetentionCategory } from '@/domain/rules/retention';
import type { RowFilter } from '../storage/repository';
import type { TableName } from '../storage/tables';
import { attendanceArea } from '../hr/areas/attendance';
import { employeeArea } from '../hr/areas/employee';
import type { AppContext, WriteContext } from '../hr/context';
import { rowsOf } from '../inbox/rows';
import { anonymise, anonymised, changedFields } from './anonymise';

/** What one category's purge does to one person's records, and how to do it inside a transaction. */
export interface PlannedItem {
  category: RetentionCategory;
  /** How many records it changes or deletes (the file: 1). */
  records: number;
  /** The fields an anonymisation replaces or clears (none for a deletion). */
  fields: readonly string[];
  apply(tx: WriteContext): Promise<void>;
}

export interface PlannedPerson {
  employee: Employee;
  items: PlannedItem[];
}

/** Who the plan may cover: every person (Root), or the people of the caller's reach (HR). */
export type PersonTest = (employee: Employee) => Promise<boolean>;

const removing = (category: RetentionCategory, table: TableName, keys: readonly number[]): PlannedItem[] =>
  keys.length === 0
    ? []
    : [
        {
          category,
          records: keys.length,
          fields: [],
          // One after the other: a transaction's writes are recorded in order (HrWriter.changes).
          apply: async (tx) => {
            for (const key of keys) await tx.db.remove(table, key);
          },
        },
      ];

const onOrBefore = (field: string, value: string): RowFilter => ({ spec: { op: 'onOrBefore', field }, value });

/** The entries of the audit trail about the person that still hold values. */
async function auditEntriesOf(ctx: AppContext, employeeId: number): Promise<number> {
  return (await ctx.db.auditPage({ ownedBy: [{ set: 'people', ids: [employeeId] }], page: 1, pageSize: 1 })).total;
}

/** What is due of a person who left, by the categories that count from the exit. */
async function dueFromExit(ctx: AppContext, employee: Employee, today: string): Promise<PlannedItem[]> {
  const due = (category: RetentionCategory) => retentionDue(employee.exitDate, category, today);
  const items: PlannedItem[] = [];
  const fileDue = due('employeeFile') && !anonymised(employee);
  if (fileDue) {
    const after = anonymise(employee);
    items.push({
      category: 'employeeFile',
      records: 1,
      fields: changedFields(employee, after),
      apply: async (tx) => {
        await tx.db.update('employees', { ...after, version: employee.version + 1, updatedAt: tx.clock.now() }, employee.version);
        // The register's lines go with the file, their five years over (docs/retention.md): never before.
        for (const line of await tx.db.where('registerLines', 'employeeId', employee.id)) {
          if (registerLineEnded(line, today)) await tx.db.remove('registerLines', line.id);
        }
      },
    });
  }
  if (due('privateBlock')) {
    const own = await ctx.db.get('employeePrivate', employee.id);
    items.push(...removing('privateBlock', 'employeePrivate', own ? [employee.id] : []));
    items.push(...removing('privateBlock', 'privateChanges', (await ctx.db.where('privateChanges', 'employeeId', employee.id)).map((row) => row.id)));
  }
  // Once the file is anonymised the photo goes with it; before, on its own day.
  if (due('photo') && employee.nameFile !== undefined && !fileDue) {
    items.push({ category: 'photo', records: 1, fields: ['nameFile'], apply: async (tx) => {
      const { nameFile, ...rest } = employee;
      void nameFile;
      await tx.db.update('employees', { ...rest, version: employee.version + 1, updatedAt: tx.clock.now() }, employee.version);
    } });
  }
  if (fileDue && employee.nameFile !== undefined) items.push({ category: 'photo', records: 1, fields: ['nameFile'], apply: async () => undefined });
  if (due('leave')) items.push(...removing('leave', 'leaves', (await ctx.db.where('leaves', 'employeeId', employee.id)).map((row) => row.id)));
  // The entries' values go with the file's (once anonymised, what is written after is about no one the trail could name).
  if (due('auditEntries') && !anonymised(employee)) {
    const entries = await auditEntriesOf(ctx, employee.id);
    if (entries > 0) items.push({ category: 'auditEntries', records: entries, fields: [], apply: async (tx) => void (await tx.db.forgetAuditValues(employee.id)) });
  }
  return items;
}

/** The time-tracking records kept past their day's keeping, by person. */
async function dueTimeTracking(ctx: AppContext, today: string): Promise<Map<number, number[]>> {
  // A superset of the days due (29 February aside), each then checked exactly.
  const rows = await rowsOf(ctx, attendanceArea, [onOrBefore('date', addYears(today, -retentionRule('timeTracking').years))], undefined);
  const byPerson = new Map<number, number[]>();
  for (const row of rows) {
    if (!retentionDue(row.date, 'timeTracking', today)) continue;
    byPerson.set(row.employeeId, [...(byPerson.get(row.employeeId) ?? []), row.id]);
  }
  return byPerson;
}

/**
 * Everything due on `today` among the people `covered` holds (docs/retention.md): for each
 * person, each category due and what its purge would do. The dry run answers it as it is; the
 * purge plans again inside its transaction and applies each item.
 */
export async function planRetention(ctx: AppContext, today: string, covered: PersonTest): Promise<PlannedPerson[]> {
  const gone = await rowsOf(ctx, employeeArea, [onOrBefore('exitDate', addDays(today, -1))], undefined);
  const time = await dueTimeTracking(ctx, today);
  const people = new Map<number, PlannedPerson>();
  for (const employee of gone) {
    if (!(await covered(employee))) continue;
    const items = await dueFromExit(ctx, employee, today);
    if (items.length > 0) people.set(employee.id, { employee, items });
  }
  for (const [employeeId, keys] of time) {
    const employee = people.get(employeeId)?.employee ?? (await ctx.db.get('employees', employeeId));
    if (!employee || !(await covered(employee))) continue;
    const person = people.get(employeeId) ?? { employee, items: [] };
    person.items.push(...removing('timeTracking', 'attendance', keys));
    people.set(employeeId, person);
  }
  // Those who left first, by their exit; then the people still employed (their time tracking only).
  const exitOf = (person: PlannedPerson) => person.employee.exitDate ?? '9999-12-31';
  return [...people.values()].sort((a, b) => exitOf(a).localeCompare(exitOf(b)) || a.employee.id - b.employee.id);
}

/** How many records of each category the plan changes. */
export function countsOf(plan: readonly PlannedPerson[]): Record<RetentionCategory, number> {
  const counts = Object.fromEntries(RETENTION_CATEGORIES.map((category) => [category, 0])) as Record<RetentionCategory, number>;
  for (const person of plan) for (const item of person.items) counts[item.category] += item.records;
  return counts;
}

/** A planned person as the contract answers them: names as they are now, each category with its action and count. */
export function answeredPerson({ employee, items }: PlannedPerson): RetentionPerson {
  const byCategory = new Map<RetentionCategory, { records: number; fields: Set<string> }>();
  for (const item of items) {
    const entry = byCategory.get(item.category) ?? { records: 0, fields: new Set<string>() };
    entry.records += item.records;
    item.fields.forEach((field) => entry.fields.add(field));
    byCategory.set(item.category, entry);
  }
  return {
    employeeId: employee.id,
    name: `${employee.firstName} ${employee.lastName}`,
    matricule: employee.matricule,
    ...(employee.exitDate !== undefined && { exitDate: employee.exitDate }),
    items: RETENTION_CATEGORIES.flatMap((category) => {
      const entry = byCategory.get(category);
      return entry ? [{ category, action: retentionRule(category).action, records: entry.records, fields: [...entry.fields].sort() }] : [];
    }),
  };
}
