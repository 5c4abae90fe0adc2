import type { PhotoStore, StoredPhoto } from '@server/core/storage/photos';

const DB_NAME = 'effectif-fake-photos';
const STORE = 'photos';

const settled = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** The uploaded photos in their own IndexedDB database (apart from the HR tables: big, and rarely read). */
export async function openIndexedDbPhotoStore(factory: IDBFactory = indexedDB, name = DB_NAME): Promise<PhotoStore> {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE, { keyPath: 'employeeId' });
  };
  const db = await settled(open);
  /** Runs one write on the store, settled once its transaction completes. */
  const writing = (write: (store: IDBObjectStore) => void) => {
    const tx = db.transaction(STORE, 'readwrite');
    write(tx.objectStore(STORE));
    return new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  };
  return {
    async get(employeeId) {
      const found: unknown = await settled(db.transaction(STORE).objectStore(STORE).get(employeeId));
      return (found ?? undefined) as StoredPhoto | undefined;
    },
    async put(photo) {
      await writing((store) => store.put(photo));
    },
    async remove(employeeId) {
      await writing((store) => store.delete(employeeId));
    },
  };
}
