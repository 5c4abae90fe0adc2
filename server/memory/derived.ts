import type { AreaTable, AreaView } from '@server/core/storage/repository';
import { isPrincipalOn, type Assignment } from '@/domain/hr/assignment';
import type { Clock } from '@server/core/storage/store';
import type { Row } from '@server/core/storage/tables';
import { rowKey } from '@server/core/storage/table-keys';
import type { MemoryTables } from './tables';

type KeyIndex = Map<string, Set<number>>;
type View = AreaView<AreaTable, object>;
type RowOf = Row<AreaTable>;

/**
 * Lookups kept up to date as rows are written (inside transactions too, and as they are
 * undone), so that a write never scans a table: the rows by a unique key of a view, the
 * highest number of a sequence, today's principal assignment of each employee.
 */
export function createDerivedIndexes(tables: MemoryTables, clock: Clock) {
  /** By view, then unique field: rows by key value. Built on first use. */
  let unique = new Map<View, Map<string, KeyIndex>>();
  /** By view, then sequence, then group: the highest number. Built on first use. */
  let highs = new Map<View, Map<string, Map<string, number>>>();
  let principals = new Map<number, Assignment | null>();
  let principalsDay = '';

  const add = (index: KeyIndex, value: string | undefined, key: number) => {
    if (value === undefined) return;
    let keys = index.get(value);
    if (!keys) index.set(value, (keys = new Set()));
    keys.add(key);
  };

  tables.onWrite((change) => {
    if (change.table === 'assignments') {
      if (change.before) principals.delete(change.before.employeeId);
      if (change.after) principals.delete(change.after.employeeId);
    }
    for (const [view, indexes] of unique) {
      if (view.table !== change.table) continue;
      for (const spec of view.unique) {
        const index = indexes.get(spec.field);
        if (!index) continue;
        if (change.before) {
          const value = spec.key(change.before as RowOf);
          if (value !== undefined) index.get(value)?.delete(change.key);
        }
        if (change.after) add(index, spec.key(change.after as RowOf), change.key);
      }
    }
    for (const [view, sequences] of highs) {
      if (view.table !== change.table || !change.after) continue;
      for (const [name, groups] of sequences) {
        const held = view.sequences?.[name]?.(change.after as RowOf);
        const group = held?.group ?? '';
        if (held && groups.has(group)) groups.set(group, Math.max(groups.get(group) ?? 0, held.number));
      }
    }
  });
  tables.subscribe((event) => {
    if (event === 'all') [unique, highs, principals] = [new Map(), new Map(), new Map()];
    // A number handed out by an undone write may be given again: counted afresh on next use.
    else if (event.kind === 'undone') for (const { table } of event.changes) for (const view of highs.keys()) if (view.table === table) highs.delete(view);
  });

  const findPrincipal = (employeeId: number, date: string): Assignment | undefined => {
    for (const key of tables.keysWhere('assignments', 'employeeId', employeeId)) {
      const assignment = tables.get('assignments', key);
      if (assignment && isPrincipalOn(assignment, date)) return assignment;
    }
    return undefined;
  };

  return {
    rowsWithKey(view: View, field: string, value: string): ReadonlySet<number> {
      let indexes = unique.get(view);
      if (!indexes) unique.set(view, (indexes = new Map()));
      let index = indexes.get(field);
      if (!index) {
        const spec = view.unique.find((candidate) => candidate.field === field);
        if (!spec) throw new Error(`${view.table} has no unique key on ${field}`);
        indexes.set(field, (index = new Map()));
        for (const row of tables.list(view.table)) add(index, spec.key(row), rowKey(view.table, row));
      }
      return index.get(value) ?? new Set();
    },
    highest(view: View, name: string, group = ''): number {
      const read = view.sequences?.[name];
      if (!read) throw new Error(`${view.table} has no sequence ${name}`);
      let sequences = highs.get(view);
      if (!sequences) highs.set(view, (sequences = new Map()));
      let groups = sequences.get(name);
      if (!groups) sequences.set(name, (groups = new Map()));
      let value = groups.get(group);
      if (value === undefined) {
        value = 0;
        for (const row of tables.list(view.table)) {
          const held = read(row);
          if (held && (held.group ?? '') === group) value = Math.max(value, held.number);
        }
        groups.set(group, value);
      }
      return value;
    },
    /** The principal assignment covering `date`; today's are kept until theirs change or the day does. */
    principalAssignment(employeeId: number, date: string): Assignment | undefined {
      const today = clock.today();
      if (date !== today) return findPrincipal(employeeId, date);
      if (principalsDay !== today) [principals, principalsDay] = [new Map(), today];
      let found = principals.get(employeeId);
      if (found === undefined) principals.set(employeeId, (found = findPrincipal(employeeId, today) ?? null));
      return found ?? undefined;
    },
  };
}

export type DerivedIndexes = ReturnType<typeof createDerivedIndexes>;
