// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { routeTable } from '@server/core/app';
import type { BackendPorts } from '@server/core/ports';
import { API } from '../helpers/server';
import { call, list } from './fake-backend/client';

/** The route table needs its ports only when a route is called. */
const table = routeTable({} as BackendPorts);

describe('the route table', () => {
  it('declares what every bearer route needs, and open routes need nothing', () => {
    const undeclared = table.filter((route) => route.bearer && route.permission === undefined).map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
    const open = table.filter((route) => !route.bearer).map((route) => `${route.method} ${route.path}`);
    expect(open).toEqual(expect.arrayContaining(['post /users/authenticate', 'post /auth/logout', 'get /files/profiles/:file']));
    expect(table.filter((route) => !route.bearer && route.permission !== undefined)).toEqual([]);
  });
});

describe('the dispatcher', () => {
  /** A signed-in account with no grant: what a self-registered one is. */
  async function tokenWithoutGrants() {
    expect((await call('POST', '/users/register', { email: 'sans.droit@effectif.fr', username: 'sans-droit', password: 'Inscrit2026' }, { auth: false })).status).toBe(200);
    const signedIn = await call<{ id: number; token: string }>('POST', '/users/authenticate', { email: 'sans.droit@effectif.fr', password: 'Inscrit2026' }, { auth: false });
    return signedIn.body;
  }
  const as = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${location.origin}${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('answers 403 with a French message and the code forbidden, before the handler: nothing is changed', async () => {
    const { token } = await tokenWithoutGrants();
    const before = await list('city', { pageSize: 1 });
    const refused = await as(token, 'POST', '/app/city', { name: 'Lille', postalCode: '59000', countryId: 1 });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/Vos droits ne vous permettent pas/), code: 'forbidden' });
    expect((await list('city', { pageSize: 1 })).total).toBe(before.total);
    expect((await as(token, 'GET', '/app/employee')).status).toBe(403);
  });

  it('lets every signed-in account call the routes open to all: its own account, the holidays', async () => {
    const { id, token } = await tokenWithoutGrants();
    expect((await as(token, 'GET', '/app/holidays?year=2026')).status).toBe(200);
    const own = await as(token, 'GET', `/user/${id}`);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ email: 'sans.droit@effectif.fr', grants: [] });
    expect((await as(token, 'GET', '/user/1')).status).toBe(403);
  });
});
