import type { HrRepository } from '@server/core/storage/repository';
import type { Database } from '@server/db/connection';
import { sqlHrRepository } from '@server/db/hr-store';
import { repositoryConformance } from './conformance';

/** The conformance suite on the SQL repository, each test on a fresh database that `open` gives (migrated here). */
export function sqlConformance(name: string, open: () => Promise<{ database: Database; drop?: () => Promise<void> }>) {
  const opened = new Map<HrRepository, { database: Database; drop?: () => Promise<void> }>();
  repositoryConformance(name, {
    async open(tables, clock) {
      const fresh = await open();
      await fresh.database.migrate();
      const repository = sqlHrRepository(fresh.database.db, clock);
      await repository.load(tables);
      opened.set(repository, fresh);
      return repository;
    },
    async close(repository) {
      const fresh = opened.get(repository);
      opened.delete(repository);
      await fresh?.database.close();
      await fresh?.drop?.();
    },
  });
}
