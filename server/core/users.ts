import { z } from 'zod';
import { grantsOf } from '@/domain/grants';
import type { PublicUser, SessionUser } from '@/domain/user';
import type { StoredUser } from '@server/core/storage/users';
import { acceptableLength, credentialsChecker, invalidCredentials, passwordSignInOff, weakPassword } from './credentials';
import { holdsRoot } from './sign-in/account';
import { accountClosedResponse, closedSince } from './sign-in/closed-account';
import { errorResponse, json, type Routes } from './http';
import type { BackendPorts, Session } from './ports';
import { actorOf, need } from './access/permission';
import type { AppBackend } from './hr/backend';
import { checkAccountReach, factsOf, seesAccount } from './user/account-reach';
import { register } from './register';
import { authorOf, writeAccounts } from './audit/acting';
import { parseBody } from './request-body';

const credentialsSchema = z.object({ email: z.string(), password: z.string() });
/**
 * A password change: with the current credentials, or by a session whose password the server
 * issued (the seeded administrator's first sign-in), which needs only the new one.
 */
const passwordChangeSchema = z.object({ email: z.string().optional(), password: z.string().optional(), newPassword: z.string() });

const toPublic = (user: StoredUser): PublicUser => {
  const { id, email, username, firstName, lastName, role, version } = user;
  return { id, email, username, firstName, lastName, role, grants: grantsOf(user), employeeId: user.employee?.id ?? null, version };
};

/** The sign-in answer: the account, its grants and linked employee, and the session's token. */
export const toSession = (user: StoredUser, token: string): SessionUser & { mustChangePassword?: true } => ({
  ...toPublic(user),
  token,
  data: { _id: String(user.id), email: user.email, role: user.role, grants: grantsOf(user) },
  additional: { employee: user.employee },
  ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
});

/** The accounts of the sign-in screens: /users/authenticate, /users, /users/{id}, /users/register; and a password change. */
export function userHandlers(routes: Routes, ports: Pick<BackendPorts, 'users' | 'passwords' | 'auth' | 'signIn'>, backend: () => Promise<AppBackend>) {
  const { users, passwords, auth } = ports;
  /** The account when the session may see it (docs/roles.md). */
  const seen = async (session: Session | undefined, user: StoredUser | undefined) =>
    user && (await seesAccount(actorOf(session), user, (await backend()).ctx)) ? user : undefined;
  const signedIn = credentialsChecker(ports);
  return [
    routes.on('post', '/users/authenticate', async ({ request }) => {
      const body = await parseBody(request, credentialsSchema);
      const user = body && (await signedIn(body.email, body.password));
      if (!user) return invalidCredentials();
      // Checked once the password is: whether an address is Root's is told to no one else.
      if (ports.signIn?.passwordSignIn === false && !holdsRoot(user)) return passwordSignInOff(ports.signIn.oidc?.name ?? '');
      const closed = await closedSince(user, backend);
      if (closed) return accountClosedResponse(closed);
      return json(toSession(user, await auth.tokenFor(user)));
    }),
    // The account's own password; the account's other sessions end (ASVS 3.3.3).
    routes.on('post', '/users/change-password', async ({ request, session }) => {
      const body = await parseBody(request, passwordChangeSchema);
      if (!body || !acceptableLength(body.newPassword) || body.newPassword === body.password) return weakPassword();
      const user = session?.mustChangePassword
        ? await users.byId(session.userId)
        : await signedIn(body.email ?? '', body.password ?? '');
      if (!user) return invalidCredentials();
      if (await passwords.verify(user.password, body.newPassword)) return weakPassword();
      const password = await passwords.hash(body.newPassword);
      // The holder changes their own password: they sign the entry.
      await writeAccounts(users, backend, 'holder', (tx) => tx.update(user.id, { password, mustChangePassword: false }));
      await auth.revokeOthers(user.id, request);
      return json({ success: true });
    }),
    routes.on(
      'get',
      '/users',
      async ({ session }) => {
        const shown: PublicUser[] = [];
        for (const user of await users.all()) if (await seen(session, user)) shown.push(toPublic(user));
        return json(shown);
      },
      { bearer: true, permission: need('users', 'read') },
    ),
    routes.on(
      'get',
      '/users/:id',
      async ({ params, session }) => {
        const user = await seen(session, await users.byId(Number(params.id)));
        return json(user ? toPublic(user) : null);
      },
      { bearer: true, permission: need('users', 'read') },
    ),
    routes.on('post', '/users/register', register(ports, backend)),
    routes.on(
      'delete',
      '/users/:id',
      async ({ params, session }) => {
        const user = await users.byId(Number(params.id));
        if (!user) return errorResponse(404, 'User not found', { code: 'notFound' });
        await checkAccountReach(actorOf(session), [factsOf(user)], 'delete', (await backend()).ctx);
        await writeAccounts(users, backend, authorOf(session), (tx) => tx.remove(user.id));
        return json({});
      },
      { bearer: true, permission: need('users', 'delete') },
    ),
  ];
}
