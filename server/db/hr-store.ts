import { getTableName, sql } from 'drizzle-orm';
import { HR_AREAS } from '@server/core/hr/area-list';
import { createAppContext } from '@server/core/hr/context';
import type { Clock, HrStore } from '@server/core/storage/store';
import type { HrTables } from '@server/core/storage/tables';
import type { Db } from './connection';
import { createSqlHrRepository, keptView, type SqlHrRepository } from './hr-repository';
import { hrKeys, hrNames, hrSequenceValues, hrTables, hrUniqueKeys } from './hr-schema';

/**
 * The HR repository over the database, knowing every listed area of the core. The views are
 * built over the repository itself (the core's context needs one), and handed to it on its
 * first use.
 */
export function sqlHrRepository(db: Db, clock: Clock): SqlHrRepository {
  const repository: SqlHrRepository = createSqlHrRepository(db, {
    views: () => {
      const ctx = createAppContext(repository, clock);
      return HR_AREAS.map((area) => keptView(ctx.view(area)));
    },
    today: () => clock.today(),
  });
  return repository;
}

/** Every HR table and what is kept beside the rows, emptied. */
async function clearHrTables(db: Db) {
  const tables = [...Object.values(hrTables), hrNames, hrUniqueKeys, hrSequenceValues, hrKeys];
  await db.execute(sql.raw(`truncate ${tables.map((table) => `"${getTableName(table)}"`).join(', ')}`));
}

/** Replaces the HR data by these tables (the seed): rows, unique keys, sequences, then every list's names. */
export async function loadHrTables(db: Db, clock: Clock, tables: HrTables) {
  await clearHrTables(db);
  await sqlHrRepository(db, clock).load(tables);
}

/**
 * The HR tables of a seeded database, read and written in SQL: nothing is held in memory,
 * so that several server processes may share the database. `reset` loads the demo data again.
 */
export async function openSqlHrStore(db: Db, clock: Clock, demo: () => HrTables): Promise<HrStore> {
  return {
    repository: sqlHrRepository(db, clock),
    clock,
    saved: async () => {},
    reset: () => loadHrTables(db, clock, demo()),
  };
}
