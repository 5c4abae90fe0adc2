import { beforeEach, describe, expect, it } from 'vitest';
import { call, connectToServer, failure, list, signIn, type Json } from './http';

connectToServer();

const PASSWORD = 'Contrat-grants-2026';
let counter = 0;
const account = (overrides: Json = {}) => {
  counter += 1;
  const tag = `${counter}-${Date.now()}`;
  return { email: `droits${tag}@contrat.test`, username: `droits-${tag}`, password: PASSWORD, ...overrides };
};
type Account = Json & { id: number; email: string; grants: unknown[]; employeeId: number | null; version: number };

/** An active employee placed in the enterprise today. */
const employeeOf = async (enterpriseId: number, index = 0) =>
  (await list('employee', { enterpriseId, status: 'active', pageSize: index + 1 })).items[index].id;

describe('accounts hold grants', () => {
  it('takes and shows the grants and the linked employee, and the sign-in answer carries them', async () => {
    const employeeId = await employeeOf(2);
    // The role name beside the grants (what the app sends) is shown, not taken: the grants say.
    const input = account({ grants: [{ role: 'hrAdmin', enterpriseIds: [2] }], employeeId, role: 'hrAdmin' });
    const created = await call<Account>('POST', '/user', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ role: 'hrAdmin', grants: [{ role: 'hrAdmin', enterpriseIds: [2] }], employeeId });
    expect((await call<Account[]>('GET', '/users')).body.find((user) => user.id === created.body.id)).toMatchObject({
      grants: [{ role: 'hrAdmin', enterpriseIds: [2] }],
      employeeId,
    });

    const signedIn = await call<{ token: string; data: { grants: unknown[] } }>('POST', '/users/authenticate', { email: input.email, password: PASSWORD }, { auth: false });
    expect(signedIn.body.data.grants).toEqual([{ role: 'hrAdmin', enterpriseIds: [2] }]);
    // Its own token: its calls are its own, not the administrator's.
    expect((await call('GET', '/app/city?pageSize=1', undefined, { token: signedIn.body.token })).status).toBe(200);
    expect((await call('POST', '/app/reset', undefined, { token: signedIn.body.token })).status).toBe(403);
  });

  it('keeps the grants of an account when an update names none, and replaces them when it does', async () => {
    const input = account({ grants: [{ role: 'employee' }] });
    const created = await call<Account>('POST', '/user', input);
    const kept = await call<Account>('PUT', `/user/${created.body.id}`, { ...input, grants: undefined, firstName: 'Sans', version: created.body.version });
    expect(kept.body).toMatchObject({ firstName: 'Sans', grants: [{ role: 'employee' }] });
    const replaced = await call<Account>('PUT', `/user/${created.body.id}`, { ...input, grants: [{ role: 'manager' }, { role: 'employee' }], role: 'manager,employee', version: kept.body.version });
    expect(replaced.body).toMatchObject({ role: 'manager,employee', grants: [{ role: 'manager' }, { role: 'employee' }] });
  });

  it('refuses grants of the wrong shape (400 on grants)', async () => {
    const answer = await call('POST', '/user', account({ grants: [{ role: 'hrAdmin' }] }));
    expect(answer.status).toBe(400);
    expect(Object.keys(failure(answer).errors ?? {}).some((field) => field.startsWith('grants'))).toBe(true);
  });

  it('gives a self-registered account no grant', async () => {
    const input = account();
    expect((await call('POST', '/users/register', { email: input.email, username: input.username, password: PASSWORD }, { auth: false })).status).toBe(200);
    const registered = (await call<Account[]>('GET', '/users')).body.find((user) => user.email === input.email);
    expect(registered?.grants).toEqual([]);
  });
});

describe('an HR administrator manages the accounts of their enterprises only', () => {
  let token: string;
  let ownEmployee: number;
  let otherEmployee: number;

  // Before each test: the fake backend keeps its accounts in the session storage, emptied after each.
  beforeEach(async () => {
    ownEmployee = await employeeOf(2, 1);
    otherEmployee = await employeeOf(1, 1);
    const hr = account({ grants: [{ role: 'hrAdmin', enterpriseIds: [2] }], employeeId: await employeeOf(2) });
    expect((await call('POST', '/user', hr)).status).toBe(201);
    token = await signIn(String(hr.email), PASSWORD);
  });

  it('creates an account of their enterprise with hrAdmin over it, manager or employee', async () => {
    const created = await call<Account>('POST', '/user', account({ grants: [{ role: 'manager' }, { role: 'employee' }], employeeId: ownEmployee }), { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hr = await call<Account>('POST', '/user', account({ grants: [{ role: 'hrAdmin', enterpriseIds: [2] }], employeeId: ownEmployee }), { token });
    expect(hr.status).toBe(201);
  });

  it.each([
    ['root', [{ role: 'root' }], 'grants'],
    ['hrAdmin of another enterprise', [{ role: 'hrAdmin', enterpriseIds: [1, 2] }], 'grants'],
  ])('may not grant %s (403 on grants), and nothing is created', async (_name, grants, field) => {
    const input = account({ grants, employeeId: ownEmployee });
    const answer = await call('POST', '/user', input, { token });
    expect(answer.status).toBe(403);
    expect(failure(answer)).toMatchObject({ code: 'forbidden', errors: { [field]: { code: 'forbidden' } } });
    expect((await call<Account[]>('GET', '/users')).body.some((user) => user.email === input.email)).toBe(false);
  });

  it('may not create an account for someone of another enterprise, nor one linked to nobody (403 on employeeId)', async () => {
    for (const employeeId of [otherEmployee, undefined]) {
      const answer = await call('POST', '/user', account({ grants: [{ role: 'employee' }], employeeId }), { token });
      expect(answer.status).toBe(403);
      expect(failure(answer).errors?.employeeId).toMatchObject({ code: 'forbidden' });
    }
  });

  it("sees only their enterprises' accounts, and may not change or delete the others (403) nor read them (404)", async () => {
    const outside = await call<Account>('POST', '/user', account({ grants: [{ role: 'employee' }], employeeId: otherEmployee }));
    const seen = (await call<Account[]>('GET', '/users', undefined, { token })).body;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((user) => user.id === outside.body.id)).toBe(false);
    expect((await call('GET', `/user/${outside.body.id}`, undefined, { token })).status).toBe(404);
    expect((await call('GET', `/users/${outside.body.id}`, undefined, { token })).body).toBeNull();
    expect((await call('PUT', `/user/${outside.body.id}`, { ...account(), version: outside.body.version }, { token })).status).toBe(403);
    expect((await call('DELETE', `/user/${outside.body.id}`, undefined, { token })).status).toBe(403);
    expect((await call('GET', `/user/${outside.body.id}`)).status).toBe(200);
  });

  it('may not take over a Root account of their enterprise (403), though they see it', async () => {
    const root = await call<Account>('POST', '/user', account({ grants: [{ role: 'root' }], employeeId: ownEmployee }));
    expect((await call('GET', `/user/${root.body.id}`, undefined, { token })).status).toBe(200);
    const answer = await call('PUT', `/user/${root.body.id}`, { ...account(), grants: [{ role: 'employee' }], employeeId: ownEmployee, version: root.body.version }, { token });
    expect(answer.status).toBe(403);
    expect((await call('DELETE', `/user/${root.body.id}`, undefined, { token })).status).toBe(403);
  });
});
