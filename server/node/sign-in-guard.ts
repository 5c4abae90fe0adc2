import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from '@server/core/http';
import type { Db } from '@server/db/connection';
import { signInFailures } from '@server/db/schema';

export interface GuardPolicy {
  /** Failed sign-ins in a row that lock an address. */
  maxFailures: number;
  lockMs: number;
  /** Failed sign-ins one client address may make per window, whatever the account. */
  perClientFailures: number;
  windowMs: number;
}

/** ASVS 2.2.1: 5 failures lock an address for 15 minutes; 20 failures a minute per client are the most it may try. */
export const DEFAULT_GUARD: GuardPolicy = { maxFailures: 5, lockMs: 15 * 60_000, perClientFailures: 20, windowMs: 60_000 };

const minutes = (ms: number) => String(Math.max(1, Math.ceil(ms / 60_000)));

const locked = (remainingMs: number) =>
  errorResponse(429, `Trop d'échecs de connexion : ce compte est bloqué pendant ${minutes(remainingMs)} minutes.`, {
    code: 'auth.locked',
    params: { minutes: minutes(remainingMs) },
  });

const tooManyAttempts = (remainingMs: number) =>
  errorResponse(429, `Trop de tentatives de connexion : réessayez dans ${minutes(remainingMs)} minutes.`, {
    code: 'auth.tooManyAttempts',
    params: { minutes: minutes(remainingMs) },
  });

/** Failures per client in fixed windows, in memory (one server process counts its own). */
function failureCounter(policy: GuardPolicy) {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (client: string, now: number) => {
    const window = windows.get(client);
    return window && now - window.start < policy.windowMs ? window : undefined;
  };
  return {
    /** How long the client must wait (ms), 0 when it may try. */
    wait(client: string, now: number) {
      const window = current(client, now);
      return window && window.count >= policy.perClientFailures ? policy.windowMs - (now - window.start) : 0;
    },
    failed(client: string, now: number) {
      if (windows.size > 10_000) windows.clear();
      const window = current(client, now) ?? { start: now, count: 0 };
      window.count += 1;
      windows.set(client, window);
    },
  };
}

const emailOf = async (request: Request) => {
  const body: unknown = await request.clone().json().catch(() => null);
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/** A refusal for a wrong password (not for a malformed request). */
const wrongPassword = async (response: Response) =>
  response.status === 400 &&
  ((await response.clone().json().catch(() => null)) as { code?: unknown } | null)?.code === 'auth.invalidCredentials';

/**
 * In front of the routes that check a password: too many attempts from one client are refused
 * (429), and an address with `maxFailures` wrong passwords in a row is locked for a while,
 * its failures kept in the database so every server process sees them.
 */
export function signInGuard(db: Db, clientOf: (c: Context) => string, policy = DEFAULT_GUARD): MiddlewareHandler {
  const clients = failureCounter(policy);
  return async (c, next) => {
    const now = Date.now();
    const client = clientOf(c);
    const wait = clients.wait(client, now);
    if (wait > 0) return tooManyAttempts(wait);
    const email = await emailOf(c.req.raw);
    if (!email) return next();
    const [record] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
    if (record?.lockedUntil && record.lockedUntil.getTime() > now) return locked(record.lockedUntil.getTime() - now);
    await next();
    if (c.res.status === 200) {
      if (record) await db.delete(signInFailures).where(eq(signInFailures.email, email));
    } else if (await wrongPassword(c.res)) {
      clients.failed(client, now);
      const failures = (record?.lockedUntil ? 0 : (record?.failures ?? 0)) + 1;
      const lockedUntil = failures >= policy.maxFailures ? new Date(now + policy.lockMs) : null;
      await db
        .insert(signInFailures)
        .values({ email, failures: lockedUntil ? 0 : failures, lockedUntil })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: { failures: lockedUntil ? 0 : sql`${signInFailures.failures} + 1`, lockedUntil },
        });
    }
  };
}
