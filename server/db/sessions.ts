import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { sessionOf } from '@server/core/access/session';
import type { Grant } from '@/domain/grants';
import type { LinkedEmployee } from '@/domain/user';
import type { AuthPort, Session } from '@server/core/ports';
import type { Db } from './connection';
import { sessions } from './schema';
import { versionedCache, type CacheBounds } from './versioned-cache';
import { run } from './run';
import { stampOf, versionsOf, versionsReader, VERSIONS_READ } from './versions';

export interface SessionTimes {
  /** How long a session lives at most, whatever its use (ms). */
  absoluteMs: number;
  /** How long a session lives without a call (ms). */
  idleMs: number;
}

/** ASVS 3.3: sessions end after 12 hours, or 30 minutes without a call. */
export const DEFAULT_SESSION_TIMES: SessionTimes = { absoluteMs: 12 * 3_600_000, idleMs: 30 * 60_000 };

/** A session's last call is written at most this often, so reads are not all writes. */
const TOUCH_EVERY_MS = 60_000;

/** What the sessions table keeps of a token: its SHA-256, never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A session as read, its times in milliseconds. */
interface StoredSession {
  id: number;
  lastSeenAt: number;
  expiresAt: number;
  userId: number;
  firstName: string;
  lastName: string;
  role: string;
  grants: Grant[] | null;
  employee: LinkedEmployee | null;
  mustChangePassword: boolean;
}

const bearerOf = (request: Request) => /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];

/** The versions a kept session depends on: its row, and its account's. */
const SESSION_VERSIONS = ['sessions', 'users'];

/** The sessions a server keeps, each until a write to the sessions or the accounts (a sign-in, a logout, a call after a minute). */
const SESSION_CACHE: CacheBounds = { entries: 10_000, bytes: 16 * 1024 * 1024 };

/**
 * Opaque random tokens, their sessions kept (hashed) in the database: revoked, expired or
 * idle → 401. A session read is kept with the versions of the sessions and accounts tables
 * (`versions`, shared with the HR lists): while they are unchanged, a call reads no session.
 */
export function createSqlAuth(db: Db, times: SessionTimes = DEFAULT_SESSION_TIMES, now = () => new Date(), versions = versionsReader(db)): AuthPort {
  const kept = versionedCache<StoredSession>(SESSION_CACHE);
  /**
   * A session not revoked, of an active account, with its times (checked by the caller), and
   * the versions read by the same statement (one snapshot): the session as it was at them.
   */
  const lookUp = async (hash: string) => {
    const [row] = await run(
      db,
      sql`select v.versions, v.days, s.* from (${VERSIONS_READ}) v left join (
          select s.id, u.id as user_id, u.first_name, u.last_name, u.role, u.grants, u.employee, u.must_change_password,
            (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_at, (extract(epoch from s.expires_at) * 1000)::float8 as expires_at
          from sessions s join users u on u.id = s.user_id
          where s.token_hash = ${hash} and s.revoked_at is null and u.active
          limit 1
        ) s on true`,
    );
    const session: StoredSession | undefined =
      row?.id === null || row?.id === undefined
        ? undefined
        : {
            id: Number(row.id),
            lastSeenAt: Number(row.last_seen_at),
            expiresAt: Number(row.expires_at),
            userId: Number(row.user_id),
            firstName: String(row.first_name),
            lastName: String(row.last_name),
            role: String(row.role),
            grants: (row.grants ?? null) as Grant[] | null,
            employee: (row.employee ?? null) as LinkedEmployee | null,
            mustChangePassword: row.must_change_password === true,
          };
    return { session, versions: versionsOf(row) };
  };
  return {
    async tokenFor(user) {
      const token = randomBytes(32).toString('base64url');
      const opened = now();
      await db.insert(sessions).values({
        tokenHash: tokenHash(token),
        userId: user.id,
        createdAt: opened,
        lastSeenAt: opened,
        expiresAt: new Date(opened.getTime() + times.absoluteMs),
      });
      return token;
    },
    async session(request): Promise<Session | undefined> {
      const token = bearerOf(request);
      if (!token) return undefined;
      const at = now().getTime();
      const hash = tokenHash(token);
      let row: StoredSession | undefined;
      if (kept.has(hash)) {
        const current = await versions();
        row = kept.get(hash, (names) => stampOf(names, current));
      }
      if (!row) {
        const read = await lookUp(hash);
        row = read.session;
        if (row) kept.set(hash, SESSION_VERSIONS, stampOf(SESSION_VERSIONS, read.versions), row);
      }
      if (!row || row.expiresAt <= at || row.lastSeenAt <= at - times.idleMs) return undefined;
      if (at - row.lastSeenAt > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date(at) }).where(eq(sessions.id, row.id));
      }
      // A new session object for each call: the core keeps what it computes for a call by it.
      return sessionOf({ ...row, id: row.userId, grants: row.grants ?? undefined, employee: row.employee ?? null });
    },
    async revoke(request) {
      const token = bearerOf(request);
      if (!token) return;
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt)));
    },
    async revokeOthers(userId, request) {
      const token = bearerOf(request);
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), token ? ne(sessions.tokenHash, tokenHash(token)) : undefined));
    },
  };
}
