import { describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, list } from './http';
import { SAMPLES, employeeInput, findIds } from './samples';

connectToServer();

/**
 * Text (docs/contract.md, "Text"): no field holds U+0000, a lone surrogate or a control
 * character — but tab and line breaks in a multi-line field. Every backend answers the same
 * 400 naming the field, on every database, and stores nothing.
 */

const NUL = '\u0000';

describe('characters no text may hold', () => {
  it('refuses U+0000 in a text field with a 400 naming it, and creates nothing', async () => {
    const ids = await findIds();
    const name = `Ville${NUL}nulle`;
    expectFieldError(await call('POST', '/app/city', { ...SAMPLES.city(ids), name }), 'name', 'invalidCharacter');
    expect((await list('city', { q: 'nulle' })).total).toBe(0);
    expectFieldError(await call('POST', '/app/direction', { ...SAMPLES.direction(ids), name: `a${NUL}b` }), 'name', 'invalidCharacter');
    expectFieldError(await call('POST', '/app/calendar', { title: `a${NUL}b`, start: '2026-06-01' }), 'title', 'invalidCharacter');
  });

  it("refuses U+0000 in an employee's private block, which stays as it was", async () => {
    const [employee] = (await list('employee', { pageSize: 1, sort: '-id' })).items;
    const before = await call('GET', `/user/private/${employee.id}`);
    const answer = await call('PUT', `/user/private/${employee.id}`, { emergencyContactName: NUL, version: before.body.version });
    expectFieldError(answer, 'emergencyContactName', 'invalidCharacter');
    expect(await call('GET', `/user/private/${employee.id}`)).toMatchObject({ status: 200, body: before.body });
  });

  it('refuses other control characters and lone surrogates in a one-line text', async () => {
    const ids = await findIds();
    for (const name of ['a\u0001b', 'a\u001fb', 'a\u007fb', 'a\u0085b', 'a\tb', 'a\nb', 'a\ud800b', 'a\udc00b']) {
      expectFieldError(await call('POST', '/app/city', { ...SAMPLES.city(ids), name }), 'name', 'invalidCharacter');
    }
  });

  it('keeps tabs and line breaks in a multi-line text, and accents, emoji and other scripts anywhere', async () => {
    const ids = await findIds();
    const address = '12 rue des Lilas\r\nBâtiment B\tporte 3';
    const employee = await call('POST', '/app/employee', employeeInput(ids, { address, lastName: 'Zoë 🌿 Łukasz 李' }));
    expect(employee.status, JSON.stringify(employee.body)).toBe(201);
    expect(employee.body).toMatchObject({ address, lastName: 'Zoë 🌿 Łukasz 李' });
    const nul = await call('POST', '/app/employee', employeeInput(ids, { address: `12 rue${NUL}` }));
    expectFieldError(nul, 'address', 'invalidCharacter');
  });

  it('names the field of a string no backend can store, wherever it stands in the body', async () => {
    const ids = await findIds();
    const answer = await call('POST', '/app/mission', { ...SAMPLES.mission(ids), expenses: [{ date: '2027-04-05', category: `re${NUL}pas`, amountCents: 100 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.any(String), errors: { 'expenses.0.category': { code: 'invalidCharacter' } } });
    expectFieldError(await call('POST', '/app/city', { ...SAMPLES.city(ids), note: `x${NUL}` }), 'note', 'invalidCharacter');
  });

  it('refuses U+0000 in a query parameter with a 400 naming it', async () => {
    expectFieldError(await call('GET', '/app/city?q=a%00b'), 'q', 'invalidCharacter');
    expect((await call('GET', '/app/city?q=a%09b')).status).toBe(200);
  });
});
