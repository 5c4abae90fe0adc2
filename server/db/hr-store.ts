import { openHrStore } from '@mocks/db/hr-store';
import type { Clock, HrStore } from '@server/core/storage/store';
import type { HrTables } from '@server/core/storage/tables';
import type { Db } from './connection';
import { sqlHrPersistence } from './hr-persistence';
import { demoTables, type SeedFacts } from './seed';

/**
 * The HR tables of a seeded database: the demo data generated for its seed day, with the
 * changes kept in the database put back over it. Read in memory; every write goes to the database.
 */
export function openSqlHrStore(db: Db, facts: SeedFacts, clock: Clock): Promise<HrStore> {
  let demo: HrTables | undefined;
  return openHrStore({ seed: () => (demo ??= demoTables(facts)), clock, persistence: sqlHrPersistence(db) });
}
