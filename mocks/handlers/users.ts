import { HttpResponse } from 'msw';
import { z } from 'zod';
import { ROOT_ROLE, type PublicUser, type SessionUser } from '@/domain/user';
import { FAKE_TOKEN } from '../config';
import type { StoredUser, UsersDb } from '../db/users';
import { errorResponse, parseBody, type Routes } from './http';

const credentialsSchema = z.object({ email: z.string(), password: z.string() });
const registrationSchema = z.object({
  email: z.email(),
  username: z.string().trim().min(1),
  password: z.string().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

const toPublic = ({ id, email, username, firstName, lastName, role }: StoredUser): PublicUser => ({
  id,
  email,
  username,
  firstName,
  lastName,
  role,
});

const toSession = (user: StoredUser): SessionUser => ({
  ...toPublic(user),
  token: FAKE_TOKEN,
  data: { _id: String(user.id), email: user.email, role: user.role },
  additional: { employee: user.employee },
});

const randomCode = () => String(Math.floor(10000 + Math.random() * 90000));

/** SPEC.md §7 "Fake backend": /users/authenticate, /users, /users/{id}, /users/register. */
export function userHandlers(routes: Routes, users: UsersDb) {
  return [
    routes.on('post', '/users/authenticate', async ({ request }) => {
      const body = await parseBody(request, credentialsSchema);
      const user = body && users.byEmail(body.email);
      if (!body || !user || user.password !== body.password) {
        return errorResponse(400, 'Username or password is incorrect', { code: 'auth.invalidCredentials' });
      }
      return HttpResponse.json(toSession(user));
    }),
    routes.on('get', '/users', () => HttpResponse.json(users.all().map(toPublic)), { bearer: true }),
    routes.on(
      'get',
      '/users/:id',
      ({ params }) => {
        const user = users.byId(Number(params.id));
        return HttpResponse.json(user ? toPublic(user) : null);
      },
      { bearer: true },
    ),
    routes.on('post', '/users/register', async ({ request }) => {
      const body = await parseBody(request, registrationSchema);
      if (!body) {
        return errorResponse(400, 'Email, username and password are required', { code: 'auth.registrationInvalid' });
      }
      const taken = users.all().some((user) => user.username.toLowerCase() === body.username.toLowerCase());
      if (taken) {
        return errorResponse(400, `Username "${body.username}" is already taken`, {
          code: 'auth.usernameTaken',
          params: { username: body.username },
        });
      }
      if (users.byEmail(body.email)) {
        return errorResponse(400, `Email "${body.email}" is already registered`, {
          code: 'auth.emailTaken',
          params: { email: body.email },
        });
      }
      users.add({
        email: body.email,
        username: body.username,
        password: body.password,
        firstName: body.firstName ?? '',
        lastName: body.lastName ?? '',
        role: ROOT_ROLE,
        employee: null,
        activationCode: randomCode(),
        active: false,
      });
      return HttpResponse.json({});
    }),
    routes.on(
      'delete',
      '/users/:id',
      ({ params }) => {
        const removed = users.remove(Number(params.id));
        return removed ? HttpResponse.json({}) : errorResponse(404, 'User not found', { code: 'notFound' });
      },
      { bearer: true },
    ),
  ];
}
