import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * A connection of its own for the one small read many requests wait on at once (the
   * tables' versions, server/db/versions.ts): never queued behind the pool's long statements.
   * PGlite has one connection: the same as `db`.
   */
  side: Db;
  /** `pglite` (a directory) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations not yet applied. */
  migrate(): Promise<void>;
  /** One statement sent straight to the driver (node-postgres or PGlite), bypassing drizzle: the benches' yardstick. */
  query(text: string, params: readonly unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://…: PostgreSQL. */
  databaseUrl?: string;
  /** Where PGlite keeps its files when there is no URL; `memory://` for a throwaway database. */
  dataDir: string;
  /** Told every statement drizzle sends, with its parameters (the benches read the list's SQL). */
  logger?: Logger;
}

/** Opens PostgreSQL when a URL is given, else PGlite over a directory, with the extensions the migrations create. */
export async function openDatabase({ databaseUrl, dataDir, logger }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const sidePool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    const db = pgDrizzle({ client: pool, schema, logger });
    return {
      db,
      side: pgDrizzle({ client: sidePool, schema, logger }),
      kind: 'postgres',
      migrate: () => pgMigrate(db, { migrationsFolder }),
      query: (text, params) => pool.query(text, [...params]),
      close: async () => {
        await Promise.all([pool.end(), sidePool.end()]);
      },
    };
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent, btree_gist } });
  const db = pgliteDrizzle({ client, schema, logger });
  return {
    db,
    side: db,
    kind: 'pglite',
    migrate: () => pgliteMigrate(db, { migrationsFolder }),
    query: (text, params) => client.query(text, [...params]),
    close: () => client.close(),
  };
}
