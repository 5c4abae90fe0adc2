import { sql } from 'drizzle-orm';
import { fixedClock, localToday } from '@mocks/db/hr-store';
import { openDatabase, type Database } from '@server/db/connection';
import { loadHrTables } from '@server/db/hr-store';
import { DEFAULT_EMPLOYEES, demoTables, seedDatabase, seedFacts, type SeedFacts } from '@server/db/seed';
import type { ServerConfig } from './config';
import { argon2Passwords } from './passwords';

/** The configured database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export async function openConfiguredDatabase(config: Pick<ServerConfig, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  return database;
}

/**
 * Seeds with the demo data of today (into the HR tables, every change since forgotten) and a
 * new administrator password, which is returned to be shown once. The seed facts are written
 * last: a seed cut short is done again at the next start.
 */
export async function seedNow(database: Database, adminPassword?: string, today = localToday()) {
  const facts: SeedFacts = { today, employees: Number(process.env.SEED_EMPLOYEES ?? DEFAULT_EMPLOYEES) };
  await loadHrTables(database.db, fixedClock(today), demoTables(facts));
  const admin = await seedDatabase(database.db, { ...facts, passwords: argon2Passwords, adminPassword });
  return { facts, admin };
}

/** The seed facts of the database, seeding it first when it is empty. */
export async function ensureSeeded(database: Database, adminPassword?: string, today?: string) {
  const facts = await seedFacts(database.db);
  if (facts) return { facts, admin: undefined };
  return seedNow(database, adminPassword, today);
}

/** Forgets everything: every table, then the migrations again. */
export async function dropEverything(database: Database) {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema if exists hr_seed cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
}

/** How the seeded administrator's password is shown: once, on the console, never in the logs. */
export function printAdmin({ adminEmail, adminPassword }: { adminEmail: string; adminPassword: string }) {
  process.stderr.write(
    [
      '',
      '  The database was seeded with the demo data and its administrator:',
      `    e-mail:   ${adminEmail}`,
      `    password: ${adminPassword}`,
      '  This password is shown only now; it must be changed at the first sign-in.',
      '',
      '',
    ].join('\n'),
  );
}
