import { printAdmin, seedNow } from '../database';
import { adminPasswordFromEnv, withDatabase } from './command';

// npm run db:seed: the demo data back as generated today, and a new administrator password.
await withDatabase(async (database) => {
  const { admin, facts } = await seedNow(database, adminPasswordFromEnv());
  process.stderr.write(`Seeded ${database.kind} with ${facts.employees} employees for ${facts.today}.\n`);
  printAdmin(admin);
});
