import { describe, expect, it } from 'vitest';
import { isIdParameter } from '@/contract/ids';
import { call, connectToServer } from './http';
import { ROUTES } from './route-list';

connectToServer();

/** Every route of the contract that names a record by id in its path. */
const idRoutes = ROUTES.filter((route) => /:(\w+)/.test(route.path) && [...route.path.matchAll(/:(\w+)/g)].some(([, name]) => isIdParameter(name)));

/** Ways of writing 2 (or another id) that are not its plain decimal form. */
const spellings = (id: number) => [`${id}.0`, `0${id}`, `${id}e0`, `+${id}`, ` ${id}`, `0x${id.toString(16)}`, `-${id}`, '1e309', `${id} `];

const pathWith = (path: string, id: string) =>
  path.replace(/:(\w+)/g, (_whole, name: string) => (isIdParameter(name) ? encodeURIComponent(id) : name === 'kind' ? 'photo' : 'x'));

describe('an id in a path is a positive integer in plain decimal, on every route', () => {
  it('lists the routes that take an id (the table is where the routes come from)', () => {
    expect(idRoutes.length).toBeGreaterThan(40);
    expect(idRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['delete /users/:id', 'put /user/:id', 'get /app/employee/:id', 'delete /app/service/:id']),
    );
  });

  it.each(idRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s names no record with 2.0, 02, 2e0, +2, " 2", 0x2, -1 or 1e309',
    async (_name, route) => {
      for (const id of spellings(2)) {
        const answer = await call(route.method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE', pathWith(route.path, id), route.method === 'get' || route.method === 'delete' ? undefined : {});
        expect([400, 404], `${route.method} ${pathWith(route.path, id)} → ${answer.status}`).toContain(answer.status);
      }
    },
  );

  it('DELETE /users/2.0 deletes nobody: the account is still there', async () => {
    const email = `ids.${Date.now()}@contrat.test`;
    expect((await call('POST', '/users/register', { email, username: `ids-${Date.now()}`, password: 'Contrat2026' }, { auth: false })).status).toBe(200);
    const accounts = await call<{ id: number; email: string }[]>('GET', '/users');
    const id = accounts.body.find((account) => account.email === email)?.id;
    expect(id).toEqual(expect.any(Number));
    for (const spelled of spellings(id ?? 0)) expect((await call('DELETE', `/users/${encodeURIComponent(spelled)}`)).status).toBe(404);
    expect((await call('GET', `/users/${id}`)).body).toMatchObject({ id, email });
  });
});
