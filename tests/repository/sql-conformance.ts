import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@server/db/connection';
import { loadHrTables, sqlHrRepository } from '@server/db/hr-store';
import { repositoryConformance } from './conformance';

/**
 * The conformance suite on the SQL repository, over one database `open` gives for the run
 * (migrated here): each test empties the HR tables and loads its own. `dispose` runs once
 * the database is closed (a test database is dropped only after its connections end).
 */
export function sqlConformance(name: string, open: () => Promise<Database>, dispose?: () => Promise<void>) {
  let database: Promise<Database> | undefined;
  const opened = () =>
    (database ??= open().then(async (fresh) => {
      await fresh.migrate();
      return fresh;
    }));
  // Opened once before the first test: starting PGlite on a busy machine takes longer than a test's hook may.
  beforeAll(() => opened(), 120_000);
  repositoryConformance(name, {
    async open(tables, clock) {
      const { db } = await opened();
      await loadHrTables(db, clock, tables);
      return sqlHrRepository(db, clock);
    },
  });
  afterAll(async () => {
    await (await database)?.close();
    await dispose?.();
  });
}
