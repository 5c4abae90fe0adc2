import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterLine, StaffRegister } from '@/domain/hr/staff-register';
import { call, connectToServer, expectFieldError, fetchBytes, type Item, type Json } from './http';
import { flowing, pdfText } from './pdf-text';
import { EMPLOYEE, HR, HR_ENTERPRISE, MANAGER, signInRoles } from './roles';
import { employeeInput, findIds, freshCode, type Ids } from './samples';

connectToServer();
signInRoles();

async function created(path: string, body: Json): Promise<Item> {
  const answer = await call('POST', path, body);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

/** The employee's record with `changes`, sent back whole as PUT wants it. */
async function changeEmployee(id: number, changes: Json): Promise<void> {
  const { body: current } = await call('GET', `/app/employee/${id}`);
  const { id: _id, createdAt: _c, updatedAt: _u, matricule: _m, ...fields } = current;
  const answer = await call('PUT', `/app/employee/${id}`, { ...fields, ...changes });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

let ids: Ids;
let enterpriseId: number;
let people: Record<'alice' | 'bruno' | 'wang' | 'maria', number>;

/** An enterprise of the suite's own, and four people hired into it, not in the order of their hiring. */
beforeAll(async () => {
  ids = await findIds();
  const enterprise = await created('/app/enterprise', { name: `Registre ${freshCode()}`, legalName: 'Reliure Registre SARL', siret: '44306184100005', legalForm: 'SARL', address: '4 rue des Tanneurs', cityId: ids.cityId });
  enterpriseId = enterprise.id;
  const direction = await created('/app/direction', { code: freshCode(), name: 'Direction', enterpriseId });
  const department = await created('/app/department', { code: freshCode(), name: 'Département', directionId: direction.id });
  const service = await created('/app/service', { code: freshCode(), name: 'Atelier', departmentId: department.id });
  const binder = await created('/app/position', { code: freshCode(), title: 'Relieur', enterpriseId, category: 'ouvrier', grade: 'N2', budgetedHeadcount: 4 });
  const hire = async (input: Json) => {
    const person = await created('/app/employee', employeeInput(ids, input));
    await created('/app/assignment', { employeeId: person.id, positionId: binder.id, serviceId: service.id, startDate: input.hireDate, kind: 'principale' });
    return person.id;
  };
  people = {
    alice: await hire({ firstName: 'Alice', lastName: 'Morel', hireDate: '2024-03-01' }),
    bruno: await hire({ firstName: 'Bruno', lastName: 'Petit', hireDate: '2023-06-01', contractType: 'intérim', contractEndDate: '2026-12-31', tempAgency: 'Adecco Lyon', partTime: true }),
    wang: await hire({ firstName: '伟', lastName: '王', gender: 'M', hireDate: '2025-02-03', contractType: 'stage', contractEndDate: '2025-07-31' }),
    maria: await hire({ firstName: 'Мария', lastName: 'Иванова', hireDate: '2024-03-01', workPermitKind: 'Carte de séjour pluriannuelle', workPermitNumber: '7501234567' }),
  };
}, 120_000);

const registerOf = async (token?: string) => call<StaffRegister>('GET', `/app/register/${enterpriseId}`, undefined, token ? { token } : {});
const lineOf = (register: StaffRegister, employeeId: number): RegisterLine | undefined => [...register.staff, ...register.interns].find((line) => line.employeeId === employeeId);

describe('the staff register', () => {
  it('lists the staff in hiring order (one day: who was written first), the interns apart', async () => {
    const { status, body } = await registerOf();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.staff.map((line) => [line.rank, line.employeeId])).toEqual([
      [1, people.bruno],
      [2, people.alice],
      [3, people.maria],
    ]);
    expect(body.interns.map((line) => [line.rank, line.employeeId])).toEqual([[1, people.wang]]);
  });

  it('holds the mentions the Code du travail asks for', async () => {
    const { body } = await registerOf();
    expect(lineOf(body, people.bruno)?.facts).toEqual({
      lastName: 'Petit',
      firstName: 'Bruno',
      nationality: expect.any(String),
      birthDate: '1991-04-12',
      gender: 'F',
      job: 'Relieur',
      qualification: 'ouvrier, N2',
      entryDate: '2023-06-01',
      contractType: 'intérim',
      partTime: true,
      tempAgency: 'Adecco Lyon',
    });
    expect(lineOf(body, people.maria)?.facts).toMatchObject({ workPermitKind: 'Carte de séjour pluriannuelle', workPermitNumber: '7501234567', partTime: false });
    expect(lineOf(body, people.alice)?.amendments).toEqual([]);
  });

  it('adds a later change of a mention as an amendment (who, when, before → after), the line kept', async () => {
    await changeEmployee(people.alice, { exitDate: '2026-05-07', exitReason: 'démission' });
    await changeEmployee(people.alice, { partTime: true, address: '1 rue Neuve' });
    const { body } = await registerOf();
    const line = lineOf(body, people.alice);
    expect(line?.rank).toBe(2);
    expect(line?.facts).toMatchObject({ exitDate: '2026-05-07', partTime: true, entryDate: '2024-03-01' });
    // The address is no mention of the register: no amendment.
    expect(line?.amendments).toEqual([
      { field: 'exitDate', after: '2026-05-07', at: expect.any(String), by: expect.stringMatching(/\S/) },
      { field: 'partTime', before: false, after: true, at: expect.any(String), by: expect.stringMatching(/\S/) },
    ]);
  });

  it('keeps a line when the assignment behind it goes', async () => {
    const [assignment] = (await call<{ items: Item[] }>('GET', `/app/assignment?employeeId=${people.maria}`)).body.items;
    expect((await call('DELETE', `/app/assignment/${assignment.id}?version=${assignment.version}`)).status).toBeLessThan(300);
    const { body } = await registerOf();
    expect(lineOf(body, people.maria)?.rank).toBe(3);
  });

  // A script without capitals (王) keeps its transliteration's: "Wang", not "WANG".
  it('prints the register: sections, lines in order, amendments, names of other scripts in Latin letters', async () => {
    const pdf = await fetchBytes(`/app/register/${enterpriseId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = flowing(await pdfText(pdf.bytes));
    expect(text).toContain('REGISTRE UNIQUE DU PERSONNEL');
    expect(text).toContain('Reliure Registre SARL');
    const order = ['Salariés', 'PETIT Bruno', 'MOREL Alice', 'IVANOVA Mariya', 'Stagiaires', 'Wang Wei'].map((needle) => text.indexOf(needle));
    expect(order.every((at) => at >= 0), text).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Travail temporaire (Adecco Lyon), temps partiel');
    expect(text).toContain('Carte de séjour pluriannuelle n° 7501234567');
    expect(text).toMatch(/Rectifié le \d\d\/\d\d\/\d{4} par .+ — Date de sortie : — -> 07\/05\/2026/);
  });

  it('is HR’s: the HR administrator of another enterprise, a manager, an employee are refused', async () => {
    expect((await registerOf(HR.token)).status).toBe(403);
    expect((await registerOf(MANAGER.token)).status).toBe(403);
    expect((await registerOf(EMPLOYEE.token)).status).toBe(403);
    expect((await fetchBytes(`/app/register/${enterpriseId}/pdf`, { token: HR.token })).status).toBe(403);
    const own = await call<StaffRegister>('GET', `/app/register/${HR_ENTERPRISE}`, undefined, { token: HR.token });
    expect(own.status).toBe(200);
    expect(own.body.staff.length).toBeGreaterThan(0);
    expect((await call('GET', '/app/register/999999')).status).toBe(404);
  });
});

describe('the employee’s mentions', () => {
  it('asks an intérim contract for its agency, and a work permit for its kind and number both', async () => {
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { contractType: 'intérim', contractEndDate: '2026-12-31' })), 'tempAgency', 'required');
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { workPermitKind: 'Carte de résident' })), 'workPermitNumber', 'required');
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { workPermitNumber: '123' })), 'workPermitKind', 'required');
  });
});
