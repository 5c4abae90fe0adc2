import { describe, it } from 'vitest';
import { openDatabase } from '@server/db/connection';
import { freshPostgresDatabase, postgresAbsence } from './postgres-admin';
import { listCacheSuite } from './list-cache';
import { refusalSuite } from './refusals';
import { sqlConformance } from './sql-conformance';
import { sqlRepositorySuite } from './sql-repository';

const absence = await postgresAbsence();

if (absence) {
  describe('the HR repository on PostgreSQL', () => {
    it.skip(`skipped: ${absence}`, () => {});
  });
} else {
  const shared = await freshPostgresDatabase();
  sqlRepositorySuite('PostgreSQL', () => openDatabase({ databaseUrl: shared.url, dataDir: '' }), shared.drop);
  const cached = await freshPostgresDatabase();
  listCacheSuite('PostgreSQL', () => openDatabase({ databaseUrl: cached.url, dataDir: '' }), cached.drop);
  const conformance = await freshPostgresDatabase();
  sqlConformance('SQL on PostgreSQL', () => openDatabase({ databaseUrl: conformance.url, dataDir: '' }), conformance.drop);
  const refusals = await freshPostgresDatabase();
  refusalSuite('PostgreSQL', () => openDatabase({ databaseUrl: refusals.url, dataDir: '' }), refusals.drop);
}
