import { describe, expect, it } from 'vitest';
import { leaveBalanceSchema, type LeaveBalance } from '@/domain/hr/leave-planning';
import { TEST_TODAY } from '@mocks/node';
import { ON_FAKE_BACKEND, call, expectFieldError, list, connectToServer, type Item, type Page } from './http';

connectToServer();

const PAID_LEAVE = 1;
/** The employee the signed-in administrator is: nobody approves their own request. */
const SIGNED_IN_EMPLOYEE = 1;
const SICKNESS = 3;

async function balanceOf(employeeId: number): Promise<LeaveBalance> {
  const answer = await call('GET', `/app/leave_balance/${employeeId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return leaveBalanceSchema.parse(answer.body);
}

/** Active employees' balances (hired before the period) for which `fits` holds and who have nothing in `span`. */
async function employeeWith(fits: (row: LeaveBalance) => boolean, span: { from: string; to: string }, skip: number[] = []): Promise<LeaveBalance> {
  const answer = await call<Page>('GET', '/app/leave_balance?status=active&pageSize=200&sort=id');
  const rows = answer.body.items.map((item) => leaveBalanceSchema.parse(item));
  for (const row of rows.filter((candidate) => fits(candidate) && ![SIGNED_IN_EMPLOYEE, ...skip].includes(candidate.employeeId))) {
    const employee = (await call('GET', `/app/employee/${row.employeeId}`)).body;
    if (String(employee.hireDate) > '2025-05-01') continue;
    const params = { ...span, employeeId: row.employeeId, pageSize: 1 };
    const [leaves, missions] = await Promise.all([list('leave', params), list('mission', params)]);
    if (leaves.total + missions.total === 0) return row;
  }
  throw new Error('no employee fits');
}

/** Submits a request then approves it, as HR would. */
async function approved(employeeId: number, typeId: number, startDate: string, endDate: string): Promise<Item> {
  const created = await call('POST', '/app/leave', { employeeId, typeId, startDate, startHalf: 'morning', endDate, endHalf: 'afternoon', status: 'pending' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const decided = await call('PUT', `/app/leave/${created.body.id}`, { ...created.body, status: 'approved' });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return decided.body;
}

/** What the period has earned: 2.5 a month worked, 2 a month of sickness (at most 24), rounded up, at most 30. */
const earned = (row: LeaveBalance) => {
  // The suite reads as Root, who is told the months of sickness: were they left out, nothing would match.
  const sick = row.sicknessMonths ?? Number.NaN;
  return Math.ceil(Math.min((row.monthsWorked - sick) * 2.5 + Math.min(sick * 2, 24), 30));
};

describe('paid leave earned during sick leave (law of 22 April 2024)', () => {
  it('a month mostly on non-work sick leave earns 2 ouvrables instead of 2.5', async () => {
    const span = { from: '2025-11-01', to: '2026-01-31' };
    const before = await employeeWith((row) => row.sicknessMonths === 0 && row.monthsWorked >= 9, span);
    expect(before.acquired).toBe(earned(before));

    await approved(before.employeeId, SICKNESS, span.from, span.to);
    const after = await balanceOf(before.employeeId);
    expect(after.sicknessMonths).toBe(3);
    expect(after.monthsWorked).toBe(before.monthsWorked);
    expect(after.acquired).toBe(earned(after));
    // Three months at 2 instead of 2.5: 1.5 days less, the fraction rounded up.
    expect(after.acquired).toBe(Math.ceil(before.monthsWorked * 2.5 - 1.5));
    expect(after.available).toBeCloseTo(before.available - (before.acquired - after.acquired), 2);
  });

  it('a few days of sick leave in a month leave it a month worked', async () => {
    const span = { from: '2025-10-06', to: '2025-10-10' };
    const before = await employeeWith((row) => row.sicknessMonths === 0 && row.monthsWorked >= 9, span);
    await approved(before.employeeId, SICKNESS, span.from, span.to);
    const after = await balanceOf(before.employeeId);
    expect([after.sicknessMonths, after.acquired]).toEqual([0, before.acquired]);
  });
});

describe('fractionnement (C. trav. L3141-23) and its waiver', () => {
  // Monday 2 to Wednesday 4 February 2026 (3 ouvrables), Monday 9 to Friday 13 February (6): both before today.
  const winter = { from: '2026-02-02', to: '2026-02-14' };
  const fits = (row: LeaveBalance) =>
    row.mainLeaveOutOfSeason === 0 && !row.fractionnementWaived && row.taken <= 12 && row.available >= 10;

  it('grants 1 day for 3 to 5 days of the main leave taken outside May–October, 2 from 6 on, shown with the days that earned them', async () => {
    const before = await employeeWith(fits, winter);
    expect(before.fractionnement).toBe(0);

    await approved(before.employeeId, PAID_LEAVE, '2026-02-02', '2026-02-04');
    const one = await balanceOf(before.employeeId);
    expect([one.mainLeaveOutOfSeason, one.fractionnement]).toEqual([3, 1]);
    expect(one.taken).toBeCloseTo(before.taken + 3, 2);
    expect(one.available).toBeCloseTo(before.available - 3 + 1, 2);

    await approved(before.employeeId, PAID_LEAVE, '2026-02-09', '2026-02-13');
    const two = await balanceOf(before.employeeId);
    expect([two.mainLeaveOutOfSeason, two.fractionnement]).toEqual([9, 2]);
    expect(two.available).toBeCloseTo(before.available - 9 + 2, 2);
  });

  it("records the employee's waiver for the period: no fractionnement days then, until it is withdrawn", async () => {
    const employee = await employeeWith(fits, winter);
    await approved(employee.employeeId, PAID_LEAVE, '2026-02-09', '2026-02-13');
    const earning = await balanceOf(employee.employeeId);
    expect(earning.fractionnement).toBe(2);

    const waived = await call('PUT', `/app/leave_balance/${employee.employeeId}`, { fractionnementWaived: true });
    expect(waived.status, JSON.stringify(waived.body)).toBe(200);
    expect(leaveBalanceSchema.parse(waived.body)).toMatchObject({ fractionnementWaived: true, fractionnement: 0, mainLeaveOutOfSeason: 6 });
    expect(leaveBalanceSchema.parse(waived.body).available).toBeCloseTo(earning.available - 2, 2);
    expect(await balanceOf(employee.employeeId)).toEqual(leaveBalanceSchema.parse(waived.body));

    const withdrawn = await call('PUT', `/app/leave_balance/${employee.employeeId}`, { fractionnementWaived: false });
    expect(withdrawn.status).toBe(200);
    expect(await balanceOf(employee.employeeId)).toEqual(earning);
  });

  it('refuses a waiver that is not true or false, and answers 404 for an unknown employee', async () => {
    expectFieldError(await call('PUT', '/app/leave_balance/1', { fractionnementWaived: 'oui' }), 'fractionnementWaived', 'invalidType');
    expect((await call('PUT', '/app/leave_balance/987654321', { fractionnementWaived: true })).status).toBe(404);
    expect((await call('PUT', '/app/leave_balance/1', { fractionnementWaived: true }, { auth: false })).status).toBe(401);
  });
});

describe('taken and planned, and who decided', () => {
  it('an approved request still to come is planned, not taken; the decision is recorded with its author and time', async () => {
    // Monday 20 to Wednesday 22 April 2026, after today: 3 ouvrables.
    const before = await employeeWith((row) => row.available >= 4, { from: '2026-04-20', to: '2026-04-25' });
    const leave = await approved(before.employeeId, PAID_LEAVE, '2026-04-20', '2026-04-22');
    expect(leave.days).toBe(3);
    expect(leave.decidedAt).toEqual(expect.any(String));
    expect(leave.decidedBy).toEqual(expect.any(Number));
    if (ON_FAKE_BACKEND) expect([leave.decidedBy, String(leave.decidedAt).slice(0, 10)]).toEqual([1, TEST_TODAY]);
    const after = await balanceOf(before.employeeId);
    expect(after.planned).toBeCloseTo(before.planned + 3, 2);
    expect(after.taken).toBeCloseTo(before.taken, 2);
  });
});
