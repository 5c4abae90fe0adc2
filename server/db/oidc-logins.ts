import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from './connection';
import { oidcLogins, signInCodes } from './schema';
import { tokenHash } from './sessions';

/** A sign-in under way at the OpenID provider: what its return is checked against. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnUrl: string | null;
}

/** How long a sign-in at the provider may take, from the button to the return (ms). */
export const LOGIN_LIFETIME_MS = 10 * 60_000;

/** How long the app has to take the session of a one-time code (ms): it does so at once. */
export const SIGN_IN_CODE_LIFETIME_MS = 60_000;

/**
 * The sign-ins under way and the one-time codes of those done (docs/sso.md), in the database:
 * any server process sharing it takes the return, and each is taken once (a `DELETE …
 * RETURNING` gives a row to one statement only). Expired rows go with the next write.
 */
export function oidcLoginStore(db: Db, now = () => new Date()) {
  const at = (offsetMs: number) => new Date(now().getTime() + offsetMs);
  return {
    async keep(login: PendingLogin): Promise<void> {
      await db.delete(oidcLogins).where(lte(oidcLogins.expiresAt, now()));
      await db.insert(oidcLogins).values({
        stateHash: tokenHash(login.state),
        nonce: login.nonce,
        codeVerifier: login.codeVerifier,
        returnUrl: login.returnUrl,
        expiresAt: at(LOGIN_LIFETIME_MS),
      });
    },
    /** The login of a state, forgotten as it is read; undefined when unknown, taken already or expired. */
    async take(state: string): Promise<PendingLogin | undefined> {
      const [row] = await db
        .delete(oidcLogins)
        .where(eq(oidcLogins.stateHash, tokenHash(state)))
        .returning();
      if (!row || row.expiresAt <= now()) return undefined;
      return { state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnUrl: row.returnUrl };
    },
    async issueCode(userId: number): Promise<string> {
      await db.delete(signInCodes).where(lte(signInCodes.expiresAt, now()));
      const code = randomBytes(32).toString('base64url');
      await db.insert(signInCodes).values({ codeHash: tokenHash(code), userId, expiresAt: at(SIGN_IN_CODE_LIFETIME_MS) });
      return code;
    },
    async redeemCode(code: string): Promise<number | undefined> {
      const [row] = await db
        .delete(signInCodes)
        .where(and(eq(signInCodes.codeHash, tokenHash(code)), gt(signInCodes.expiresAt, now())))
        .returning({ userId: signInCodes.userId });
      return row?.userId;
    },
  };
}
