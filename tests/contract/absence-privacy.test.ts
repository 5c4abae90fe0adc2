import { beforeAll, describe, expect, it } from 'vitest';
import { awayPersonSchema, dashboardSummarySchema } from '@/domain/hr/dashboard';
import { serviceAbsencesSchema, type Absence } from '@/domain/hr/leave-planning';
import { PRIVATE_ABSENCE_FIELDS, PRIVATE_FIELDS } from '@/domain/private-data';
import { call, connectToServer, list, type Item, type Json, type Page } from './http';
import { EMPLOYEE, HR, MANAGER, signInRoles, type RoleAccount } from './roles';
import { leaveInput } from './samples';

connectToServer();
signInRoles();

/**
 * Why someone is away is theirs and HR's (docs/roles.md, "Why someone is away"): a leave's
 * type, reason and comments are left out of the answers to anyone else — the team calendar,
 * the dashboard, the lists (and so the exports) and the records — but for the requests
 * awaiting one's decision. Every request here is made in a month of its own, February 2028.
 */
const MONTH = '2028-02';
const RTT = 2;
const SICKNESS = 3;

const get = <T = Item>(role: RoleAccount, path: string) => call<T>('GET', path, undefined, { token: role.token });
/** The private fields of a leave the answer tells. */
const told = (item: object, fields: readonly string[] = PRIVATE_FIELDS.leave) => fields.filter((field) => field in item);

