import type { RowChange } from './hr-db';
import type { HrPersistence } from './hr-store';
import { TABLE_NAMES, keyField } from './table-keys';
import type { HrTables } from './tables';

const DB_NAME = 'effectif-fake-backend';
/** Raise it when a table is added: the upgrade creates the stores that are missing. */
const DB_VERSION = 1;
const META = 'meta';
const SEEDED = 'seeded';

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
  req.onupgradeneeded = () => {
    const db = req.result;
    for (const table of TABLE_NAMES) {
      if (!db.objectStoreNames.contains(table)) db.createObjectStore(table, { keyPath: keyField(table) });
    }
    if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
  };
  return request(req);
}

export interface IndexedDbPersistence extends HrPersistence {
  /** A value kept beside the tables (e.g. how the seed was generated). */
  readMeta(key: string): Promise<unknown>;
  writeMeta(key: string, value: unknown): Promise<void>;
}

/**
 * One object store per table, keyed like the table. Everything is read at start; each
 * committed transaction writes through only the rows it changed, in one IndexedDB
 * transaction, so a reload or a closed tab finds what was answered.
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
      if ((await readMeta(SEEDED)) !== true) return undefined;
      const tx = db.transaction([...TABLE_NAMES], 'readonly');
      const entries = await Promise.all(
        TABLE_NAMES.map(async (table) => [table, await request(tx.objectStore(table).getAll())] as const),
      );
      return Object.fromEntries(entries) as unknown as HrTables;
    },
    async save(changes: readonly RowChange[]) {
      const tables = [...new Set(changes.map((change) => change.table))];
      const tx = db.transaction(tables, 'readwrite');
      for (const change of changes) {
        const store = tx.objectStore(change.table);
        if (change.after) store.put(change.after);
        else store.delete(change.key);
      }
      await committed(tx);
    },
    async replace(tables: HrTables) {
      const tx = db.transaction([...TABLE_NAMES, META], 'readwrite');
      for (const table of TABLE_NAMES) {
        const store = tx.objectStore(table);
        store.clear();
        for (const row of tables[table]) store.put(row);
      }
      tx.objectStore(META).put(true, SEEDED);
      await committed(tx);
    },
  };
}
