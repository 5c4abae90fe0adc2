import { z } from 'zod';
import { grantsOf } from '@/domain/grants';
import type { PublicUser, SessionUser } from '@/domain/user';
import type { StoredUser } from '@server/core/storage/users';
import { errorResponse, json, parseBody, type Routes } from './http';
import type { BackendPorts } from './ports';
import { register } from './register';
import { actorOf, holderOf, recordAccounts } from './audit/acting';
import type { AppBackend } from './hr/backend';

const credentialsSchema = z.object({ email: z.string(), password: z.string() });

/** A new password: long enough to resist guessing (ASVS 2.1.1), and not the one it replaces. */
export const NEW_PASSWORD_MIN_LENGTH = 12;
const passwordChangeSchema = credentialsSchema.extend({ newPassword: z.string().min(NEW_PASSWORD_MIN_LENGTH).max(128) });

const toPublic = ({ id, email, username, firstName, lastName, role, version }: StoredUser): PublicUser => ({
  id,
  email,
  username,
  firstName,
  lastName,
  role,
  version,
});

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
      // The holder changes their own password: they sign the entry.
      const changed = await users.byId(user.id);
      await recordAccounts(backend, holderOf(user), [{ before: user, after: changed }]);
      return json({ success: true });
    }),
    routes.on('get', '/users', async () => json((await users.all()).map(toPublic)), { bearer: true }),
    routes.on(
      'get',
      '/users/:id',
      async ({ params }) => {
        const user = await users.byId(Number(params.id));
        return json(user ? toPublic(user) : null);
      },
      { bearer: true },
    ),
    routes.on('post', '/users/register', register(ports, backend)),
    routes.on(
      'delete',
      '/users/:id',
      async ({ params, session }) => {
        const user = await users.byId(Number(params.id));
        const removed = user !== undefined && (await users.remove(user.id));
        if (!removed) return errorResponse(404, 'User not found', { code: 'notFound' });
        await recordAccounts(backend, actorOf(session), [{ before: user }]);
        return json({});
      },
      { bearer: true },
    ),
  ];
}
