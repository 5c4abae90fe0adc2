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
  /**
   * PGlite's only, whose folder is this process's alone: how many statements that may write
   * (every statement but a plain `select`) this process has sent so far. PGlite runs statements one at a
   * time in the order they are sent: what a read sent while the count was N saw still holds
   * while the count is N (server/db/versions.ts).
   */
  writes?: () => number;
  /** `pglite` (a directory) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations not yet applied. */
  migrate(): Promise<void>;
  /** One statement sent straight to the driver (node-postgres or PGlite), bypassing drizzle: the benches' yardstick. */
  query(text: string, params: readonly unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** A plain `select`: it changes no row (this project's selects call no function that writes). */
const READ_ONLY = /^\s*select\b/i;

export interface DatabaseOptions {
  /** postgres://…: PostgreSQL. */
  databaseUrl?: string;
  /** Where PGlite keeps its files when there is no URL; `memory://` for a throwaway database. */
  dataDir: string;
  /** Told every statement drizzle sends, with its parameters (the benches read the list's SQL). */
  logger?: Logger;
}

/**
 * PGlite running the statements and transactions one at a time in the order they come, as
 * it does, but letting the event loop run between two (`setImmediate`). PGlite computes on
 * the server's own thread and hands its next statement over at once: without this, requests
 * that came while it computed would wait for every statement already queued, and then some.
 */
function takingTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(run: () => Promise<R>): Promise<R> => {
    const mine = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    last = mine.catch(() => undefined);
    return mine;
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return (...args: Parameters<PGlite['query']>) => inTurn(() => target.query(...args));
      if (key === 'transaction') return (...args: Parameters<PGlite['transaction']>) => inTurn(() => target.transaction(...args));
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
  let writes = 0;
  const sent = (text: string) => {
    if (!READ_ONLY.test(text)) writes += 1;
  };
  // Drizzle tells its logger of every statement just before it sends it.
  const counting: Logger = {
    logQuery(query, params) {
      sent(query);
      logger?.logQuery(query, params);
    },
  };
  const db = pgliteDrizzle({ client: takingTurns(client), schema, logger: counting });
  return {
    db,
    side: db,
    writes: () => writes,
    kind: 'pglite',
    migrate: () => pgliteMigrate(db, { migrationsFolder }),
    query: (text, params) => {
      sent(text);
      return client.query(text, [...params]);
    },
    close: () => client.close(),
  };
}