/** A request of `employeeId`, made by `as` (Root by default) and, when asked, approved by Root. */
async function request(employeeId: number, typeId: number, day: string, extra: Json = {}, approve = false, as?: RoleAccount): Promise<Item> {
  const input = { ...leaveInput(employeeId, typeId, day, day), reason: 'Rendez-vous personnel', ...extra };
  const created = await call('POST', '/app/leave', input, { token: as?.token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (!approve) return created.body;
  const approved = await call('PUT', `/app/leave/${created.body.id}`, { ...input, status: 'approved', comment: 'Bon rétablissement', version: created.body.version });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body;
}

/** Someone else of the service, long in the company (as Root lists them). */
async function colleagueIn(serviceId: number, skip: readonly number[]): Promise<Item> {
  const { items } = await list('employee', { serviceId, status: 'active', contractType: 'CDI', sort: 'hireDate', pageSize: 20 });
  const colleague = items.find((item) => !skip.includes(item.id));
  expect(colleague, `someone else in service ${serviceId}`).toBeDefined();
  return colleague as Item;
}

let serviceId: number;
let colleague: Item;
/** The colleague's approved sick leave from the afternoon of 7 February, and his pending RTT. */
let sick: Item;
let pendingRtt: Item;
/** The employee's own request. */
let own: Item;

beforeAll(async () => {
  serviceId = Number((await call<Item>('GET', `/app/employee/${EMPLOYEE.employeeId}`)).body.serviceId);
  colleague = await colleagueIn(serviceId, [EMPLOYEE.employeeId, MANAGER.employeeId]);
  sick = await request(colleague.id, SICKNESS, '2028-02-07', { startHalf: 'afternoon' }, true);
  pendingRtt = await request(colleague.id, RTT, '2028-02-21');
  own = await request(EMPLOYEE.employeeId, RTT, '2028-02-14', { reason: 'Déménagement' }, false, EMPLOYEE);
});

const absencesAs = async (role: RoleAccount, service = serviceId): Promise<Absence[]> => {
  const answer = await get(role, `/app/leave_absences?serviceId=${service}&month=${MONTH}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return serviceAbsencesSchema.parse(answer.body).absences;
};
const absence = (absences: readonly Absence[], id: number) => {
  const found = absences.find((candidate) => candidate.id === id);
  expect(found, `absence ${id}`).toBeDefined();
  return found as Absence;
};

describe('the team calendar says who is absent, not why', () => {
  it("an employee reads her colleagues' absences without their type, half days kept, and her own whole", async () => {
    const absences = await absencesAs(EMPLOYEE);
    expect(absence(absences, sick.id)).toEqual({ id: sick.id, employeeId: colleague.id, startDate: '2028-02-07', startHalf: 'afternoon', endDate: '2028-02-07', endHalf: 'afternoon', status: 'approved', days: 0.5 });
    expect(told(absence(absences, pendingRtt.id), PRIVATE_ABSENCE_FIELDS.absence)).toEqual([]);
    expect(absence(absences, own.id)).toMatchObject({ typeId: RTT, typeName: expect.any(String) });
  });

  it('so does her manager, the employee’s absence included', async () => {
    const absences = await absencesAs(MANAGER);
    for (const id of [sick.id, pendingRtt.id, own.id]) expect(told(absence(absences, id), PRIVATE_ABSENCE_FIELDS.absence)).toEqual([]);
  });

  it('Root and the HR administrator of the enterprise read the types', async () => {
    expect(absence(await absencesAs({ role: 'root', grants: [], employeeId: 1 }), sick.id)).toMatchObject({ typeId: SICKNESS, typeName: expect.any(String) });
    const hrService = Number((await call<Item>('GET', `/app/employee/${HR.employeeId}`)).body.serviceId);
    const theirs = await request((await colleagueIn(hrService, [HR.employeeId])).id, SICKNESS, '2028-02-09', {}, true);
    expect(absence(await absencesAs(HR, hrService), theirs.id)).toMatchObject({ typeId: SICKNESS });
  });
});

describe('the leave list and records hold the same', () => {
  it('a manager reads her team’s decided requests without why, those awaiting her decision whole', async () => {
    const page = (await get<Page>(MANAGER, `/app/leave?employeeId=${colleague.id}&from=2028-02-01&to=2028-02-29`)).body;
    const listed = (id: number) => page.items.find((item) => item.id === id) as Item;
    expect(told(listed(sick.id))).toEqual([]);
    expect(listed(sick.id)).toMatchObject({ employeeName: expect.any(String), startHalf: 'afternoon', status: 'approved', days: 0.5 });
    expect(listed(pendingRtt.id)).toMatchObject({ typeId: RTT, reason: 'Rendez-vous personnel', approverId: expect.any(Number) });
    expect(told((await get(MANAGER, `/app/leave/${sick.id}`)).body)).toEqual([]);
    // What she approves she read whole to decide, and goes on reading so.
    const asked = await request(colleague.id, RTT, '2028-02-25');
    const decision = { ...leaveInput(colleague.id, RTT, '2028-02-25', '2028-02-25', 'approved'), comment: 'Validé', version: asked.version };
    const approved = await call('PUT', `/app/leave/${asked.id}`, decision, { token: MANAGER.token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', typeId: RTT, decisionComment: 'Validé' });
    expect((await get(MANAGER, `/app/leave/${asked.id}`)).body).toMatchObject({ typeId: RTT, decisionComment: 'Validé' });
    // Her own request she reads whole.
    const hers = await request(MANAGER.employeeId, RTT, '2028-02-28', {}, false, MANAGER);
    expect((await get(MANAGER, `/app/leave/${hers.id}`)).body).toMatchObject({ typeId: RTT, reason: 'Rendez-vous personnel' });
  });

  it('an employee reads her own requests whole; HR and Root everyone’s', async () => {
    const mine = (await get<Page>(EMPLOYEE, `/app/leave?from=2028-02-01&to=2028-02-29`)).body.items;
    expect(mine.map((item) => item.id)).toContain(own.id);
    expect(mine.every((item) => told(item).length >= 2)).toBe(true);
    expect((await call<Item>('GET', `/app/leave/${sick.id}`)).body).toMatchObject({ typeId: SICKNESS, reason: 'Rendez-vous personnel', comment: 'Bon rétablissement' });
  });

  it('what a query asks of the type does not tell it: filtered or searched by it, a team’s decided requests are not found', async () => {
    const query = (role: RoleAccount, params: string) => get<Page>(role, `/app/leave?employeeId=${colleague.id}&from=2028-02-01&to=2028-02-29&${params}`);
    expect((await query(MANAGER, `typeId=${SICKNESS}`)).body.total).toBe(0);
    expect((await query(MANAGER, 'q=maladie')).body.total).toBe(0);
    expect((await query(MANAGER, 'q=rendez-vous')).body.total).toBe(0);
    expect((await call<Page>('GET', `/app/leave?employeeId=${colleague.id}&from=2028-02-01&to=2028-02-29&q=maladie`)).body.total).toBe(1);
    // Her team's requests are still searched by their person's name, and sorted.
    const byName = (await query(MANAGER, `q=${encodeURIComponent(String(colleague.lastName))}`)).body.items.map((item) => item.id);
    expect(byName).toEqual(expect.arrayContaining([sick.id, pendingRtt.id]));
    expect((await query(MANAGER, 'sort=typeName')).status).toBe(200);
  });

  it('a manager cancelling a request she reads as absent leaves its type and reason as they are', async () => {
    const approved = await request(colleague.id, RTT, '2028-02-24', { reason: 'Raison privée' }, true);
    const shown = (await get(MANAGER, `/app/leave/${approved.id}`)).body;
    expect(told(shown)).toEqual([]);
    const cancelled = await call('PUT', `/app/leave/${approved.id}`, { ...shown, status: 'cancelled', comment: 'Réorganisation' }, { token: MANAGER.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(told(cancelled.body)).toEqual([]);
    expect((await call<Item>('GET', `/app/leave/${approved.id}`)).body).toMatchObject({ status: 'cancelled', typeId: RTT, reason: 'Raison privée', comment: 'Réorganisation' });
  });
});

describe('the other answers about someone’s leave', () => {
  it('the dashboard’s "away today" names people, never why; its list holds what the leave list holds', async () => {
    // Someone of her team away today, when the day allows it (a weekday he is free).
    const { today } = dashboardSummarySchema.parse((await call('GET', '/app/dashboard')).body);
    const input = { ...leaveInput(colleague.id, SICKNESS, today, today), reason: 'Grippe' };
    const created = await call('POST', '/app/leave', input);
    if (created.status === 201) await call('PUT', `/app/leave/${created.body.id}`, { ...input, status: 'approved', version: created.body.version });
    const summary = dashboardSummarySchema.parse((await get(MANAGER, '/app/dashboard')).body);
    if (created.status === 201) expect(summary.figures.awayToday.count).toBeGreaterThan(0);
    const named = Object.keys(awayPersonSchema.shape);
    for (const person of summary.awayToday) expect(Object.keys(person).every((key) => named.includes(key))).toBe(true);
    const away = (await get<Page>(MANAGER, `/app/leave?${new URLSearchParams({ ...summary.figures.awayToday.filters, pageSize: '200' })}`)).body;
    expect(away.total).toBe(summary.figures.awayToday.count);
    expect(away.items.filter((item) => item.employeeId !== MANAGER.employeeId).every((item) => told(item).length === 0)).toBe(true);
  });

  it('a paid-leave balance tells its months of sickness to HR and to oneself only', async () => {
    expect(told((await get(MANAGER, `/app/leave_balance/${colleague.id}`)).body, PRIVATE_ABSENCE_FIELDS.balance)).toEqual([]);
    expect((await call('GET', `/app/leave_balance/${colleague.id}`)).body).toHaveProperty('sicknessMonths');
    expect((await get(EMPLOYEE, `/app/leave_balance/${EMPLOYEE.employeeId}`)).body).toHaveProperty('sicknessMonths');
    const team = (await get<Page>(MANAGER, '/app/leave_balance?pageSize=50')).body.items;
    expect(team.filter((item) => item.employeeId !== MANAGER.employeeId).every((item) => !('sicknessMonths' in item))).toBe(true);
  });
});
