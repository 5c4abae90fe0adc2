import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessionOf } from '@server/core/access/session';
import type { AuthPort, Session } from '@server/core/ports';
import type { Db } from './connection';
import { sessions, users } from './schema';

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

const bearerOf = (request: Request) => /^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];

/** Opaque random tokens, their sessions kept (hashed) in the database: revoked, expired or idle → 401. */
export function createSqlAuth(db: Db, times: SessionTimes = DEFAULT_SESSION_TIMES, now = () => new Date()): AuthPort {
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
      const at = now();
      const [row] = await db
        .select({
          id: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          grants: users.grants,
          employee: users.employee,
          mustChangePassword: users.mustChangePassword,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
            gt(sessions.lastSeenAt, new Date(at.getTime() - times.idleMs)),
            eq(users.active, true),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, row.id));
      }
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
