import { z } from 'zod';
import type { PublicUser, SessionUser } from '@/domain/user';
import type { StoredUser, UsersDb } from '@server/core/storage/users';
import { errorResponse, json, parseBody, type Routes } from './http';
import type { AuthPort } from './ports';
import { register } from './register';

const credentialsSchema = z.object({ email: z.string(), password: z.string() });

const toPublic = ({ id, email, username, firstName, lastName, role, version }: StoredUser): PublicUser => ({
  id,
  email,
  username,
  firstName,
  lastName,
  role,
  version,
});

const toSession = (user: StoredUser, token: string): SessionUser => ({
  ...toPublic(user),
  token,
  data: { _id: String(user.id), email: user.email, role: user.role },
  additional: { employee: user.employee },
});

/** The accounts of the sign-in screens: /users/authenticate, /users, /users/{id}, /users/register. */
export function userHandlers(routes: Routes, users: UsersDb, auth: AuthPort) {
  return [
    routes.on('post', '/users/authenticate', async ({ request }) => {
      const body = await parseBody(request, credentialsSchema);
      const user = body && users.byEmail(body.email);
      if (!body || !user || user.password !== body.password) {
        return errorResponse(400, 'Username or password is incorrect', { code: 'auth.invalidCredentials' });
      }
      return json(toSession(user, auth.tokenFor(user)));
    }),
    routes.on('get', '/users', () => json(users.all().map(toPublic)), { bearer: true }),
    routes.on(
      'get',
      '/users/:id',
      ({ params }) => {
        const user = users.byId(Number(params.id));
        return json(user ? toPublic(user) : null);
      },
      { bearer: true },
    ),
    routes.on('post', '/users/register', register(users)),
    routes.on(
      'delete',
      '/users/:id',
      ({ params }) => {
        const removed = users.remove(Number(params.id));
        return removed ? json({}) : errorResponse(404, 'User not found', { code: 'notFound' });
      },
      { bearer: true },
    ),
  ];
}
