import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EmailPatterns, ImportElsewhere, importAcceptedSchema, importRefusedSchema } from '@/contract/employee-import';
import { nirKey } from '@/domain/identifiers';
import { ON_FAKE_BACKEND, call, connectToServer, expectFieldError, failure, list, type Json } from './http';
import { employeeInput, findIds, freshCode } from './samples';

connectToServer();

type ImportAnswer = z.infer<typeof importAcceptedSchema>;
type ImportRefusal = z.infer<typeof importRefusedSchema>;

const employeeTotal = async () => (await list('employee', { pageSize: 1 })).total;

/** `count` new employees as a file gives them: the nationality by ISO code, the city by name. */
async function fileRows(count: number): Promise<Json[]> {
  const ids = await findIds();
  const [city] = (await list('city', { pageSize: 1, q: 'lyon' })).items;
  const batch = freshCode().toLowerCase();
  return Array.from({ length: count }, (_, index) => ({
    ...employeeInput(ids, { workEmail: `import.${batch}.${index}@contrat.test`, lastName: `Import-${batch}-${index}` }),
    nationalityCountryId: 'FR',
    cityId: String(city.name),
  }));
}

const importFile = (rows: unknown[], dryRun: boolean, create?: Record<string, number>, more: { emailPatterns?: EmailPatterns; elsewhere?: ImportElsewhere } = {}) =>
  call<ImportAnswer | ImportRefusal>('POST', '/app/employee/import', { rows, dryRun, ...(create && { create }), ...more });

describe('POST /app/employee/import', () => {
  it('checks every row in a dry run and writes nothing', async () => {
    const before = await employeeTotal();
    const answer = await importFile(await fileRows(20), true);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ imported: 20, dryRun: true });
    expect(await employeeTotal()).toBe(before);
  });

  it('reports each wrong row by index and field, and writes none of the file', async () => {
    const before = await employeeTotal();
    const rows = await fileRows(20);
    rows[3] = { ...rows[3], hireDate: 'pas une date' };
    rows[7] = { ...rows[7], cityId: 'Atlantide' };
    rows[12] = { ...rows[12], workEmail: rows[2].workEmail };
    const answer = await importFile(rows, false);
    expect(answer.status).toBe(400);
    const body = answer.body as ImportRefusal;
    expect(typeof body.message).toBe('string');
    if (ON_FAKE_BACKEND) expect(body.message).toMatch(/aucun employé n'a été importé, 3 ligne\(s\) à corriger/);
    expect(body.rows.map((row) => row.index)).toEqual([3, 7, 12]);
    expect(body.rows[0].errors.hireDate).toMatchObject({ code: 'invalidDate', message: expect.any(String) });
    expect(body.rows[1].errors.cityId).toMatchObject({ code: 'unknownReference' });
    expect(body.rows[2].errors.workEmail).toMatchObject({ code: 'duplicate' });
    expect(await employeeTotal()).toBe(before);
  });

  it('refuses a work e-mail already in use, like a single create', async () => {
    const [existing] = (await list('employee', { pageSize: 1 })).items;
    const rows = await fileRows(2);
    rows[1] = { ...rows[1], workEmail: existing.workEmail };
    const answer = await importFile(rows, true);
    expect(answer.status).toBe(400);
    expect((answer.body as ImportRefusal).rows).toEqual([
      { index: 1, errors: { workEmail: expect.objectContaining({ code: 'duplicate' }) } },
    ]);
  });

  it('imports 20 good rows: 20 more employees, each with its own matricule', async () => {
    const before = await employeeTotal();
    const rows = await fileRows(20);
    const answer = await importFile(rows, false);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body as ImportAnswer;
    expect(body).toMatchObject({ imported: 20, dryRun: false });
    expect(body.ids).toHaveLength(20);
    expect(await employeeTotal()).toBe(before + 20);
    const created = await Promise.all((body.ids ?? []).map((id) => call('GET', `/app/employee/${id}`)));
    expect(created.map((answer) => answer.body.workEmail)).toEqual(rows.map((row) => row.workEmail));
    expect(new Set(created.map((answer) => answer.body.matricule)).size).toBe(20);
    expect(created[0].body).toMatchObject({ cityName: rows[0].cityId, status: 'active' });
  });

  it('refuses an empty file, more than 5000 rows, and a call without the bearer token', async () => {
    const empty = await importFile([], true);
    expect(empty.status).toBe(400);
    expect(failure(empty).message).toEqual(expect.any(String));
    const tooMany = await importFile(Array.from({ length: 5001 }, () => ({})), true);
    expect(tooMany.status).toBe(400);
    expect(failure(tooMany).errors?.rows).toMatchObject({ code: 'tooLarge' });
    const anonymous = await call('POST', '/app/employee/import', { rows: [{}], dryRun: true }, { auth: false });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /app/employee/import: the social security number', () => {
  const body = '1850578006084';
  const nir = `${body}${nirKey(body)}`;
  const spaced = `1 85 05 78 006 084 ${nirKey(body)}`;

  it('keeps the NIR, written with spaces, in the private block read by GET user/private/{id}', async () => {
    const rows = await fileRows(2);
    rows[0] = { ...rows[0], nir: spaced };
    const answer = await importFile(rows, false);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [withNir, without] = (answer.body as ImportAnswer).ids ?? [];
    const kept = await call('GET', `/user/private/${withNir}`);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ employeeId: withNir, nir, version: 1 });
    expect((await call('GET', `/user/private/${without}`)).body).toEqual({ employeeId: without, version: 0 });
  });

  it('refuses the whole file for a wrong NIR key, reported beside the row\'s other errors', async () => {
    const before = await employeeTotal();
    const rows: Json[] = (await fileRows(3)).map((row) => ({ ...row, nir }));
    rows[1] = { ...rows[1], nir: `${body}00` };
    rows[2] = { ...rows[2], nir: `${body}00`, hireDate: 'pas une date' };
    const answer = await importFile(rows, false);
    expect(answer.status).toBe(400);
    const invalidNir = expect.objectContaining({ code: 'invalidNir' });
    expect((answer.body as ImportRefusal).rows).toEqual([
      { index: 1, errors: { nir: invalidNir } },
      { index: 2, errors: { nir: invalidNir, hireDate: expect.objectContaining({ code: 'invalidDate' }) } },
    ]);
    expect(await employeeTotal()).toBe(before);
  });
});

