import type { Database } from '@server/db/connection';
import { readConfig } from '../config';
import { dataDirBusy } from '../data-dir-lock';
import { openConfiguredDatabase } from '../database';

/** Runs a maintenance command against the configured database, then closes it. */
export async function withDatabase(run: (database: Database) => Promise<void>) {
  const read = readConfig(process.env);
  if ('problems' in read) {
    process.stderr.write(`The environment is wrong:\n${read.problems.map((line) => `  - ${line}`).join('\n')}\n`);
    process.exit(1);
  }
  const busy = read.config.DATABASE_URL ? undefined : dataDirBusy(read.config.DATA_DIR);
  if (busy) {
    process.stderr.write(`Not now: ${busy}.\n`);
    process.exit(1);
  }
  const database = await openConfiguredDatabase(read.config);
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

/** The administrator password the environment sets (tests), else undefined: a random one. */
export const adminPasswordFromEnv = () => process.env.SEED_ADMIN_PASSWORD || undefined;
