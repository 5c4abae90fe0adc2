import { describe, expect, it } from 'vitest';
import { ON_FAKE_BACKEND, call, connectToServer, failure, list, type Json } from './http';
import { employeeInput, findIds, freshCode } from './samples';

connectToServer();

interface ImportAnswer {
  imported: number;
  dryRun: boolean;
  ids?: number[];
}
interface ImportRefusal {
  message: string;
  rows: { index: number; errors: Record<string, { code: string; message: string }> }[];
}

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

const importFile = (rows: unknown[], dryRun: boolean) => call<ImportAnswer | ImportRefusal>('POST', '/app/employee/import', { rows, dryRun });

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

  it('refuses an empty file, more than 1000 rows, and a call without the bearer token', async () => {
    const empty = await importFile([], true);
    expect(empty.status).toBe(400);
    expect(failure(empty).message).toEqual(expect.any(String));
    const tooMany = await importFile(Array.from({ length: 1001 }, () => ({})), true);
    expect(tooMany.status).toBe(400);
    expect(failure(tooMany).errors?.rows).toMatchObject({ code: 'tooLarge' });
    const anonymous = await call('POST', '/app/employee/import', { rows: [{}], dryRun: true }, { auth: false });
    expect(anonymous.status).toBe(401);
  });
});
