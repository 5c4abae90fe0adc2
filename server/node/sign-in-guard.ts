import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from '@server/core/http';
import type { Db } from '@server/db/connection';
import { signInFailures } from '@server/db/schema';
import { hasUnstorableCharacter } from '@/domain/text';

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

/** The address a request is about: `email`, or the activation's `username`. */
const emailOf = async (request: Request) => {
  const body: unknown = await request.clone().json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as { email?: unknown; username?: unknown }) : {};
  const email = fields.email ?? fields.username;
  // An address no database can store is no account's: the route itself refuses it (400).
  return typeof email === 'string' && !hasUnstorableCharacter(email) ? email.trim().toLowerCase() : undefined;
};

/** The refusals of a wrong secret: a password, a reset code, an activation code (not of a malformed request). */
const WRONG_SECRET = new Set(['auth.invalidCredentials', 'auth.resetCodeInvalid', 'auth.activationFailed']);
const wrongSecret = async (response: Response) => {
  if (response.status !== 400) return false;
  const code = ((await response.clone().json().catch(() => null)) as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WRONG_SECRET.has(code);
};

/**
 * In front of the routes that check a secret (a password, a reset or an activation code):
 * too many attempts from one client are refused
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
    } else if (await wrongSecret(c.res)) {
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