describe('POST /app/employee/import: names Effectif does not have yet', () => {
  it('reads a nationality written as a word (Française, Moroccan) as its country, and lists the unclear ones', async () => {
    const nationalities = ['Française', 'FR', 'moroccan', 'MA'];
    const rows = (await fileRows(4)).map((row, index) => ({ ...row, nationalityCountryId: nationalities[index] }));
    const answer = await importFile(rows, false);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const created = await Promise.all(((answer.body as ImportAnswer).ids ?? []).map((id) => call('GET', `/app/employee/${id}`)));
    const [french, fr, moroccan, ma] = created.map((employee) => employee.body.nationalityCountryId);
    expect([french, moroccan]).toEqual([fr, ma]);
    expect(fr).not.toBe(ma);
    const unclear = await importFile([{ ...rows[0], nationalityCountryId: 'Congolaise' }], true);
    expect((unclear.body as ImportRefusal).missing.nationalityCountryId).toEqual([{ name: 'Congolaise', rows: 1 }]);
  });

  it('names the city it does not know, and lists the missing names with their rows', async () => {
    const town = `Bourg-${freshCode()}`;
    const rows = (await fileRows(3)).map((row) => ({ ...row, cityId: town, postalCode: '01990' }));
    const answer = await importFile(rows, true);
    expect(answer.status).toBe(400);
    const body = answer.body as ImportRefusal;
    expect(body.rows.map((row) => row.errors.cityId)).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ code: 'unknownReference' })),
    );
    if (ON_FAKE_BACKEND) expect(body.rows[0].errors.cityId.message).toBe(`Aucune ville nommée « ${town} (01990) » : créez-le ou corrigez la valeur.`);
    expect(body.missing.cityId).toEqual([{ name: town, postalCode: '01990', rows: 3 }]);
  });

  it('creates the missing city, service and position with the employees, keeps the matricules, and assigns them', async () => {
    const ids = await findIds();
    const batch = freshCode();
    const names = { city: `Ville-${batch}`, service: `Service ${batch}`, position: `Poste ${batch}` };
    const rows = (await fileRows(4)).map((row, index) => ({
      ...row,
      matricule: `OLD-${batch}-${index}`,
      cityId: names.city,
      serviceId: names.service,
      positionId: names.position,
    }));
    // The new position belongs to the enterprise of the new service's department (one enterprise per assignment).
    const department = await call<{ enterpriseId: number }>('GET', `/app/department/${ids.departmentId}`);
    const create = { cityId: ids.countryId, serviceId: ids.departmentId, positionId: department.body.enterpriseId };
    const dry = await importFile(rows, true, create);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect((dry.body as ImportAnswer).missing).toEqual({
      cityId: [{ name: names.city, rows: 4 }],
      serviceId: [{ name: names.service, rows: 4 }],
      positionId: [{ name: names.position, rows: 4 }],
    });
    expect((await list('service', { q: names.service })).items).toHaveLength(0);

    const answer = await importFile(rows, false, create);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [service] = (await list('service', { q: names.service })).items;
    expect(service).toMatchObject({ name: names.service, departmentId: ids.departmentId });
    const [position] = (await list('position', { q: names.position })).items;
    expect(position).toMatchObject({ title: names.position, enterpriseId: department.body.enterpriseId, budgetedHeadcount: 4 });
    const employee = (await call('GET', `/app/employee/${(answer.body as ImportAnswer).ids?.[2]}`)).body;
    expect(employee).toMatchObject({ matricule: `OLD-${batch}-2`, cityName: names.city, serviceName: names.service, positionTitle: names.position });
  });

  it('refuses a matricule already taken, a service without a position, and a parent that does not exist', async () => {
    const [existing] = (await list('employee', { pageSize: 1 })).items;
    const ids = await findIds();
    const rows = await fileRows(2);
    rows[0] = { ...rows[0], matricule: existing.matricule };
    rows[1] = { ...rows[1], serviceId: ids.serviceId };
    const answer = await importFile(rows, true);
    expect((answer.body as ImportRefusal).rows).toEqual([
      { index: 0, errors: { matricule: expect.objectContaining({ code: 'duplicate' }) } },
      { index: 1, errors: { positionId: expect.objectContaining({ code: 'required' }) } },
    ]);
    const badParent = await importFile(await fileRows(1), true, { serviceId: 987654 });
    expect(badParent.status).toBe(400);
    expect(failure(badParent).errors?.['create.serviceId']).toMatchObject({ code: 'unknownReference' });
  });
});

