import type { KeptAuditEntry, RowChange } from '@server/core/storage/repository';
import type { Clock, HrStore } from '@server/core/storage/store';
import type { HrTables, Row, TableName } from '@server/core/storage/tables';
import { createMemoryRepository } from '@server/memory/repository';
import type { NotificationSnapshot } from '@server/memory/notification-log';

export type { Clock, HrStore };

/** A row as last saved since the seed: its content, or no `after` when it was removed. */
export type SavedRow = { [T in TableName]: { table: T; key: number; after?: Row<T> } }[TableName];

/**
 * Where the changes made since the seed outlive the page: IndexedDB in the browser; nothing
 * in Node. The seed itself is never stored: it is generated again, the same, at each start.
 */
export interface HrPersistence {
  /** Every row changed since the seed, as last saved. */
  load(): Promise<readonly SavedRow[]>;
  /** Writes through the rows one transaction changed. */
  save(changes: readonly RowChange[]): Promise<void>;
  /** Forgets every change (reset); the audit trail stays. */
  clear(): Promise<void>;
  /** The audit trail as saved. */
  loadAudit(): Promise<readonly KeptAuditEntry[]>;
  /** Adds the entries of a committed transaction to the trail. */
  saveAudit(entries: readonly KeptAuditEntry[]): Promise<void>;
  /** The notifications as saved (a reset leaves them). */
  loadNotifications(): Promise<NotificationSnapshot | undefined>;
  saveNotifications(snapshot: NotificationSnapshot): Promise<void>;
}

export interface HrStoreOptions {
  /** The demo data: the same every call (same seed and day). */
  seed: () => HrTables;
  clock: Clock;
  persistence?: HrPersistence;
}

/** Opens the tables: the seed, with the changes saved since put back over it. */
export async function openHrStore({ seed, clock, persistence }: HrStoreOptions): Promise<HrStore> {
  const saved = (await persistence?.load()) ?? [];
  const repository = createMemoryRepository(seed(), clock);
  if (saved.length > 0) await repository.restore(saved);
  repository.restoreAudit((await persistence?.loadAudit()) ?? []);
  const notifications = await persistence?.loadNotifications();
  if (notifications) repository.restoreNotifications(notifications);
  let pending: Promise<void> = Promise.resolve();

  const chain = (write: () => Promise<void>) => {
    pending = pending.then(write).catch((error: unknown) => {
      // The data stays in memory; only a reload would lose it.
      console.error('The fake backend could not save its data', error);
    });
    return pending;
  };

  if (persistence) {
    repository.subscribe((event) => {
      if (event !== 'all' && event.kind === 'committed') void chain(() => persistence.save(event.changes));
    });
    repository.subscribeAudit((entries) => void chain(() => persistence.saveAudit(entries)));
    repository.subscribeNotifications((snapshot) => void chain(() => persistence.saveNotifications(snapshot)));
  }

  return {
    repository,
    clock,
    saved: () => pending,
    async reset() {
      const tables = seed();
      await repository.replaceAll(tables);
      if (persistence) await chain(() => persistence.clear());
    },
  };
}

/** The local calendar date, YYYY-MM-DD. */
export function localToday(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const systemClock: Clock = { today: () => localToday(), now: () => new Date().toISOString() };

/** A clock stopped on one day (tests): the time of day still runs, for distinct timestamps. */
export const fixedClock = (today: string): Clock => ({
  today: () => today,
  now: () => `${today}${new Date().toISOString().slice(10)}`,
});

/**
 * The fake mode's clock: the system's, until a test moves it to another day (docs/testing.md,
 * "Moving the fake backend's clock"); the time of day still runs. Back to the system's with undefined.
 */
export function movableClock(): Clock & { move(today: string | undefined): void } {
  let moved: string | undefined;
  return {
    today: () => moved ?? localToday(),
    now: () => (moved === undefined ? new Date().toISOString() : fixedClock(moved).now()),
    move: (today) => void (moved = today),
  };
}
