import type { SQL } from 'drizzle-orm';
import type { Db } from './connection';

/** What drizzle's `execute` gives on both drivers: the rows. */
type Rows = { rows: Record<string, unknown>[] };
export const run = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows).rows;
