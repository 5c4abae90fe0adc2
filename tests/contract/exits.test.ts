import { beforeAll, describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, failure, fetchBytes, signIn, type Item, type Json } from './http';
import { flowing, pdfText } from './pdf-text';
import { EMPLOYEE, HR, MANAGER, signInRoles } from './roles';
import { employeeInput, findIds, freshCode, leaveInput, type Ids } from './samples';

connectToServer();
signInRoles();

interface Checklist {
  exitDate: string;
  accountClosesOn: string;
  headcount: number;
  items: { item: string; done: boolean; date?: string; dueDate?: string; channel?: string; version?: number }[];
}

async function created(path: string, body: Json): Promise<Item> {
  const answer = await call('POST', path, body);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Sets (or clears, with undefined) the employee's exit date, the whole record sent back as PUT wants it. */
async function setExit(id: number, exitDate: string | undefined, exitReason = 'démission'): Promise<void> {
  const { body: current } = await call('GET', `/app/employee/${id}`);
  const { id: _id, createdAt: _c, updatedAt: _u, matricule: _m, ...fields } = current;
  const body = { ...fields, exitDate, exitReason: exitDate ? exitReason : undefined };
  const answer = await call('PUT', `/app/employee/${id}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A small enterprise of the suite's own (one employee: below 11), with its organisation and two positions. */
async function smallEnterprise(ids: Ids) {
  const enterprise = await created('/app/enterprise', {
    name: `Atelier ${freshCode()}`,
    legalName: 'Atelier Exemple SARL',
    siret: '44306184100005',
    legalForm: 'SARL',
    address: '4 rue des Tanneurs',
    cityId: ids.cityId,
  });
  const direction = await created('/app/direction', { code: freshCode(), name: 'Direction atelier', enterpriseId: enterprise.id });
  const department = await created('/app/department', { code: freshCode(), name: 'Département atelier', directionId: direction.id });
  const service = await created('/app/service', { code: freshCode(), name: 'Service atelier', departmentId: department.id });
  const position = (title: string) => created('/app/position', { code: freshCode(), title, enterpriseId: enterprise.id, category: 'employé', budgetedHeadcount: 2 });
  return { enterprise, service, apprentice: await position('Apprenti relieur'), binder: await position('Relieur') };
}

let ids: Ids;
let today: string;
let small: Awaited<ReturnType<typeof smallEnterprise>>;
/** An employee of the small enterprise, leaving on 7 May 2026 after two jobs, with a leave on record. */
let leaver: number;
/** An employee of a large demo enterprise (11 or more), leaving on the same day. */
let largeLeaver: number;

beforeAll(async () => {
  ids = await findIds();
  today = String((await call<{ today: string }>('GET', '/app/exits')).body.today);
  small = await smallEnterprise(ids);
  leaver = (await created('/app/employee', employeeInput(ids, { firstName: 'Armelle', lastName: 'Dufay', hireDate: '2024-09-02' }))).id;
  await created('/app/assignment', { employeeId: leaver, positionId: small.apprentice.id, serviceId: small.service.id, startDate: '2024-09-02', endDate: '2025-08-31', kind: 'principale' });
  await created('/app/assignment', { employeeId: leaver, positionId: small.binder.id, serviceId: small.service.id, startDate: '2025-09-01', kind: 'principale' });
  await created('/app/leave', leaveInput(leaver, ids.paidLeaveTypeId, '2025-02-03', '2025-02-07'));
  await setExit(leaver, '2026-05-07');

  const [placed] = (await call<{ items: Item[] }>('GET', '/app/assignment?kind=principale&pageSize=1')).body.items;
  largeLeaver = (await created('/app/employee', employeeInput(ids))).id;
  await created('/app/assignment', { employeeId: largeLeaver, positionId: placed.positionId, serviceId: placed.serviceId, startDate: '2025-01-06', kind: 'principale' });
  await setExit(largeLeaver, '2026-05-07');
}, 120_000);

describe('the exit checklist', () => {
  it('lists the four items once an exit date is set; none without one', async () => {
    const { status, body } = await call<Checklist>('GET', `/app/employee/${leaver}/exit`);
    expect(status).toBe(200);
    expect(body.exitDate).toBe('2026-05-07');
    expect(body.accountClosesOn).toBe('2026-05-08');
    expect(body.items.map((item) => item.item)).toEqual(['certificat', 'soldeDeToutCompte', 'franceTravail', 'equipment']);
    expect(body.items.every((item) => !item.done)).toBe(true);

    const stays = await created('/app/employee', employeeInput(ids));
    const none = await call('GET', `/app/employee/${stays.id}/exit`);
    expect(none.status).toBe(409);
    expect(failure(none).code).toBe('noExitDate');
  });

  it('dates the attestation France Travail 5 working days after the exit for 11 employees or more, holidays off; below, an item on its site', async () => {
    const large = (await call<Checklist>('GET', `/app/employee/${largeLeaver}/exit`)).body;
    expect(large.headcount).toBeGreaterThanOrEqual(11);
    // Thursday 7 May 2026: Friday 8 May and Thursday 14 May (Ascension) are holidays.
    expect(large.items.find((item) => item.item === 'franceTravail')).toEqual({ item: 'franceTravail', done: false, channel: 'dsn', dueDate: '2026-05-18' });

    const smallOne = (await call<Checklist>('GET', `/app/employee/${leaver}/exit`)).body;
    expect(smallOne.headcount).toBe(1);
    expect(smallOne.items.find((item) => item.item === 'franceTravail')).toEqual({ item: 'franceTravail', done: false, channel: 'site' });
  });

  it('keeps the status HR sets: done on a date, quoting the version once set', async () => {
    expectFieldError(await call('PUT', `/app/employee/${leaver}/exit/soldeDeToutCompte`, { done: true }), 'date', 'required');
    const signed = await call<Checklist>('PUT', `/app/employee/${leaver}/exit/soldeDeToutCompte`, { done: true, date: '2026-05-07' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const item = signed.body.items.find((candidate) => candidate.item === 'soldeDeToutCompte');
    expect(item).toMatchObject({ done: true, date: '2026-05-07', version: 1 });

    expect((await call('PUT', `/app/employee/${leaver}/exit/soldeDeToutCompte`, { done: false, version: 7 })).status).toBe(409);
    const reopened = await call<Checklist>('PUT', `/app/employee/${leaver}/exit/soldeDeToutCompte`, { done: false, version: 1 });
    expect(reopened.body.items.find((candidate) => candidate.item === 'soldeDeToutCompte')).toEqual({ item: 'soldeDeToutCompte', done: false, version: 2 });
    expect((await call('PUT', `/app/employee/${leaver}/exit/bonus`, { done: true, date: '2026-05-07' })).status).toBe(404);
  });

  it('is HR’s: a manager or an employee is refused', async () => {
    expect((await call('GET', `/app/employee/${leaver}/exit`, undefined, { token: MANAGER.token })).status).toBe(403);
    expect((await call('PUT', `/app/employee/${EMPLOYEE.employeeId}/exit/equipment`, { done: true, date: today }, { token: EMPLOYEE.token })).status).toBe(403);
    expect((await call('GET', '/app/exits', undefined, { token: EMPLOYEE.token })).status).toBe(403);
    // The HR administrator of another enterprise does not see this one's people.
    expect((await call('GET', `/app/employee/${leaver}/exit`, undefined, { token: HR.token })).status).toBe(404);
  });

  it('lists on the dashboard the exits of the next 30 days with their open items', async () => {
    const soon = (await created('/app/employee', employeeInput(ids))).id;
    await setExit(soon, shift(today, 12));
    await call('PUT', `/app/employee/${soon}/exit/equipment`, { done: true, date: today });
    const later = (await created('/app/employee', employeeInput(ids))).id;
    await setExit(later, shift(today, 31));
    const { body } = await call<{ items: { employeeId: number; exitDate: string; openItems: string[] }[] }>('GET', '/app/exits');
    expect(body.items.find((exit) => exit.employeeId === soon)).toMatchObject({ exitDate: shift(today, 12), openItems: ['certificat', 'soldeDeToutCompte', 'franceTravail'] });
    expect(body.items.some((exit) => exit.employeeId === later)).toBe(false);
  });
});

describe('the account of someone who has left', () => {
  it('signs in on the exit day, and is refused from the day after', async () => {
    const person = (await created('/app/employee', employeeInput(ids))).id;
    const email = `depart-${freshCode().toLowerCase()}@contrat.test`;
    const password = 'Contrat-depart-2026';
    await created('/user', { email, username: email, password, grants: [{ role: 'employee' }], employeeId: person });

    await setExit(person, today);
    expect(await signIn(email, password)).toEqual(expect.any(String));

    await setExit(person, shift(today, -1));
    const refused = await call('POST', '/users/authenticate', { email, password }, { auth: false });
    expect(refused.status).toBe(400);
    expect(failure(refused)).toMatchObject({ code: 'auth.accountClosed', params: { date: today } });
  });
});

describe('the certificat de travail', () => {
  it('holds exactly the mentions the law requires, and neither the reason for leaving nor the absences', async () => {
    const pdf = await fetchBytes(`/app/employee/${leaver}/certificat`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = flowing(await pdfText(pdf.bytes));
    const { body: city } = await call('GET', `/app/city/${ids.cityId}`);
    const issued = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;

    expect(text).toContain('CERTIFICAT DE TRAVAIL');
    expect(text).toContain('Atelier Exemple SARL, 4 rue des Tanneurs');
    expect(text).toContain('SIRET 44306184100005');
    expect(text).toContain('Armelle Dufay');
    expect(text).toContain('du 02/09/2024 au 07/05/2026 (préavis inclus, effectué ou non)');
    expect(text).toContain('Apprenti relieur, du 02/09/2024 au 31/08/2025');
    expect(text).toContain('Relieur, du 01/09/2025 au 07/05/2026');
    expect(text).toMatch(/portabilité/);
    expect(text).toMatch(/santé et de prévoyance/);
    expect(text).toContain(`Fait à ${String(city.name)}, le ${issued}.`);
    expect(text).toMatch(/pour l'employeur$/);

    for (const forbidden of [/démission/i, /motif/i, /absence/i, /congé/i, /02\/02\/2025|03\/02\/2025|07\/02\/2025/, /12\/04\/1991/]) expect(text).not.toMatch(forbidden);
  });

  it('is made only once an exit date is set, for HR and the employee themself', async () => {
    const stays = (await created('/app/employee', employeeInput(ids))).id;
    expect((await fetchBytes(`/app/employee/${stays}/certificat`)).status).toBe(409);
    // The manager reads her own documents (she is an employee too), not anyone else's: as if absent.
    expect((await fetchBytes(`/app/employee/${leaver}/certificat`, { token: MANAGER.token })).status).toBe(404);
    expect((await fetchBytes(`/app/employee/${EMPLOYEE.employeeId}/certificat`, { token: EMPLOYEE.token })).status).toBe(409);
  });
});

describe("the attestation d'emploi", () => {
  it('is made for a current employee, with their current job; refused once they have left', async () => {
    const current = (await created('/app/employee', employeeInput(ids, { firstName: 'Basile', lastName: 'Ferrand', hireDate: '2025-03-03' }))).id;
    await created('/app/assignment', { employeeId: current, positionId: small.binder.id, serviceId: small.service.id, startDate: '2025-03-03', kind: 'principale' });
    const pdf = await fetchBytes(`/app/employee/${current}/attestation`, { method: 'POST' });
    expect(pdf.status).toBe(200);
    const text = flowing(await pdfText(pdf.bytes));
    expect(text).toContain("ATTESTATION D'EMPLOI");
    expect(text).toContain('Basile Ferrand est employé(e) dans notre entreprise depuis le 03/03/2025, en qualité de Relieur.');

    await setExit(current, shift(today, -2));
    expect((await fetchBytes(`/app/employee/${current}/attestation`, { method: 'POST' })).status).toBe(409);
  });

  it('is made by the employee for themself where their enterprise allows it, never for someone else', async () => {
    const own = `/app/employee/${EMPLOYEE.employeeId}/attestation`;
    const refused = await call('POST', own, undefined, { token: EMPLOYEE.token });
    expect(refused.status).toBe(403);
    expect(failure(refused).code).toBe('attestationByHr');

    const enterpriseId = Number((await call('GET', `/app/employee/${EMPLOYEE.employeeId}`)).body.enterpriseId);
    const { body: enterprise } = await call('GET', `/app/enterprise/${enterpriseId}`);
    const { id: _id, createdAt: _c, updatedAt: _u, cityName: _n, ...fields } = enterprise;
    expect((await call('PUT', `/app/enterprise/${enterpriseId}`, { ...fields, selfAttestation: true })).status).toBe(200);
    expect((await fetchBytes(own, { method: 'POST', token: EMPLOYEE.token })).status).toBe(200);
    expect((await fetchBytes(`/app/employee/${leaver}/attestation`, { method: 'POST', token: EMPLOYEE.token })).status).toBe(404);
  });
});
