import type { AuditEntry } from '@/contract/audit';
import type { AuditOwner, AuditQuery, KeptAuditEntry, NewAuditEntry, Page } from '@server/core/storage/repository';

/**
 * The audit trail in memory, apart from the HR tables (a reset replaces the tables, not the
 * trail). Entries staged by the running transaction are kept when it commits, dropped when
 * it fails; listeners hear the kept ones (the fake mode writes them to IndexedDB).
 */
export interface AuditLog {
  page(query: AuditQuery, staged?: boolean): Page<AuditEntry>;
  stage(entries: readonly NewAuditEntry[]): void;
  /** Takes the values out of the entries about the person when the running transaction commits; how many there are. */
  forget(employeeId: number): number;
  /** Ends the running transaction's staging: keeps its entries (`commit`) or drops them. */
  end(commit: boolean): void;
  /** Puts back entries saved earlier (at start). */
  restore(entries: readonly KeptAuditEntry[]): void;
  subscribe(listener: (entries: readonly KeptAuditEntry[]) => void): void;
}

/** Whether a row's owner (an entry's, a message's) is held by one of the reader's limits (each set's ids looked up once made a set). */
export function ownerTest(ownedBy: AuditQuery['ownedBy']): (row: { owner?: AuditOwner }) => boolean {
  if (ownedBy === undefined) return () => true;
  const held = new Map<string, Set<number>>();
  for (const { set, ids } of ownedBy) held.set(set, new Set([...(held.get(set) ?? []), ...ids]));
  return ({ owner }) => owner !== undefined && held.get(owner.set)?.has(owner.id) === true;
}

/** The test of the entries a query asks for. */
function matcher(query: AuditQuery): (entry: KeptAuditEntry) => boolean {
  const owned = ownerTest(query.ownedBy);
  return (entry) =>
    (query.userId === undefined || entry.userId === query.userId) &&
    (query.areas === undefined || query.areas.includes(entry.area)) &&
    (query.recordId === undefined || entry.recordId === query.recordId) &&
    (query.since === undefined || entry.at >= query.since) &&
    (query.until === undefined || entry.at < query.until) &&
    (query.afterId === undefined || entry.id > query.afterId) &&
    owned(entry);
}

/** An entry as its readers get it: without its owner. */
const answered = ({ owner, ...entry }: KeptAuditEntry): AuditEntry => (void owner, entry);

export function createAuditLog(): AuditLog {
  /** Oldest first, as numbered. */
  const entries: KeptAuditEntry[] = [];
  let staged: KeptAuditEntry[] = [];
  const listeners: ((entries: readonly KeptAuditEntry[]) => void)[] = [];
  let forgotten: number[] = [];
  const lastId = () => staged.at(-1)?.id ?? entries.at(-1)?.id ?? 0;
  const about = (employeeId: number) => (entry: KeptAuditEntry) => entry.owner?.set === 'people' && entry.owner.id === employeeId;
  /** The entries about the people forgotten, their values taken out (in place): the ones changed. */
  const forgetValues = (people: readonly number[]): KeptAuditEntry[] => {
    const changed: KeptAuditEntry[] = [];
    entries.forEach((entry, index) => {
      if (!people.some((employeeId) => about(employeeId)(entry))) return;
      entries[index] = { ...entry, changes: entry.changes.map(({ field }) => ({ field, private: true as const })) };
      changed.push(entries[index]);
    });
    return changed;
  };

  return {
    page(query, withStaged = false) {
      const all = withStaged ? [...entries, ...staged] : entries;
      const matches = matcher(query);
      const found: KeptAuditEntry[] = [];
      for (let index = all.length - 1; index >= 0; index -= 1) if (matches(all[index])) found.push(all[index]);
      const start = (query.page - 1) * query.pageSize;
      return { items: found.slice(start, start + query.pageSize).map(answered), total: found.length };
    },
    stage(added) {
      for (const entry of added) staged.push({ id: lastId() + 1, ...entry });
    },
    forget(employeeId) {
      forgotten.push(employeeId);
      return entries.filter(about(employeeId)).length;
    },
    end(commit) {
      const kept = staged;
      const people = forgotten;
      staged = [];
      forgotten = [];
      const changed = commit ? forgetValues(people) : [];
      if (!commit || kept.length + changed.length === 0) return;
      entries.push(...kept);
      for (const listener of listeners) listener([...changed, ...kept]);
    },
    restore(saved) {
      entries.push(...saved);
      entries.sort((a, b) => a.id - b.id);
    },
    subscribe: (listener) => void listeners.push(listener),
  };
}
