import type { KeptAuditEntry, RowChange } from '@server/core/storage/repository';
import type { NotificationSnapshot } from '@server/memory/notification-log';
import type { HrPersistence, SavedRow } from './hr-store';
import { TABLE_NAMES, keyField } from '@server/core/storage/table-keys';
import type { TableName } from '@server/core/storage/tables';

const DB_NAME = 'effectif-fake-backend';
/**
 * Raise it when a table is added or the stored shape changes. An upgrade from before version
 * 3 recreates the tables' stores empty (the demo data is generated again; the changes made
 * to it are lost). Version 1 kept every row of the seed; version 2 keeps only the rows
 * changed since; version 3 adds the fractionnement waivers; version 4 the audit trail
 * (the tables' stores kept); version 5 the approval policies and stand-ins; version 6 the payroll months, codes and exports; version 7 the staff register's lines.
 */
const DB_VERSION = 7;
/** The last version whose upgrade recreated the tables' stores. */
const TABLES_RESHAPED = 3;
const META = 'meta';
/** The audit trail's store, keyed by entry id; a reset leaves it. */
const AUDIT = 'audit';
/** The key, in the meta store, of the notifications and the reminders claimed. */
const NOTIFICATIONS = 'notifications';
/** What a removed row leaves in its table's store, so that the seed's row stays removed. */
const REMOVED = '__removed';

const request = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  const req = factory.open(name, DB_VERSION);
  req.onupgradeneeded = (event) => {
    const db = req.result;
    if (event.oldVersion < TABLES_RESHAPED) {
      for (const table of TABLE_NAMES) {
        if (db.objectStoreNames.contains(table)) db.deleteObjectStore(table);
        db.createObjectStore(table, { keyPath: keyField(table) });
      }
    }
    // A table added since: its store, empty.
    for (const table of TABLE_NAMES) if (!db.objectStoreNames.contains(table)) db.createObjectStore(table, { keyPath: keyField(table) });
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
    if (!db.objectStoreNames.contains(AUDIT)) db.createObjectStore(AUDIT, { keyPath: 'id' });
  };
  return request(req);
}

export interface IndexedDbPersistence extends HrPersistence {
  /** A value kept beside the tables (e.g. how the seed was generated). */
  readMeta(key: string): Promise<unknown>;
  writeMeta(key: string, value: unknown): Promise<void>;
}

function savedRow(table: TableName, stored: Record<string, unknown>): SavedRow {
  const key = Number(stored[keyField(table)]);
  return (stored[REMOVED] === true ? { table, key } : { table, key, after: stored }) as SavedRow;
}

/**
 * One object store per table, keyed like the table, holding the rows changed since the seed
 * (a removed row as a marker). They are read at start; each committed transaction writes
 * through only the rows it changed, in one IndexedDB transaction, so a reload or a closed
 * tab finds what was answered.
 */
export async function openIndexedDbPersistence(
  factory: IDBFactory = indexedDB,
  name = DB_NAME,
): Promise<IndexedDbPersistence> {
  const db = await open(factory, name);

  const readMeta = (key: string) => request(db.transaction(META).objectStore(META).get(key));

  return {
    readMeta,
    async writeMeta(key, value) {
      const tx = db.transaction(META, 'readwrite');
      tx.objectStore(META).put(value, key);
      await committed(tx);
    },
    async load() {
      const tx = db.transaction([...TABLE_NAMES], 'readonly');
      const tables = await Promise.all(
        TABLE_NAMES.map(async (table) => {
          const stored: Record<string, unknown>[] = await request(tx.objectStore(table).getAll());
          return stored.map((row) => savedRow(table, row));
        }),
      );
      return tables.flat();
    },
    async save(changes: readonly RowChange[]) {
      const tables = [...new Set(changes.map((change) => change.table))];
      const tx = db.transaction(tables, 'readwrite');
      for (const change of changes) {
        tx.objectStore(change.table).put(change.after ?? { [keyField(change.table)]: change.key, [REMOVED]: true });
      }
      await committed(tx);
    },
    loadAudit: () => request(db.transaction(AUDIT).objectStore(AUDIT).getAll()) as Promise<KeptAuditEntry[]>,
    async saveAudit(entries) {
      const tx = db.transaction(AUDIT, 'readwrite');
      for (const entry of entries) tx.objectStore(AUDIT).put(entry);
      await committed(tx);
    },
    // One value beside the seed's options: the notifications are few, and a reset leaves them.
    loadNotifications: async () => (await readMeta(NOTIFICATIONS)) as NotificationSnapshot | undefined,
    async saveNotifications(snapshot) {
      const tx = db.transaction(META, 'readwrite');
      tx.objectStore(META).put(snapshot, NOTIFICATIONS);
      await committed(tx);
    },
    async clear() {
      const tx = db.transaction([...TABLE_NAMES], 'readwrite');
      for (const table of TABLE_NAMES) tx.objectStore(table).clear();
      await committed(tx);
    },
  };
}
