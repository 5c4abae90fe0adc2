import { z } from 'zod';
import { grantsOf } from '@/domain/grants';
import type { PublicUser, SessionUser } from '@/domain/user';
import type { StoredUser } from '@server/core/storage/users';
import { acceptableLength, credentialsChecker, invalidCredentials, weakPassword } from './credentials';
import { errorResponse, json, parseBody, type Routes } from './http';
import type { BackendPorts } from './ports';
import { register } from './register';

const credentialsSchema = z.object({ email: z.string(), password: z.string() });
/**
 * A password change: with the current credentials, or by a session whose password the server
 * issued (the seeded administrator's first sign-in), which needs only the new one.
 */
const passwordChangeSchema = z.object({ email: z.string().optional(), password: z.string().optional(), newPassword: z.string() });

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

/** The accounts of the sign-in screens: /users/authenticate, /users, /users/{id}, /users/register; and a password change. */
export function userHandlers(routes: Routes, ports: Pick<BackendPorts, 'users' | 'passwords' | 'auth'>) {
  const { users, passwords, auth } = ports;
  const signedIn = credentialsChecker(ports);
  return [
    routes.on('post', '/users/authenticate', async ({ request }) => {
      const body = await parseBody(request, credentialsSchema);
      const user = body && (await signedIn(body.email, body.password));
      if (!user) return invalidCredentials();
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
      await users.update(user.id, { password: await passwords.hash(body.newPassword), mustChangePassword: false });
      await auth.revokeOthers(user.id, request);
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
    routes.on('post', '/users/register', register(ports)),
    routes.on(
      'delete',
      '/users/:id',
      async ({ params }) => {
        const removed = await users.remove(Number(params.id));
        return removed ? json({}) : errorResponse(404, 'User not found', { code: 'notFound' });
      },
      { bearer: true },
    ),
  ];
}
