import { sql } from 'drizzle-orm';
import type { Db } from './connection';
import { run } from './run';

/**
 * The versions of the tables (migrations/0011): every transaction writing a versioned table
 * changes its version at commit (`hr_names`: the version of each area whose names it wrote),
 * so two reads finding the same versions of a table saw the same rows of it. What a server
 * process keeps (list pages, sessions) is kept with the versions it was read at, and answered
 * again only while they are unchanged.
 */

/** Every version, and the day each area's names were all computed for, read at once. */
export interface Versions {
  versions: ReadonlyMap<string, string>;
  namesDays: ReadonlyMap<string, string>;
}

/** The versions of these names as one text (`name=version,…`; a name never written has none). */
export const stampOf = (names: readonly string[], { versions }: Versions) => names.map((name) => `${name}=${versions.get(name) ?? ''}`).join(',');

const pairs = (value: unknown) => new Map(Object.entries((value ?? {}) as Record<string, string>));

/** Every version and the names' days, as one row: `versions`, `days` (JSON objects). */
export const VERSIONS_READ = sql`select (select json_object_agg(name, version::text) from table_versions) as versions,
  (select json_object_agg(table_name, day) from hr_names_day) as days`;

/** The versions of a row with `versions` and `days`, as `VERSIONS_READ` reads them. */
export const versionsOf = (row: Record<string, unknown> | undefined): Versions => ({ versions: pairs(row?.versions), namesDays: pairs(row?.days) });

/**
 * Reads the versions for many callers at once. A caller is handed the answer of a read that
 * started after it asked — never of one already under way, which may have missed a write
 * committed just before the call — so one read serves every caller that came while the read
 * before it ran. With `writes` (PGlite: `Database.writes`), a caller is also handed the last
 * read while no statement that may write was sent after it: that read sees all there is.
 */
export function versionsReader(db: Db, writes?: () => number): () => Promise<Versions> {
  /** Settles once the read under way (when there is one) has ended; never fails. */
  let idle: Promise<unknown> = Promise.resolve();
  /** The read that starts once that one has ended: callers join it until it starts. */
  let waiting: Promise<Versions> | undefined;
  /** The last read sent, and the count of writes sent before it. */
  let last: { versions: Promise<Versions>; writes: number } | undefined;
  return () => {
    if (writes && last?.writes === writes()) return last.versions;
    if (waiting) return waiting;
    const mine = idle.then(() => {
      waiting = undefined;
      // Counted before the read is sent: a write sent meanwhile makes the count newer than the read, never older.
      const before = writes?.() ?? 0;
      const versions = run(db, VERSIONS_READ).then((rows) => versionsOf(rows[0]));
      last = { versions, writes: before };
      // A read that failed is never handed out again.
      versions.catch(() => {
        if (last?.versions === versions) last = undefined;
      });
      return versions;
    });
    waiting = mine;
    idle = mine.catch(() => undefined);
    return mine;
  };
}
