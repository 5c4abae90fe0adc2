import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the tests may use (TEST_DATABASE_ADMIN_URL); each test makes databases of its own there. */
export const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Why the PostgreSQL tests are skipped, or undefined when PostgreSQL answers. */
export async function postgresAbsence(): Promise<string | undefined> {
  try {
    await admin((client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    const reason = `no PostgreSQL at ${ADMIN_URL} (${error instanceof Error ? error.message : String(error)})`;
    console.warn(`PostgreSQL tests skipped: ${reason}`);
    return reason;
  }
}

/** A new empty database: its URL, and how to drop it. */
export async function freshPostgresDatabase() {
  const name = `effectif_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (client) => {
        // A pool's end() resolves before its connections have closed: a forced drop meanwhile
        // would end them with an error no one listens to. Wait for them (5 s at most) first.
        for (let tries = 0; tries < 100; tries += 1) {
          const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
          if (rows[0]?.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
