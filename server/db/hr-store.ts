import { getTableName, sql } from 'drizzle-orm';
import { HR_AREAS } from '@server/core/hr/area-list';
import { createAppContext } from '@server/core/hr/context';
import type { Clock, HrStore } from '@server/core/storage/store';
import type { HrTables } from '@server/core/storage/tables';
import type { Db } from './connection';
import { createSqlHrRepository, keptView, TIDY_AFTER_ROWS, vacuumTables, type SqlHrRepository, type SqlHrRepositoryOptions } from './hr-repository';
import { run } from './hr-reader';
import { hrChanged, hrKeys, hrNames, hrNamesDay, hrSequenceValues, hrTables, hrUniqueKeys } from './hr-schema';

/**
 * The HR repository over the database, knowing every listed area of the core. The views are
 * built over the repository itself (the core's context needs one), and handed to it on its
 * first use.
 */
export function sqlHrRepository(db: Db, clock: Clock, kept: Pick<SqlHrRepositoryOptions, 'listCache' | 'versions'> = {}): SqlHrRepository {
  const repository: SqlHrRepository = createSqlHrRepository(db, {
    views: () => {
      const ctx = createAppContext(repository, clock);
      return HR_AREAS.map((area) => keptView(ctx.view(area)));
    },
    today: () => clock.today(),
    ...kept,
  });
  return repository;
}

/** Every HR table and what is kept beside the rows. */
const HR_TABLE_NAMES = [...Object.values(hrTables), hrNames, hrNamesDay, hrUniqueKeys, hrSequenceValues, hrKeys].map((table) => getTableName(table));
/** The schema where a copy of the seeded HR tables is kept, for `reset`. */
const SEED_COPY = 'hr_seed';

const clearHrTables = (db: Db) => db.execute(sql.raw(`truncate ${HR_TABLE_NAMES.map((name) => `"${name}"`).join(', ')}`));

/** Replaces the HR data by these tables (the seed): rows, unique keys, sequences, every list's names; then keeps a copy. */
export async function loadHrTables(db: Db, clock: Clock, tables: HrTables) {
  await clearHrTables(db);
  await sqlHrRepository(db, clock).load(tables);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`drop schema if exists ${SEED_COPY} cascade`));
    await tx.execute(sql.raw(`create schema ${SEED_COPY}`));
    for (const name of HR_TABLE_NAMES) await tx.execute(sql.raw(`create table ${SEED_COPY}."${name}" as table "${name}"`));
    await tx.delete(hrChanged);
  });
  // A large seed: its statistics taken, the dead rows its names left cleared.
  if (Object.values(tables).reduce((count, rows) => count + rows.length, 0) >= TIDY_AFTER_ROWS) await vacuumTables(db, HR_TABLE_NAMES);
}

/**
 * Puts the seeded HR data back from its copy (a whole seed is slow to compute again); false
 * when there is none. Only the tables written since (`hr_changed`) are compared with the
 * copy, row by row: the rows not in it go, the ones missing come back.
 */
async function restoreSeedCopy(db: Db) {
  const [kept] = await run(db, sql`select to_regclass(${`${SEED_COPY}.hr_employees`}) is not null as kept`);
  if (!kept?.kept) return false;
  await db.transaction(async (tx) => {
    const written = new Set((await tx.select().from(hrChanged)).map((row) => row.tableName));
    const changed = HR_TABLE_NAMES.filter((name) => written.has(name));
    // Every removal first: what stays is a part of the seed, so no insert below meets a conflict.
    for (const name of changed) {
      await tx.execute(sql.raw(`delete from "${name}" as kept where kept::text not in (select seeded::text from ${SEED_COPY}."${name}" as seeded)`));
    }
    for (const name of changed) {
      await tx.execute(sql.raw(`insert into "${name}" select * from ${SEED_COPY}."${name}" as seeded where seeded::text not in (select kept::text from "${name}" as kept)`));
    }
    await tx.delete(hrChanged);
  });
  return true;
}

/**
 * The HR tables of a seeded database, read and written in SQL: nothing is held in memory but
 * list pages, each checked against the versions of what it read before it is answered again,
 * so that several server processes may share the database. `reset` puts the seeded data back.
 */
export async function openSqlHrStore(
  db: Db,
  clock: Clock,
  demo: () => HrTables,
  kept?: Pick<SqlHrRepositoryOptions, 'listCache' | 'versions'>,
): Promise<HrStore> {
  return {
    repository: sqlHrRepository(db, clock, kept),
    clock,
    saved: async () => {},
    async reset() {
      if (!(await restoreSeedCopy(db))) await loadHrTables(db, clock, demo());
    },
  };
}
