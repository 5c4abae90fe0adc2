import { describe, expect, it } from 'vitest';
import { leaveBalanceSchema, serviceAbsencesSchema, type LeaveBalance, type ServiceAbsences } from '@/domain/hr/leave-planning';
import { TEST_TODAY } from '@mocks/node';
import { ON_FAKE_BACKEND, call, expectFieldError, list, connectToServer, type Item, type Page } from './http';

connectToServer();

const PAID_LEAVE = 1;

async function balances(params: Record<string, string | number>): Promise<{ items: LeaveBalance[]; total: number }> {
  const answer = await call<Page>('GET', `/app/leave_balance?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { total: answer.body.total, items: answer.body.items.map((item) => leaveBalanceSchema.parse(item)) };
}

async function balanceOf(employeeId: number, excludeId?: number): Promise<LeaveBalance> {
  const answer = await call('GET', `/app/leave_balance/${employeeId}${excludeId ? `?excludeId=${excludeId}` : ''}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return leaveBalanceSchema.parse(answer.body);
}

async function absences(serviceId: number, month: string): Promise<ServiceAbsences> {
  const answer = await call('GET', `/app/leave_absences?serviceId=${serviceId}&month=${month}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return serviceAbsencesSchema.parse(answer.body);
}

/** The days of the employee's paid-leave requests in a status, starting within the balance's period. */
async function daysIn(balance: LeaveBalance, status: string): Promise<number> {
  const { items } = await list('leave', { employeeId: balance.employeeId, typeId: PAID_LEAVE, status, pageSize: 200 });
  return items
    .filter((leave) => String(leave.startDate) >= balance.periodStart && String(leave.startDate) <= balance.periodEnd)
    .reduce((sum, leave) => sum + Number(leave.days), 0);
}

describe('GET /app/leave_balance', () => {
  it('needs the bearer token', async () => {
    expect((await call('GET', '/app/leave_balance', undefined, { auth: false })).status).toBe(401);
    expect((await call('GET', '/app/leave_balance/1', undefined, { auth: false })).status).toBe(401);
  });

  it('pages, searches and sorts exactly as GET /app/employee, one balance per employee', async () => {
    const queries: Record<string, string | number>[] = [
      { status: 'active', pageSize: 20, page: 2 },
      { status: 'active', q: 'andre', sort: '-lastName,firstName', pageSize: 10 },
    ];
    for (const params of queries) {
      const [page, employees] = await Promise.all([balances(params), list('employee', params)]);
      expect(page.total).toBe(employees.total);
      expect(page.items.map((row) => row.employeeId)).toEqual(employees.items.map((employee) => employee.id));
      expect(page.items.map((row) => row.matricule)).toEqual(employees.items.map((employee) => employee.matricule));
    }
  });

  it('adds up: available = acquired + carried over + fractionnement − taken − planned − pending, over the current period', async () => {
    const { items } = await balances({ status: 'active', pageSize: 50 });
    expect(items.length).toBe(50);
    for (const row of items) {
      expect(row.available).toBeCloseTo(row.acquired + row.carriedOver + row.fractionnement - row.taken - row.planned - row.pending, 2);
      expect(row.typeId).toBe(PAID_LEAVE);
      if (ON_FAKE_BACKEND) expect([row.periodStart, row.periodEnd]).toEqual(['2025-06-01', '2026-05-31']);
      expect(row.acquired).toBeLessThanOrEqual(30);
    }
  });

  it("counts the employee's approved paid-leave requests of the period as taken or planned, and the pending ones as pending", async () => {
    const { items } = await list('leave', { typeId: PAID_LEAVE, status: 'pending', pageSize: 5 });
    expect(items.length).toBeGreaterThan(0);
    for (const leave of items) {
      const balance = await balanceOf(Number(leave.employeeId));
      expect(balance.pending, balance.employeeName).toBe(await daysIn(balance, 'pending'));
      expect(balance.taken + balance.planned, balance.employeeName).toBeCloseTo(await daysIn(balance, 'approved'), 2);
    }
  });

  it('answers one employee’s balance as the list does, and leaves out the request named by excludeId', async () => {
    const [pending] = (await list('leave', { typeId: PAID_LEAVE, status: 'pending', from: TEST_TODAY, pageSize: 1 })).items;
    const employeeId = Number(pending.employeeId);
    const whole = await balanceOf(employeeId);
    const employee = (await call('GET', `/app/employee/${employeeId}`)).body;
    const [row] = (await balances({ q: String(employee.matricule), pageSize: 1 })).items;
    expect(row).toEqual(whole);
    const without = await balanceOf(employeeId, pending.id);
    expect(without.pending).toBeCloseTo(whole.pending - Number(pending.days), 2);
    expect(without.available).toBeCloseTo(whole.available + Number(pending.days), 2);
  });

  it('answers 404 for an unknown employee and 400 for an excludeId that is no id', async () => {
    expect((await call('GET', '/app/leave_balance/987654321')).status).toBe(404);
    expect((await call('GET', '/app/leave_balance/abc')).status).toBe(404);
    expectFieldError(await call('GET', '/app/leave_balance/1?excludeId=-3'), 'excludeId', 'invalidType');
  });

  it('is the limit the backend enforces: a paid-leave request beyond `available` is refused with beyondBalance', async () => {
    const { items } = await balances({ status: 'active', pageSize: 100 });
    const span = { from: '2026-04-06', to: '2026-05-02' };
    let employee: LeaveBalance | undefined;
    for (const row of items.filter((candidate) => candidate.available > 0 && candidate.available < 22)) {
      // Under contract all along: a fixed-term one may end before.
      const { contractEndDate } = (await call('GET', `/app/employee/${row.employeeId}`)).body;
      if (typeof contractEndDate === 'string' && contractEndDate < span.to) continue;
      const [leaves, missions] = await Promise.all([
        list('leave', { ...span, employeeId: row.employeeId, pageSize: 1 }),
        list('mission', { ...span, employeeId: row.employeeId, pageSize: 1 }),
      ]);
      if (leaves.total + missions.total === 0) {
        employee = row;
        break;
      }
    }
    expect(employee, 'an employee with less than four weeks left and nothing planned then').toBeDefined();
    if (!employee) return;
    // Monday 6 April (Easter Monday, a holiday) to Saturday 2 May: 4 weeks, at least 22 ouvrables.
    const request = { employeeId: employee.employeeId, typeId: PAID_LEAVE, startDate: '2026-04-07', startHalf: 'morning', endDate: '2026-05-02', endHalf: 'afternoon', status: 'pending' };
    const refused = await call('POST', '/app/leave', request);
    expectFieldError(refused, 'endDate', 'beyondBalance');
    const within = await call('POST', '/app/leave', { ...request, endDate: '2026-04-07' });
    expect(within.status, JSON.stringify(within.body)).toBe(201);
    expect((await balanceOf(employee.employeeId)).pending).toBeCloseTo(employee.pending + Number(within.body.days), 2);
  });
});

describe('GET /app/leave_absences', () => {
  const services = async () => (await list('service', { pageSize: 200 })).items;

  it('needs the bearer token and a known service, and reads the month as YYYY-MM', async () => {
    expect((await call('GET', '/app/leave_absences?serviceId=1', undefined, { auth: false })).status).toBe(401);
    expectFieldError(await call('GET', '/app/leave_absences'), 'serviceId', 'required');
    expect((await call('GET', '/app/leave_absences?serviceId=987654321')).status).toBe(404);
    expectFieldError(await call('GET', '/app/leave_absences?serviceId=1&month=2026-13'), 'month', 'invalidType');
    const answer = await call('GET', '/app/leave_absences?serviceId=1');
    expect(answer.status).toBe(200);
    if (ON_FAKE_BACKEND) expect(serviceAbsencesSchema.parse(answer.body).month).toBe(TEST_TODAY.slice(0, 7));
  });

  it("lists the service's people and, for each, the approved and pending requests touching the month", async () => {
    const month = TEST_TODAY.slice(0, 7);
    let checked = 0;
    for (const service of (await services()).slice(0, 12)) {
      const answer = await absences(service.id, month);
      expect([answer.from, answer.to]).toEqual([`${month}-01`, '2026-03-31']);
      const staff = await list('employee', { serviceId: service.id, status: 'active', pageSize: 200 });
      const listed = new Set(answer.employees.map((employee) => employee.id));
      for (const employee of staff.items) expect(listed.has(employee.id), String(employee.matricule)).toBe(true);
      for (const employee of answer.employees) {
        const leaves: Item[] = (await list('leave', { employeeId: employee.id, from: answer.from, to: answer.to, pageSize: 200 })).items;
        const expected = leaves.filter((leave) => leave.status === 'approved' || leave.status === 'pending').map((leave) => leave.id);
        const shown = answer.absences.filter((absence) => absence.employeeId === employee.id).map((absence) => absence.id);
        expect(shown.sort(), employee.name).toEqual(expected.sort());
      }
      expect(answer.absences.every((absence) => listed.has(absence.employeeId))).toBe(true);
      checked += answer.absences.length;
    }
    expect(checked, 'some absences were compared').toBeGreaterThan(0);
  });

  it("shades the site's public holidays: Good Friday at an Alsace-Moselle site only", async () => {
    const all = await services();
    const byCity = async (city: string) => {
      const [enterprise] = (await list('enterprise', { q: city, pageSize: 1 })).items;
      return all.find((service) => service.enterpriseId === enterprise.id);
    };
    const strasbourg = await byCity('Strasbourg');
    const paris = await byCity('Paris');
    expect(strasbourg && paris).toBeTruthy();
    if (!strasbourg || !paris) return;
    const april = (await call<{ date: string; key: string }[]>('GET', '/app/holidays?year=2026&alsaceMoselle=true')).body.filter((holiday) =>
      holiday.date.startsWith('2026-04'),
    );
    const alsace = await absences(strasbourg.id, '2026-04');
    expect(alsace.holidays.map((holiday) => holiday.date)).toEqual(april.map((holiday) => holiday.date));
    expect(alsace.holidays.map((holiday) => holiday.key)).toContain('goodFriday');
    const national = await absences(paris.id, '2026-04');
    expect(national.holidays.map((holiday) => holiday.key)).toEqual(['easterMonday']);
  });
});
