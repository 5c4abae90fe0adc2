import { eq, sql, type SQL } from 'drizzle-orm';
import type { PhotoStore } from '@server/core/storage/photos';
import type { Db } from './connection';
import { photos } from './schema';

/**
 * The employee's version an upload's file name carries (`upload-{employeeId}-{version}.{ext}`,
 * server/core/user/photo.ts), 0 for any other name.
 */
const uploadVersion = (name: SQL) => sql`coalesce(substring(${name} from '^upload-[0-9]+-([0-9]+)\\.')::int, 0)`;

/** Each employee's last photo, in the database. */
export function createSqlPhotoStore(db: Db): PhotoStore {
  return {
    async get(employeeId) {
      const [row] = await db.select().from(photos).where(eq(photos.employeeId, employeeId)).limit(1);
      return row;
    },
    async put(photo) {
      // Two uploads at once: the employee's record names the later one, so an earlier one that
      // arrives here last does not replace it.
      await db
        .insert(photos)
        .values(photo)
        .onConflictDoUpdate({ target: photos.employeeId, set: photo, setWhere: sql`${uploadVersion(sql`excluded.name_file`)} >= ${uploadVersion(sql`${photos.nameFile}`)}` });
    },
    async remove(employeeId) {
      await db.delete(photos).where(eq(photos.employeeId, employeeId));
    },
  };
}
