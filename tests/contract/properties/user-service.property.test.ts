import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, connectToServer, type Answer, type Item, type Page } from '../http';
import { RUNS, payloads, updatePayloads } from './payloads';

connectToServer();

const ACCOUNT = { email: 'aleatoire@contrat.test', username: 'aleatoire', password: 'Contrat2026', role: 'Root', employeeId: 1, firstName: 'Alé', lastName: 'Atoire' };
const PRIVATE = { nir: '284057505612397', iban: 'FR7630006000011234567890189', emergencyContactName: 'Paul', emergencyContactPhone: '0611223344' };
const PHOTO = { name: 'photo.png', type: 'image/png', size: 12, dataUrl: 'data:image/png;base64,iVBORw0KGgoAAAAA' };

/** The accounts as GET /users lists them. */
const accounts = async () => (await call<unknown[]>('GET', '/users')).body;

const expectNo5xx = (answer: Answer<unknown>) => expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);

/** Random bodies to one endpoint: never a 5xx; a refusal leaves `state()` as it was. */
async function fuzz(arbitrary: fc.Arbitrary<unknown>, send: (body: unknown) => Promise<Answer<unknown>>, state: () => Promise<unknown>) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (body) => {
      const before = await state();
      const answer = await send(body);
      expectNo5xx(answer);
      if (answer.status >= 400) expect(await state()).toEqual(before);
    }),
    RUNS,
  );
}

describe('random bodies to the user service', () => {
  it('POST user', () => fuzz(payloads(ACCOUNT), (body) => call('POST', '/user', body), accounts), 60_000);

  it('PUT user/{id}', async () => {
    const created = await call<Item>('POST', '/user', { ...ACCOUNT, email: 'cible@contrat.test', username: 'cible' });
    expect(created.status).toBe(201);
    await fuzz(payloads(ACCOUNT), (body) => call('PUT', `/user/${created.body.id}`, body), accounts);
  }, 60_000);

  it('POST user/import', () =>
    fuzz(fc.oneof(fc.array(payloads(ACCOUNT), { maxLength: 4 }), payloads(ACCOUNT)), (body) => call('POST', '/user/import', body), accounts), 60_000);

  it('POST user/checkEmail and user/reset-password', () =>
    fuzz(
      payloads({ email: 'quelqu.un@contrat.test', employeeId: 1 }),
      async (body) => {
        expectNo5xx(await call('POST', '/user/reset-password', body));
        return call('POST', '/user/checkEmail', body);
      },
      accounts,
    ), 60_000);

  it('POST user/register (no token)', () => fuzz(payloads(ACCOUNT), (body) => call('POST', '/user/register', body, { auth: false }), accounts), 60_000);

  it('PUT user/private/{id}', async () => {
    const [employee] = (await call<Page>('GET', '/app/employee?pageSize=1&sort=-id')).body.items;
    const path = `/user/private/${employee.id}`;
    let version = (await call<{ version: number }>('GET', path)).body.version;
    await fc.assert(
      fc.asyncProperty(updatePayloads(PRIVATE, () => version), async (body) => {
        const before = await call('GET', path);
        const answer = await call<{ version: number }>('PUT', path, body);
        expectNo5xx(answer);
        if (answer.status >= 400) expect((await call('GET', path)).body).toEqual(before.body);
        else version = answer.body.version;
      }),
      RUNS,
    );
  }, 60_000);

  it('PUT user/photo/{id}', async () => {
    const [employee] = (await call<Page>('GET', '/app/employee?pageSize=1&sort=-id')).body.items;
    await fuzz(payloads(PHOTO), (body) => call('PUT', `/user/photo/${employee.id}`, body), async () => (await call('GET', `/app/employee/${employee.id}`)).body);
  }, 60_000);
});
