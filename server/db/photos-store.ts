import { eq } from 'drizzle-orm';
import type { PhotoStore } from '@server/core/storage/photos';
import type { Db } from './connection';
import { photos } from './schema';

/** Each employee's last photo, in the database. */
export function createSqlPhotoStore(db: Db): PhotoStore {
  return {
    async get(employeeId) {
      const [row] = await db.select().from(photos).where(eq(photos.employeeId, employeeId)).limit(1);
      return row;
    },
    async put(photo) {
      await db.insert(photos).values(photo).onConflictDoUpdate({ target: photos.employeeId, set: photo });
    },
  };
}
