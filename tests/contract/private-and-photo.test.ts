import { describe, expect, it } from 'vitest';
import { nirKey } from '@/domain/identifiers';
import { call, expectFieldError, failure, fetchBytes, connectToServer, type Item, type Page } from './http';
import { GIF, JPEG, PNG, WEBP, multipart, toBase64 } from './images';
import { record } from './snapshot';

connectToServer();

const NIR_BODY = '2840575056123';
const NIR = `${NIR_BODY}${nirKey(NIR_BODY)}`;
const IBAN = 'FR7630006000011234567890189';

const anEmployee = async (index = 0): Promise<Item> => (await call<Page>('GET', `/app/employee?pageSize=${index + 1}&sort=id`)).body.items[index];

describe('the private block: user/private/{employeeId}', () => {
  it('is read and written apart, version-checked (stale → 409)', async () => {
    const employee = await anEmployee(3);
    const path = `/user/private/${employee.id}`;
    const before = await call<{ employeeId: number; version: number }>('GET', path);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ employeeId: employee.id, version: expect.any(Number) });

    const written = await call('PUT', path, { nir: '2 84 05 75 056 123 ' + nirKey(NIR_BODY), iban: IBAN, emergencyContactName: 'Paul Durand', emergencyContactPhone: '0611223344', version: before.body.version });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    expect(written.body).toEqual({ employeeId: employee.id, nir: NIR, iban: IBAN, emergencyContactName: 'Paul Durand', emergencyContactPhone: '0611223344', version: before.body.version + 1 });
    expect((await call('GET', path)).body).toEqual(written.body);

    const stale = await call('PUT', path, { nir: NIR, version: before.body.version });
    expect(stale.status).toBe(409);
    expect((await call('GET', path)).body).toEqual(written.body);
    // The employee record itself is untouched.
    expect(await record('employee', employee.id)).toEqual(employee);
  });

  it.each([
    ['a bad NIR key', { nir: `${NIR_BODY}00` }, 'nir', 'invalidNir'],
    ['a NIR of the wrong type', { nir: 284057505612345 }, 'nir', 'invalidType'],
    ['a bad IBAN', { iban: 'FR7630006000011234567890188' }, 'iban', 'invalidIban'],
    // Check digits right (mod 97), RIB key wrong: 88 where bank 30006, branch 00001 and account 12345678901 give 89.
    ['a French IBAN with a wrong RIB key', { iban: 'FR06 3000 6000 0112 3456 7890 188' }, 'iban', 'invalidRibKey'],
    ['an emergency contact too long', { emergencyContactName: 'x'.repeat(121) }, 'emergencyContactName', 'tooLong'],
  ])('refuses %s with 400 and its code, changing nothing', async (_what, body, field, code) => {
    const employee = await anEmployee(4);
    const path = `/user/private/${employee.id}`;
    const before = await call<{ version: number }>('GET', path);
    expectFieldError(await call('PUT', path, { ...body, version: before.body.version }), field, code);
    expect((await call('GET', path)).body).toEqual(before.body);
  });

  it('wants the version once a block exists, and answers 404 for an unknown employee', async () => {
    const employee = await anEmployee(5);
    const path = `/user/private/${employee.id}`;
    const before = await call<{ version: number }>('GET', path);
    if (before.body.version > 0) expectFieldError(await call('PUT', path, { nir: NIR }), 'version', 'required');
    expect((await call('GET', '/user/private/987654321')).status).toBe(404);
    expect((await call('PUT', '/user/private/987654321', { version: 0 })).status).toBe(404);
  });
});

describe('photos: PUT user/photo/{employeeId}, GET user/photo/{employeeId}', () => {
  it('takes a PNG as multipart/form-data, names it in the employee, and serves it back', async () => {
    const employee = await anEmployee(6);
    const bytes = PNG(2048);
    const answer = await call<Record<string, unknown>>('PUT', `/user/photo/${employee.id}`, undefined, {
      raw: multipart('file', { name: 'moi.png', type: 'image/png', bytes }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ employeeId: employee.id, type: 'image/png', size: 2048, nameFile: expect.stringMatching(/\.png$/) });
    const after = await record('employee', employee.id);
    expect(after).toMatchObject({ nameFile: answer.body.nameFile, version: employee.version + 1 });

    const served = await fetchPhoto(employee.id);
    expect(served.type).toBe('image/png');
    expect(served.bytes).toEqual(bytes);
  });

  it.each([
    ['JPEG', 'image/jpeg', JPEG],
    ['WebP', 'image/webp', WEBP],
  ])('takes a %s as JSON { name, type, size, dataUrl }', async (_name, type, make) => {
    const employee = await anEmployee(7);
    const bytes = make(1000);
    const answer = await call('PUT', `/user/photo/${employee.id}`, { name: 'photo', type, size: bytes.length, dataUrl: `data:${type};base64,${toBase64(bytes)}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const served = await fetchPhoto(employee.id);
    expect(served).toEqual({ type, bytes });
  });

  it.each([
    ['a GIF', multipart('file', { name: 'a.gif', type: 'image/gif', bytes: GIF() }), 'invalidChoice'],
    ['a text file called .png', multipart('file', { name: 'a.png', type: 'image/png', bytes: new TextEncoder().encode('bonjour') }), 'invalidChoice'],
    ['a PNG over 2 MB', multipart('file', { name: 'big.png', type: 'image/png', bytes: PNG(2 * 1024 * 1024 + 1) }), 'tooLarge'],
    ['no file', { body: '--x--\r\n', contentType: 'multipart/form-data; boundary=x' }, 'required'],
  ])('refuses %s with 400 and a French message naming the rule, changing nothing', async (_what, raw, code) => {
    const employee = await anEmployee(8);
    const answer = await call('PUT', `/user/photo/${employee.id}`, undefined, { raw });
    expectFieldError(answer, 'photo', code);
    expect(failure(answer).message).toMatch(/JPEG, PNG ou WebP de 2 Mo au plus/);
    expect(await record('employee', employee.id)).toEqual(employee);
  });

  it('refuses a JSON photo whose data is not an image or not base64', async () => {
    const employee = await anEmployee(8);
    for (const body of [{ name: 'x', type: 'image/png', dataUrl: 'pas une url' }, { name: 'x', type: 'image/png', dataUrl: `data:image/gif;base64,${toBase64(GIF())}` }, {}]) {
      expect((await call('PUT', `/user/photo/${employee.id}`, body)).status).toBe(400);
    }
    expect(await record('employee', employee.id)).toEqual(employee);
  });

  it('answers 404 for an unknown employee, another kind of upload, or an employee without an uploaded photo', async () => {
    const bytes = PNG();
    const json = { name: 'x.png', type: 'image/png', dataUrl: `data:image/png;base64,${toBase64(bytes)}` };
    expect((await call('PUT', '/user/photo/987654321', json)).status).toBe(404);
    expect((await call('PUT', '/user/cv/1', json)).status).toBe(404);
    expect((await call('GET', `/user/photo/${(await anEmployee(9)).id}`)).status).toBe(404);
  });
});

async function fetchPhoto(employeeId: number): Promise<{ type: string; bytes: Uint8Array }> {
  const { status, type, bytes } = await fetchBytes(`/user/photo/${employeeId}`);
  expect(status).toBe(200);
  return { type, bytes };
}
