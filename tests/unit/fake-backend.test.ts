// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FAKE_TOKEN } from '@mocks/config';
import { USERS_KEY } from '@mocks/db/users';
import { DEMO_ACCOUNT, DEMO_ACTIVATION_CODE } from '@mocks/fixtures/demo-account';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { API } from '../helpers/server';
import { adminUser } from '../helpers/users';

const bearer = { Authorization: `Bearer ${FAKE_TOKEN}` };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${location.origin}${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${location.origin}${API}${path}`, { headers });

describe('the fake backend contract', () => {
  it('authenticates the seeded admin with the fixed token, role Root and linked employee', async () => {
    const response = await post('/users/authenticate', DEMO_ACCOUNT);
    expect(response.status).toBe(200);
    const user = await response.json();
    const { id, email, username, firstName, lastName, token } = adminUser;
    expect(user).toMatchObject({
      id,
      email,
      username,
      firstName,
      lastName,
      token,
      data: { role: 'Root' },
      additional: { employee: { user: { person: { label: 'Claire Martin' } } } },
    });
  });

  it('refuses a wrong password with "Username or password is incorrect"', async () => {
    const response = await post('/users/authenticate', { ...DEMO_ACCOUNT, password: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Username or password is incorrect' });
  });

  it.each(['/users', '/users/1'])('answers 401 Unauthorised on GET %s without the bearer', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Unauthorised' });
  });

  it('lists users, without passwords, to a bearer of the fake token: the demo administrator, then one account per role', async () => {
    const users = await (await get('/users', bearer)).json();
    expect(users).toEqual([
      expect.objectContaining({ id: 1, email: DEMO_ACCOUNT.email, grants: [{ role: 'root' }], employeeId: 1 }),
      ...DEMO_ROLE_ACCOUNTS.map(({ email, grants, employee }) => expect.objectContaining({ email, grants, employeeId: employee.id })),
    ]);
    for (const user of users) expect(user).not.toHaveProperty('password');
  });

  it("gives each demo account its own token, whose calls are that account's", async () => {
    for (const [index, { email, password }] of DEMO_ROLE_ACCOUNTS.entries()) {
      const signedIn = await (await post('/users/authenticate', { email, password })).json();
      expect(signedIn.token).toBe(`${FAKE_TOKEN}-${index + 2}`);
      const own = await get(`/user/${index + 2}`, { Authorization: `Bearer ${signedIn.token}` });
      expect(await own.json()).toMatchObject({ email });
    }
    expect((await get('/users', { Authorization: `Bearer ${FAKE_TOKEN}-99` })).status).toBe(401);
  });

  it('registers with id count + 1 in session storage under "users", and refuses a taken username', async () => {
    const created = await post('/users/register', { email: 'lea@effectif.fr', username: 'lea', password: 'Conges2026' });
    expect(created.status).toBe(200);
    const stored = JSON.parse(sessionStorage.getItem(USERS_KEY) ?? '[]');
    expect(stored.map((user: { id: number; username: string }) => [user.id, user.username])).toEqual([
      [1, 'admin'],
      [2, 'rh'],
      [3, 'manager'],
      [4, 'employe'],
      [5, 'lea'],
    ]);
    const again = await post('/users/register', { email: 'other@effectif.fr', username: 'lea', password: 'x1' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'Username "lea" is already taken' });
    expect(await (await get('/users/5', bearer)).json()).toMatchObject({ email: 'lea@effectif.fr', grants: [] });
  });

  it('deletes a user for a bearer only', async () => {
    await post('/users/register', { email: 'tom@effectif.fr', username: 'tom', password: 'Mission2026' });
    const refused = await fetch(`${location.origin}${API}/users/5`, { method: 'DELETE' });
    expect(refused.status).toBe(401);
    const removed = await fetch(`${location.origin}${API}/users/5`, { method: 'DELETE', headers: bearer });
    expect(removed.status).toBe(200);
    expect(await (await get('/users/5', bearer)).json()).toBeNull();
  });

  it('checks the activation code issued to the account', async () => {
    const request = { code: DEMO_ACTIVATION_CODE, username: DEMO_ACCOUNT.email, origin: 'verify-account' };
    const ok = await post('/dry-auth/check-code', request);
    expect(await ok.json()).toEqual({ success: true });
    const wrong = await post('/dry-auth/check-code', { ...request, code: '11111' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ success: false });
    const otherOrigin = await post('/dry-auth/check-code', { ...request, origin: 'reset' });
    expect(await otherOrigin.json()).toMatchObject({ success: false });
  });

  it('logs out by email', async () => {
    const response = await post('/auth/logout', { email: DEMO_ACCOUNT.email });
    expect(await response.json()).toEqual({ success: true });
  });
});