/** "a", "b", … "z", "ba", "bb"…: names without digits, which a numbered address would blur. */
const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26))) + String.fromCharCode(97 + (n % 26));

/** `count` rows without a work e-mail, as another HR system's export gives them. */
async function rowsWithoutEmail(count: number, name: (index: number) => { firstName: string; lastName: string }): Promise<Json[]> {
  return (await fileRows(count)).map(({ workEmail: _none, ...row }, index) => ({ ...row, ...name(index) }));
}

const addresses = (answer: { body: unknown }) => (answer.body as ImportAnswer).built.map((address) => address.value);

describe('POST /app/employee/import: the e-mails built from a pattern', () => {
  it('lists in the dry run the addresses it builds, homonyms numbered, in the order of the file', async () => {
    const domain = `${freshCode().toLowerCase()}.test`;
    const rows = await rowsWithoutEmail(3, (index) => ({ firstName: 'Élodie', lastName: index === 1 ? 'Martin' : 'Le Gall' }));
    const answer = await importFile(rows, true, undefined, { emailPatterns: { workEmail: `@${domain}` } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as ImportAnswer).built).toEqual([
      { index: 0, field: 'workEmail', value: `elodie.le-gall@${domain}` },
      { index: 1, field: 'workEmail', value: `elodie.martin@${domain}` },
      { index: 2, field: 'workEmail', value: `elodie.le-gall2@${domain}` },
    ]);
  });

  it("avoids the employees' addresses and the file's own, and builds from the staff number", async () => {
    const domain = `${freshCode().toLowerCase()}.test`;
    const [first] = await rowsWithoutEmail(1, () => ({ firstName: 'Ann', lastName: 'Lee' }));
    const kept = await importFile([{ ...first, workEmail: `ann.lee@${domain}` }], false);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const rows = await rowsWithoutEmail(3, () => ({ firstName: 'Ann', lastName: 'Lee' }));
    rows[2] = { ...rows[2], workEmail: `ann.lee2@${domain}` };
    const answer = await importFile(rows, true, undefined, { emailPatterns: { workEmail: `@${domain}` } });
    expect(addresses(answer)).toEqual([`ann.lee3@${domain}`, `ann.lee4@${domain}`]);

    const batch = freshCode().toLowerCase();
    const numbered = (await rowsWithoutEmail(2, () => ({ firstName: 'Ann', lastName: 'Lee' }))).map((row, index) => ({ ...row, matricule: `M-${batch}-${index}` }));
    const byNumber = await importFile(numbered, true, undefined, { emailPatterns: { workEmail: `{matricule}@${domain}`, personalEmail: `{f}{last}@home.${domain}` } });
    expect(addresses(byNumber)).toEqual([`m-${batch}-0@${domain}`, `m-${batch}-1@${domain}`, `alee@home.${domain}`, `alee2@home.${domain}`]);
  });

  it('builds for a file sent in parts the addresses it builds for the whole file', async () => {
    const domain = `${freshCode().toLowerCase()}.test`;
    const rows = await rowsWithoutEmail(4, () => ({ firstName: 'Zoé', lastName: 'Roux' }));
    rows[3] = { ...rows[3], workEmail: `zoe.roux2@${domain}` };
    const emailPatterns = { workEmail: `@${domain}` };
    const whole = addresses(await importFile(rows, true, undefined, { emailPatterns }));
    const first = addresses(await importFile(rows.slice(0, 2), true, undefined, { emailPatterns, elsewhere: { after: { workEmail: [`zoe.roux2@${domain}`] } } }));
    const second = addresses(await importFile(rows.slice(2), true, undefined, { emailPatterns, elsewhere: { before: { workEmail: first } } }));
    expect([...first, ...second]).toEqual(whole);
    expect(whole).toEqual([`zoe.roux@${domain}`, `zoe.roux3@${domain}`, `zoe.roux4@${domain}`]);
    const again = await importFile([{ ...rows[0], workEmail: first[0] }], true, undefined, { elsewhere: { before: { workEmail: first } } });
    expect((again.body as ImportRefusal).rows).toEqual([{ index: 0, errors: { workEmail: expect.objectContaining({ code: 'duplicate' }) } }]);
  });

  it('answers the addresses built beside the rows to fix, and refuses a pattern it cannot use', async () => {
    const domain = `${freshCode().toLowerCase()}.test`;
    const rows = await rowsWithoutEmail(2, () => ({ firstName: 'Ann', lastName: 'Lee' }));
    rows[1] = { ...rows[1], hireDate: 'pas une date' };
    const refused = await importFile(rows, true, undefined, { emailPatterns: { workEmail: `@${domain}` } });
    expect(refused.status).toBe(400);
    expect((refused.body as ImportRefusal).built.map((address) => address.value)).toEqual([`ann.lee@${domain}`, `ann.lee2@${domain}`]);
    const noMatricule = await importFile(rows.slice(0, 1), true, undefined, { emailPatterns: { workEmail: `{matricule}@${domain}` } });
    expect((noMatricule.body as ImportRefusal).rows).toEqual([{ index: 0, errors: { workEmail: expect.objectContaining({ code: 'emailNotBuilt' }) } }]);
    expectFieldError(await importFile(rows, true, undefined, { emailPatterns: { workEmail: '{prenom}@acme.fr' } }), 'emailPatterns.workEmail', 'invalidEmailPattern');
  });

  it('imports a file of 300 people, 70 pairs sharing a first and last name, with 300 different addresses', async () => {
    const before = await employeeTotal();
    const domain = `${freshCode().toLowerCase()}.test`;
    // Rows 230 to 299 are namesakes of rows 0 to 69.
    const rows = await rowsWithoutEmail(300, (index) => ({ firstName: 'Hélène', lastName: `Dupont ${letters(index % 230)}` }));
    const emailPatterns = { workEmail: `@${domain}` };
    const dry = await importFile(rows, true, undefined, { emailPatterns });
    expect(dry.status, JSON.stringify(dry.body).slice(0, 400)).toBe(200);
    const answer = await importFile(rows, false, undefined, { emailPatterns });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 400)).toBe(200);
    const built = addresses(answer);
    expect(built).toEqual(addresses(dry));
    expect(new Set(built).size).toBe(300);
    expect(built[230]).toBe(`helene.dupont-a2@${domain}`);
    expect(built.filter((address) => address.endsWith(`2@${domain}`))).toHaveLength(70);
    expect(await employeeTotal()).toBe(before + 300);
    const [namesake] = (await list('employee', { q: `helene.dupont-a2@${domain}` })).items;
    expect(namesake).toMatchObject({ firstName: 'Hélène', lastName: 'Dupont a', workEmail: `helene.dupont-a2@${domain}` });
    // 600 rows checked and 300 written: on PGlite, beside two other servers on two cores, it passed a minute.
  }, 180_000);
});
