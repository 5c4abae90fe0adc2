import { describe, expect, it } from 'vitest';
import { call, expectFieldError, connectToServer, failure, staleMessage, type Json } from './http';
import { findIds } from './samples';

connectToServer();

let counter = 0;
const account = (overrides: Json = {}) => {
  counter += 1;
  return { email: `compte${counter}.${Date.now()}@contrat.test`, username: `compte${counter}-${Date.now()}`, password: 'Contrat2026', role: 'Root', ...overrides };
};
type Account = Json & { id: number; email: string; username: string; version: number };

describe('the accounts of the user service', () => {
  it('creates (201), reads, updates and deletes an account, never showing its password', async () => {
    const { employeeId } = await findIds();
    const input = account({ employeeId });
    const created = await call<Account>('POST', '/user', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ id: expect.any(Number), email: input.email, username: input.username, role: 'Root', employeeId, active: true, version: 1 });
    expect(created.body).not.toHaveProperty('password');
    const path = `/user/${created.body.id}`;
    expect((await call('GET', path)).body).toEqual(created.body);

    const updated = await call<Account>('PUT', path, { ...input, username: `${input.username}-bis`, password: undefined, employeeId: undefined, version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, username: `${input.username}-bis`, employeeId: null, version: 2 });
    expect((await call('GET', path)).body).toEqual(updated.body);

    // The password it kept still signs in.
    expect((await call('POST', '/users/authenticate', { email: input.email, password: input.password }, { auth: false })).status).toBe(200);

    expect((await call('DELETE', path)).status).toBe(204);
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('DELETE', path)).status).toBe(404);
  });

  it('refuses an update quoting a replaced version (409), so that two editors never overwrite each other', async () => {
    const input = account();
    const created = await call<Account>('POST', '/user', input);
    const path = `/user/${created.body.id}`;
    // Two administrators open the account; the first saves.
    const first = await call<Account>('PUT', path, { ...input, firstName: 'Première', version: created.body.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(created.body.version + 1);

    // The second saves over the version both had read: refused, the first one's change kept.
    const second = await call('PUT', path, { ...input, firstName: 'Seconde', version: created.body.version });
    expect(second.status).toBe(409);
    expect(failure(second).message).toEqual(staleMessage());
    expect((await call('GET', path)).body).toEqual(first.body);

    // Without a version the update is refused on that field; reloaded, the second one saves.
    expectFieldError(await call('PUT', path, { ...input, firstName: 'Seconde' }), 'version', 'required');
    const again = await call<Account>('PUT', path, { ...input, firstName: 'Seconde', version: first.body.version });
    expect(again).toMatchObject({ status: 200, body: { firstName: 'Seconde', version: first.body.version + 1 } });
  });

  it('shows the same version at /users/{id} and in /users as at user/{id}', async () => {
    const input = account();
    const created = await call<Account>('POST', '/user', input);
    const updated = await call<Account>('PUT', `/user/${created.body.id}`, { ...input, version: created.body.version });
    expect((await call('GET', `/users/${created.body.id}`)).body).toMatchObject({ id: created.body.id, version: updated.body.version });
    const listed = (await call<Account[]>('GET', '/users')).body.find((user) => user.id === created.body.id);
    expect(listed).toMatchObject({ version: updated.body.version });
  });

  it('refuses a taken e-mail or username (409 duplicate), changing nothing', async () => {
    const first = await call<Account>('POST', '/user', account());
    const same = await call('POST', '/user', account({ email: first.body.email.toUpperCase() }));
    expectFieldError(same, 'email', 'duplicate', 409);
    expectFieldError(await call('POST', '/user', account({ username: first.body.username })), 'username', 'duplicate', 409);
    const other = await call<Account>('POST', '/user', account());
    expectFieldError(await call('PUT', `/user/${other.body.id}`, account({ email: first.body.email, version: other.body.version })), 'email', 'duplicate', 409);
    expect((await call('GET', `/user/${other.body.id}`)).body).toEqual(other.body);
  });

  it.each([
    ['a missing username', { username: undefined }, 'username', 'required'],
    ['an e-mail of the wrong type', { email: 42 }, 'email', 'invalidType'],
    ['a bad e-mail', { email: 'pas-une-adresse' }, 'email', 'invalidEmail'],
    ['a short password', { password: 'abc1' }, 'password', 'tooShort'],
    ['a password without digits', { password: 'motdepasse' }, 'password', 'invalidType'],
    ['a username too long', { username: 'x'.repeat(81) }, 'username', 'tooLong'],
    ['an unknown role', { role: 'Admin' }, 'role', 'invalidChoice'],
    ['an unknown employee', { employeeId: 987654 }, 'employeeId', 'unknownReference'],
  ])('refuses %s with 400 and its code, on create and update, changing nothing', async (_what, overrides, field, code) => {
    const existing = await call<Account>('POST', '/user', account());
    const before = await call('GET', `/user/${existing.body.id}`);
    expectFieldError(await call('POST', '/user', account(overrides)), field, code);
    expectFieldError(await call('PUT', `/user/${existing.body.id}`, account({ ...overrides, version: existing.body.version })), field, code);
    expect(await call('GET', `/user/${existing.body.id}`)).toMatchObject({ status: 200, body: before.body });
  });

  it('imports accounts all or nothing, with a per-row report', async () => {
    const rows = [account(), account({ email: 'faux' }), account({ password: undefined }), account()];
    rows[3] = { ...rows[3], email: rows[0].email };
    const refused = await call<{ message: string; rows: { index: number; errors: Record<string, { code: string }> }[] }>('POST', '/user/import', rows);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.any(String));
    expect(refused.body.rows).toEqual([
      { index: 1, errors: { email: expect.objectContaining({ code: 'invalidEmail' }) } },
      { index: 2, errors: { password: expect.objectContaining({ code: 'required' }) } },
      { index: 3, errors: { email: expect.objectContaining({ code: 'duplicate' }) } },
    ]);
    // Nothing half-imported: the valid first row was not kept either.
    expect((await call('POST', '/user/checkEmail', { email: rows[0].email })).body).toEqual({ available: true });

    const good = [account(), account()];
    const imported = await call<{ created: number; items: Account[] }>('POST', '/user/import', good);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.created).toBe(2);
    for (const item of imported.body.items) expect((await call('GET', `/user/${item.id}`)).status).toBe(200);
    expect((await call('POST', '/user/import', [])).status).toBe(400);
    expect((await call('POST', '/user/import', { not: 'an array' })).status).toBe(400);
  });

  it("checks an e-mail against employees' work e-mails and accounts", async () => {
    const employee = (await call<{ items: Json[] }>('GET', '/app/employee?pageSize=1')).body.items[0];
    const workEmail = String(employee.workEmail);
    expect((await call('POST', '/user/checkEmail', { email: workEmail.toUpperCase() })).body).toEqual({ available: false });
    expect((await call('POST', '/user/checkEmail', { email: workEmail, employeeId: employee.id })).body).toEqual({ available: true });
    const created = await call<Account>('POST', '/user', account());
    expect((await call('POST', '/user/checkEmail', { email: created.body.email })).body).toEqual({ available: false });
    expect((await call('POST', '/user/checkEmail', { email: `libre.${Date.now()}@contrat.test` })).body).toEqual({ available: true });
    expectFieldError(await call('POST', '/user/checkEmail', { email: 'faux' }), 'email', 'invalidEmail');
    expectFieldError(await call('POST', '/user/checkEmail', {}), 'email', 'required');
  });

  it('answers a password reset with success whatever the address, never telling who has an account', async () => {
    const created = await call<Account>('POST', '/user', account());
    for (const email of [created.body.email, 'personne@nulle.part', 'pas une adresse']) {
      expect(await call('POST', '/user/reset-password', { email })).toMatchObject({ status: 200, body: { success: true } });
    }
    expectFieldError(await call('POST', '/user/reset-password', {}), 'email', 'required');
  });

  it('registers at user/register without a token, as /users/register does', async () => {
    const input = { email: `inscrit.${Date.now()}@contrat.test`, username: `inscrit-${Date.now()}`, password: 'Contrat2026' };
    expect((await call('POST', '/user/register', input, { auth: false })).status).toBe(200);
    const again = await call('POST', '/user/register', { ...input, email: `autre.${Date.now()}@contrat.test` }, { auth: false });
    expect(again).toMatchObject({ status: 400, body: { message: `Username "${input.username}" is already taken` } });
  });

  it('needs the token everywhere else', async () => {
    const calls = [
      call('POST', '/user', account(), { auth: false }),
      call('POST', '/user/import', [account()], { auth: false }),
      call('POST', '/user/checkEmail', { email: 'a@b.fr' }, { auth: false }),
      call('POST', '/user/reset-password', { email: 'a@b.fr' }, { auth: false }),
      call('GET', '/user/1', undefined, { auth: false }),
      call('PUT', '/user/1', account(), { auth: false }),
      call('DELETE', '/user/1', undefined, { auth: false }),
      call('GET', '/user/private/1', undefined, { auth: false }),
      call('PUT', '/user/private/1', { version: 1 }, { auth: false }),
      call('PUT', '/user/photo/1', {}, { auth: false }),
      call('GET', '/user/photo/1', undefined, { auth: false }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(401);
  });
});
