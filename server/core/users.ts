import { z } from 'zod';
import { grantsOf } from '@/domain/grants';
import type { PublicUser, SessionUser } from '@/domain/user';
import type { StoredUser } from '@server/core/storage/users';
import { errorResponse, json, parseBody, type Routes } from './http';
import type { BackendPorts, Session } from './ports';
import { actorOf, need } from './access/permission';
import type { AppBackend } from './hr/backend';
import { checkAccountReach, factsOf, seesAccount } from './user/account-reach';
import { register } from './register';

const credentialsSchema = z.object({ email: z.string(), password: z.string() });

/** A new password: long enough to resist guessing (ASVS 2.1.1), and not the one it replaces. */
export const NEW_PASSWORD_MIN_LENGTH = 12;
const passwordChangeSchema = credentialsSchema.extend({ newPassword: z.string().min(NEW_PASSWORD_MIN_LENGTH).max(128) });

const toPublic = (user: StoredUser): PublicUser => {
  const { id, email, username, firstName, lastName, role, version } = user;
  return { id, email, username, firstName, lastName, role, grants: grantsOf(user), employeeId: user.employee?.id ?? null, version };
};

const toSession = (user: StoredUser, token: string): SessionUser & { mustChangePassword?: true } => ({
  ...toPublic(user),
  token,
  data: { _id: String(user.id), email: user.email, role: user.role, grants: grantsOf(user) },
  additional: { employee: user.employee },
  ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
});

const invalidCredentials = () => errorResponse(400, 'Username or password is incorrect', { code: 'auth.invalidCredentials' });

/** The account these credentials open, or undefined: the password is checked through the password port. */
async function signedIn({ users, passwords }: Pick<BackendPorts, 'users' | 'passwords'>, email: string, password: string) {
  const user = await users.byEmail(email);
  return user && (await passwords.verify(user.password, password)) ? user : undefined;
}

/** The accounts of the sign-in screens: /users/authenticate, /users, /users/{id}, /users/register; and a password change. */
export function userHandlers(routes: Routes, ports: Pick<BackendPorts, 'users' | 'passwords' | 'auth'>, backend: () => Promise<AppBackend>) {
  const { users, passwords, auth } = ports;
  /** The account when the session may see it (docs/roles.md). */
  const seen = async (session: Session | undefined, user: StoredUser | undefined) =>
    user && (await seesAccount(actorOf(session), user, (await backend()).ctx)) ? user : undefined;
  return [
    routes.on('post', '/users/authenticate', async ({ request }) => {
      const body = await parseBody(request, credentialsSchema);
      const user = body && (await signedIn(ports, body.email, body.password));
      if (!user) return invalidCredentials();
      return json(toSession(user, await auth.tokenFor(user)));
    }),
    // The account's own password, changed with the current one (the seeded administrator's at first sign-in).
    routes.on('post', '/users/change-password', async ({ request }) => {
      const body = await parseBody(request, passwordChangeSchema);
      if (!body || body.newPassword === body.password) {
        return errorResponse(400, `Le nouveau mot de passe doit compter au moins ${NEW_PASSWORD_MIN_LENGTH} caractères et différer de l'actuel.`, {
          code: 'auth.weakPassword',
          params: { min: String(NEW_PASSWORD_MIN_LENGTH) },
        });
      }
      const user = await signedIn(ports, body.email, body.password);
      if (!user) return invalidCredentials();
      await users.update(user.id, { password: await passwords.hash(body.newPassword), mustChangePassword: false });
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
    routes.on('post', '/users/register', register(ports)),
    routes.on(
      'delete',
      '/users/:id',
      async ({ params, session }) => {
        const user = await users.byId(Number(params.id));
        if (!user) return errorResponse(404, 'User not found', { code: 'notFound' });
        await checkAccountReach(actorOf(session), [factsOf(user)], 'delete', (await backend()).ctx);
        await users.remove(user.id);
        return json({});
      },
      { bearer: true, permission: need('users', 'delete') },
    ),
  ];
}
