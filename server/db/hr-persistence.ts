import { sql } from 'drizzle-orm';
import type { HrPersistence, SavedRow } from '@mocks/db/hr-store';
import type { RowChange } from '@server/core/storage/repository';
import type { Row, TableName } from '@server/core/storage/tables';
import type { Db } from './connection';
import { hrRows } from './schema';

/**
 * The HR rows changed since the demo data, kept in the database: the tables are the demo
 * data (generated again at each start, for the day the database was seeded) with these over it.
 */
export function sqlHrPersistence(db: Db): HrPersistence {
  return {
    async load() {
      const rows = await db.select().from(hrRows);
      return rows.map((row) => ({ table: row.tableName as TableName, key: row.key, after: (row.data ?? undefined) as Row<TableName> | undefined }) as SavedRow);
    },
    async save(changes: readonly RowChange[]) {
      if (changes.length === 0) return;
      await db.transaction(async (tx) => {
        for (const change of changes) {
          const data = change.after ?? null;
          await tx
            .insert(hrRows)
            .values({ tableName: change.table, key: change.key, data })
            .onConflictDoUpdate({ target: [hrRows.tableName, hrRows.key], set: { data: sql`excluded.data` } });
        }
      });
    },
    async clear() {
      await db.delete(hrRows);
    },
  };
}
