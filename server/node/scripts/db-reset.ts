import { dropEverything, printAdmin, seedNow } from '../database';
import { adminPasswordFromEnv, withDatabase } from './command';

// npm run db:reset: every table dropped, the migrations run again, then the seed.
await withDatabase(async (database) => {
  await dropEverything(database);
  await database.migrate();
  const { admin } = await seedNow(database, adminPasswordFromEnv());
  process.stderr.write(`The ${database.kind} database was emptied and seeded again.\n`);
  printAdmin(admin);
});
