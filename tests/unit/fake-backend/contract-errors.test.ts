// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { AREA_CASES } from '../../contract/areas';
import { call, failure, list, useHrBackend } from './client';
import { SAMPLES, findIds } from './samples';

describe('the bearer token', () => {
  useHrBackend();

  it.each(AREA_CASES.map(({ area }) => area))('is required on every call of /app/%s (401)', async (area) => {
    const calls = [
      call('GET', `/app/${area}`, undefined, { auth: false }),
      call('GET', `/app/${area}/1`, undefined, { auth: false }),
      call('POST', `/app/${area}`, {}, { auth: false }),
      call('PUT', `/app/${area}/1`, { version: 1 }, { auth: false }),
      call('DELETE', `/app/${area}/1`, undefined, { auth: false }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthorised' } });
    }
  });

  it('is required to reset the data', async () => {
    expect((await call('POST', '/app/reset', undefined, { auth: false })).status).toBe(401);
  });
});

describe('bad input', () => {
  useHrBackend();

  it('answers 400 with a stable code and a French message per field', async () => {
    const answer = await call('POST', '/app/employee', {
      firstName: '  ',
      workEmail: 'pas-une-adresse',
      birthDate: '1990-02-30',
      contractType: 'CDI ',
      dependants: 2.5,
    });
    expect(answer.status).toBe(400);
    const { message, errors } = failure(answer);
    expect(message).toBe('Certains champs sont à corriger : voyez le message de chacun.');
    expect(errors).toMatchObject({
      firstName: { code: 'required', message: 'Ce champ est obligatoire.' },
      lastName: { code: 'required' },
      workEmail: { code: 'invalidEmail', message: "Cette adresse e-mail n'est pas valide." },
      birthDate: { code: 'invalidDate' },
      contractType: { code: 'invalidChoice' },
      dependants: { code: 'invalidType' },
      nationalityCountryId: { code: 'required' },
    });
  });

  it('names nested fields by their path and unknown references by their field', async () => {
    const ids = await findIds();
    const project = SAMPLES.projet(ids);
    const answer = await call('POST', '/app/projet', {
      ...project,
      managerId: 999_999,
      members: [{ employeeId: ids.employeeId, role: 'Chef', allocationPercent: 120, from: '2026-04-01' }],
    });
    expect(failure(answer).errors).toEqual({ 'members.0.allocationPercent': { code: 'tooLarge', message: 'Cette valeur est trop grande.' } });
    const unknown = await call('POST', '/app/projet', { ...project, managerId: 999_999 });
    expect(unknown.status).toBe(400);
    expect(failure(unknown)).toEqual({
      message: "L'élément choisi n'existe pas ou plus : choisissez-en un autre.",
      errors: { managerId: { code: 'unknownReference', message: "L'élément choisi n'existe pas ou plus : choisissez-en un autre." } },
    });
  });

  it('wants the version on an update, and a JSON object as the body', async () => {
    const [city] = (await list('city', { pageSize: 1 })).items;
    const noVersion = await call('PUT', `/app/city/${city.id}`, { name: 'X', countryId: city.countryId });
    expect(noVersion.status).toBe(400);
    expect(failure(noVersion).errors).toMatchObject({ version: { code: 'required' } });
    const notObject = await call('POST', '/app/city', [1, 2]);
    expect(notObject).toEqual({ status: 400, body: { message: 'La requête doit porter un objet JSON.' } });
  });

  it('answers 404 with a message for a record that does not exist', async () => {
    for (const path of ['/app/service/999999', '/app/service/abc']) {
      expect(await call('GET', path)).toEqual({ status: 404, body: { message: "Ce service n'existe pas ou plus." } });
    }
    expect((await call('PUT', '/app/service/999999', { version: 1 })).status).toBe(404);
    expect((await call('DELETE', '/app/service/999999')).status).toBe(404);
  });

  it('refuses a duplicate with 409 naming the field (work e-mail, country code, unit code)', async () => {
    const [employee] = (await list('employee', { pageSize: 1 })).items;
    const ids = await findIds();
    const sameEmail = await call('POST', '/app/employee', {
      ...SAMPLES.employee(ids),
      workEmail: String(employee.workEmail).toUpperCase(),
    });
    expect(sameEmail.status).toBe(409);
    expect(failure(sameEmail).errors).toEqual({ workEmail: { code: 'duplicate', message: expect.any(String) } });

    const [country] = (await list('country', { pageSize: 1 })).items;
    const sameCode = await call('POST', '/app/country', { ...SAMPLES.country(ids), code: country.code });
    expect(failure(sameCode).errors?.code?.code).toBe('duplicate');

    const [service] = (await list('service', { pageSize: 1 })).items;
    const sameUnit = await call('POST', '/app/service', { ...SAMPLES.service(ids), code: service.code, departmentId: service.departmentId });
    expect(failure(sameUnit).errors?.code?.code).toBe('duplicate');
    const elsewhere = await call('POST', '/app/service', { ...SAMPLES.service(ids), code: service.code, departmentId: (await findOtherDepartment(Number(service.departmentId))) });
    expect(elsewhere.status).toBe(201);
  });
});

async function findOtherDepartment(departmentId: number): Promise<number> {
  const { items } = await list('department', { pageSize: 5 });
  const other = items.find((department) => department.id !== departmentId);
  if (!other) throw new Error('one department only');
  return other.id;
}

describe('POST /app/reset', () => {
  useHrBackend();

  it('puts the demo data back as it was', async () => {
    const before = await list('city', { pageSize: 200 });
    const ids = await findIds();
    expect((await call('POST', '/app/city', SAMPLES.city(ids))).status).toBe(201);
    expect((await list('city')).total).toBe(before.total + 1);
    expect((await call('POST', '/app/reset')).status).toBe(204);
    expect(await list('city', { pageSize: 200 })).toEqual(before);
  });
});
