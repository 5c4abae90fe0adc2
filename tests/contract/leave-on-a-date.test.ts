import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOnDateSchema, typeBalancesSchema, type BalanceOnDate, type TypeBalance } from '@/domain/hr/leave-projection';
import { leaveBalanceSchema, type LeaveBalance } from '@/domain/hr/leave-planning';
import { TEST_TODAY } from '@mocks/node';
import { call, connectToServer, expectFieldError, list, type Item } from './http';
import { EMPLOYEE, MANAGED_DIRECTION, MANAGER, signInRoles, type RoleAccount } from './roles';
import { leaveInput } from './samples';

connectToServer();
signInRoles();

/**
 * The paid-leave balance on a date and per leave type (docs/domain.md, "On a date").
 * Today is 16 March 2026: the reference period runs to 31 May 2026, the next one to 31 May 2027.
 */
const PAID_LEAVE = 1;
const RTT = 2;
const LATEST = '2027-05-31';

const balanceToday = async (employeeId: number): Promise<LeaveBalance> =>
  leaveBalanceSchema.parse((await call('GET', `/app/leave_balance/${employeeId}`)).body);

async function on(employeeId: number, query: Record<string, string | number>, as?: RoleAccount): Promise<BalanceOnDate> {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const answer = await call('GET', `/app/leave_balance/${employeeId}/on?${params}`, undefined, { token: as?.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return balanceOnDateSchema.parse(answer.body);
}

async function types(employeeId: number, as?: RoleAccount): Promise<TypeBalance[]> {
  const answer = await call('GET', `/app/leave_balance/${employeeId}/types`, undefined, { token: as?.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return typeBalancesSchema.parse(answer.body).items;
}

async function requested(employeeId: number, typeId: number, startDate: string, endDate: string, approve: boolean): Promise<Item> {
  const created = await call('POST', '/app/leave', leaveInput(employeeId, typeId, startDate, endDate));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (!approve) return created.body;
  const decided = await call('PUT', `/app/leave/${created.body.id}`, { ...created.body, status: 'approved' });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return decided.body;
}

/** An active employee of the managed direction, hired long ago, with no request from today to the end of the next period. */
async function freeEmployee(skip: readonly number[]): Promise<number> {
  const { items } = await list('employee', { status: 'active', contractType: 'CDI', directionId: MANAGED_DIRECTION, sort: 'hireDate', pageSize: 40 });
  for (const item of items) {
    if (skip.includes(item.id) || String(item.hireDate) > '2024-01-01' || item.exitDate) continue;
    const leaves = await list('leave', { employeeId: item.id, from: TEST_TODAY, to: LATEST, pageSize: 1 });
    const missions = await list('mission', { employeeId: item.id, from: TEST_TODAY, to: LATEST, pageSize: 1 });
    if (leaves.total + missions.total === 0) return item.id;
  }
  throw new Error('no employee free of requests');
}

let employeeId: number;
beforeAll(async () => {
  employeeId = await freeEmployee([1, EMPLOYEE.employeeId, MANAGER.employeeId]);
});

describe('GET /app/leave_balance/{employeeId}/on', () => {
  it('without a date, answers on today', async () => {
    expect(await on(employeeId, {})).toMatchObject({ date: TEST_TODAY, latestDate: LATEST });
  });

  it('on today is the balance of today, for every employee', async () => {
    const { items } = await list('employee', { status: 'active', pageSize: 12, sort: 'id' });
    for (const { id } of items) {
      const [today, projected] = await Promise.all([balanceToday(id), on(id, { date: TEST_TODAY })]);
      expect(projected, `employee ${id}`).toMatchObject({
        available: today.available,
        acquired: today.acquired,
        carriedOver: today.carriedOver,
        fractionnement: today.fractionnement,
        periodStart: '2025-06-01',
        periodEnd: '2026-05-31',
        lost: 0,
        latestDate: LATEST,
      });
    }
  });

  it('earns each month once over, then carries over at 31 May and loses what was carried into the period and not taken', async () => {
    const today = await balanceToday(employeeId);
    const end = await on(employeeId, { date: '2026-05-31' });
    // Every month of the period worked: 30 acquired on its last day.
    expect(end).toMatchObject({ acquired: 30, carriedOver: today.carriedOver, lost: 0, periodEnd: '2026-05-31' });
    expect(end.available).toBe(today.available + 30 - today.acquired);
    expect(end.months.map((month) => month.month)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(end.months.at(-1)?.balance).toBe(end.available);

    const held = end.taken + end.planned + end.pending;
    const fromCarriedOver = Math.min(end.carriedOver, held);
    const first = await on(employeeId, { date: '2026-06-01' });
    expect(first).toMatchObject({
      periodStart: '2026-06-01',
      periodEnd: '2027-05-31',
      acquired: 0,
      carriedOver: Math.max(0, end.acquired + end.fractionnement - (held - fromCarriedOver)),
      lost: end.carriedOver - fromCarriedOver,
      taken: 0,
      planned: 0,
      pending: 0,
    });
    expect(first.available).toBe(first.carriedOver);
    expect((await on(employeeId, { date: '2026-06-30' })).acquired).toBe(3);
    expect(await on(employeeId, { date: LATEST })).toMatchObject({ acquired: 30, available: first.carriedOver + 30 });
  });

  it('holds approved requests before and after the date, and pending ones, against the balance', async () => {
    const before = await on(employeeId, { date: '2026-04-30' });
    const april = await requested(employeeId, PAID_LEAVE, '2026-04-13', '2026-04-17', true);
    const may = await requested(employeeId, PAID_LEAVE, '2026-05-18', '2026-05-20', false);
    const after = await on(employeeId, { date: '2026-04-30' });
    expect(after).toMatchObject({ taken: before.taken + Number(april.days), pending: before.pending + Number(may.days) });
    expect(after.available).toBe(before.available - Number(april.days) - Number(may.days) + after.fractionnement - before.fractionnement);
    expect(after.months.find((month) => month.month === '2026-04')?.taken).toBe(Number(april.days));
    // On 1 April the April request is still to come: planned, held all the same.
    const ahead = await on(employeeId, { date: '2026-04-01' });
    expect(ahead.planned).toBe(before.planned + Number(april.days));
    // The next period starts without them: they count in the period they start in.
    expect((await on(employeeId, { date: '2026-06-01' })).taken).toBe(0);
    // The request left out (being edited) holds nothing.
    expect((await on(employeeId, { date: '2026-04-30', excludeId: may.id })).available).toBe(after.available + Number(may.days));
  });

  it("counts a request's days as the leave area does and tells what it leaves on the date", async () => {
    const dates = { startDate: '2026-07-13', endDate: '2026-07-24', startHalf: 'morning', endHalf: 'morning' };
    const answer = await on(employeeId, { date: '2026-07-24', ...dates });
    const draft = await call('POST', '/app/leave', { ...leaveInput(employeeId, PAID_LEAVE, dates.startDate, dates.endDate, 'draft'), endHalf: 'morning' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    // 14 July is a public holiday: not counted.
    expect(answer.request).toEqual({ days: Number(draft.body.days), availableAfter: answer.available - Number(draft.body.days), startHalf: 'morning', endHalf: 'morning' });
    // Another type counts in its own unit and leaves the paid-leave balance as it is.
    const rtt = await on(employeeId, { date: '2026-07-24', ...dates, typeId: RTT });
    expect(rtt.request).toMatchObject({ days: 8.5, availableAfter: rtt.available });
  });

  it('refuses a date before today, after the end of the next period, or malformed, naming the field', async () => {
    const refused = (query: string, field: string, code: string) =>
      call('GET', `/app/leave_balance/${employeeId}/on?${query}`).then((answer) => expectFieldError(answer, field, code));
    await refused('date=2026-03-15', 'date', 'tooSmall');
    await refused('date=2027-06-01', 'date', 'tooLarge');
    await refused('date=2026-02-30', 'date', 'invalidDate');
    await refused('date=demain', 'date', 'invalidDate');
    await refused('date=2026-04-01&typeId=abc', 'typeId', 'invalidType');
    await refused('date=2026-04-01&typeId=999999', 'typeId', 'unknownReference');
    await refused('date=2026-04-01&excludeId=-3', 'excludeId', 'invalidType');
    await refused('date=2026-04-01&startDate=2026-04-06', 'endDate', 'required');
    await refused('date=2026-04-01&startDate=2026-04-06&endDate=2026-04-03', 'endDate', 'dateOrder');
    await refused('date=2026-04-01&startDate=2026-04-06&endDate=2026-04-08&startHalf=midi', 'startHalf', 'invalidChoice');
    await refused('date=2026-04-01&startDate=2026-04-06&endDate=2099-04-08', 'endDate', 'tooLarge');
  });

  it('answers only within the reach of reading balances: elsewhere as if absent', async () => {
    const path = (id: number) => `/app/leave_balance/${id}/on?date=${TEST_TODAY}`;
    expect((await call('GET', path(employeeId), undefined, { auth: false })).status).toBe(401);
    expect((await call('GET', path(987654321))).status).toBe(404);
    expect((await call('GET', path(employeeId), undefined, { token: EMPLOYEE.token })).status).toBe(404);
    expect((await call('GET', `/app/leave_balance/${employeeId}/types`, undefined, { token: EMPLOYEE.token })).status).toBe(404);
    const own = await on(EMPLOYEE.employeeId, { date: TEST_TODAY }, EMPLOYEE);
    expect(own.available).toBe((await balanceToday(EMPLOYEE.employeeId)).available);
    expect((await on(employeeId, { date: TEST_TODAY }, MANAGER)).employeeId).toBe(employeeId);
    const outside = (await list('employee', { status: 'active', pageSize: 50 })).items.find((item) => item.directionId !== MANAGED_DIRECTION);
    expect((await call('GET', path(Number(outside?.id)), undefined, { token: MANAGER.token })).status).toBe(404);
  });
});

describe('GET /app/leave_balance/{employeeId}/types', () => {
  it("gives the paid-leave type's balance and the other types' days of the period in their own unit", async () => {
    const rttOf = (rows: TypeBalance[]) => rows.find((row) => row.typeId === RTT);
    // RTT draws on a balance: it has its row, requests or none.
    const before = rttOf(await types(employeeId));
    expect(before).toMatchObject({ typeName: 'RTT', deductsFromBalance: true });
    await requested(employeeId, RTT, '2026-03-02', '2026-03-03', true);
    await requested(employeeId, RTT, '2026-04-20', '2026-04-20', true);
    await requested(employeeId, RTT, '2026-04-27', '2026-04-27', false);
    const rows = await types(employeeId);
    const today = await balanceToday(employeeId);
    const paid = rows.find((row) => row.typeId === PAID_LEAVE);
    expect(paid).toMatchObject({ deductsFromBalance: true, acquired: today.acquired, carriedOver: today.carriedOver, taken: today.taken, planned: today.planned, pending: today.pending, remaining: today.available });
    expect(rttOf(rows)).toEqual({
      typeId: RTT,
      typeName: 'RTT',
      deductsFromBalance: true,
      taken: Number(before?.taken) + 2,
      planned: Number(before?.planned) + 1,
      pending: Number(before?.pending) + 1,
    });
  });

  it("shows another person's other absence types only to who reads why they are away", async () => {
    await requested(employeeId, 3, '2026-03-09', '2026-03-10', true);
    expect((await types(employeeId)).some((row) => row.typeId === 3)).toBe(true);
    expect((await types(employeeId, MANAGER)).map((row) => row.typeId)).toEqual([PAID_LEAVE]);
    const own = await types(EMPLOYEE.employeeId, EMPLOYEE);
    expect(own.map((row) => row.typeId)).toContain(PAID_LEAVE);
  });
});
