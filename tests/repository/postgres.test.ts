// @vitest-environment node
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { openDatabase } from '@server/db/connection';
import { sqlRepositorySuite } from './sql-repository';

/** The PostgreSQL the tests may use (TEST_DATABASE_ADMIN_URL), each run in a database of its own. */
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `effectif_test_${randomBytes(4).toString('hex')}`;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

sqlRepositorySuite('PostgreSQL', async () => {
  try {
    await admin((client) => client.query(`create database ${name}`));
  } catch (error) {
    console.warn(`PostgreSQL tests skipped: no PostgreSQL at ${ADMIN_URL} (${error instanceof Error ? error.message : String(error)})`);
    return undefined;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), dataDir: '' });
});

afterAll(async () => {
  await admin((client) => client.query(`drop database if exists ${name} with (force)`)).catch(() => undefined);
});
