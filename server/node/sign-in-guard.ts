import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from '@server/core/http';
import type { Db } from '@server/db/connection';
import { signInFailures } from '@server/db/schema';

export interface GuardPolicy {
  /** Failed sign-ins in a row that lock an address. */
  maxFailures: number;
  lockMs: number;
  /** Sign-in attempts one client address may make per window, whatever the account. */
  perClientAttempts: number;
  windowMs: number;
}

/** ASVS 2.2.1: 5 failures lock an address for 15 minutes; 20 attempts a minute per client. */
export const DEFAULT_GUARD: GuardPolicy = { maxFailures: 5, lockMs: 15 * 60_000, perClientAttempts: 20, windowMs: 60_000 };

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

/** Attempts per client in fixed windows, in memory (one server process counts its own). */
function attemptCounter(policy: GuardPolicy) {
  const windows = new Map<string, { start: number; count: number }>();
  return (client: string, now: number) => {
    let window = windows.get(client);
    if (!window || now - window.start >= policy.windowMs) {
      if (windows.size > 10_000) windows.clear();
      window = { start: now, count: 0 };
      windows.set(client, window);
    }
    window.count += 1;
    return window.count > policy.perClientAttempts ? policy.windowMs - (now - window.start) : 0;
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
  const counted = attemptCounter(policy);
  return async (c, next) => {
    const now = Date.now();
    const wait = counted(clientOf(c), now);
    if (wait > 0) return tooManyAttempts(wait);
    const email = await emailOf(c.req.raw);
    if (!email) return next();
    const [record] = await db.select().from(signInFailures).where(eq(signInFailures.email, email));
    if (record?.lockedUntil && record.lockedUntil.getTime() > now) return locked(record.lockedUntil.getTime() - now);
    await next();
    if (c.res.status === 200) {
      if (record) await db.delete(signInFailures).where(eq(signInFailures.email, email));
    } else if (await wrongPassword(c.res)) {
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
