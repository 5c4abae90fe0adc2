import { beforeAll, describe, expect, it } from 'vitest';
import { call, connectToServer, failure, message, type Item } from './http';
import { HR, signInRoles } from './roles';
import { leaveInput, type Ids } from './samples';
import { payrollOrg } from './payroll-org';

connectToServer();
signInRoles();

/**
 * A closed payroll month is locked (docs/payroll.md): every kind of dated record, created,
 * changed or deleted, on the last day of the month refused with 409 naming the month, on the
 * first day of the next one accepted; reopened with a reason, it takes writes again.
 */

const CLOSED = '2025-09';
const LAST_DAY = '2025-09-30';
const NEXT_DAY = '2025-10-01';

let ids: Ids;
let employeeId: number;
let enterpriseId: number;
let enterpriseName: string;
let leaveBefore: Item;

const closeMonth = (month = CLOSED) => call<null>('POST', `/app/payroll/${enterpriseId}/months/${month}/close`);

beforeAll(async () => {
  ({ ids, employeeId, enterpriseId, enterpriseName } = await payrollOrg());
  const leave = await call('POST', '/app/leave', leaveInput(employeeId, ids.paidLeaveTypeId, '2025-09-15', '2025-09-15', 'draft'));
  expect(leave.status, JSON.stringify(leave.body)).toBe(201);
  leaveBefore = leave.body;
  const closed = await closeMonth();
  expect(closed.status, JSON.stringify(closed.body)).toBe(204);
}, 120_000);

/** The 409 of a write dated in the closed month: its code, the month and the enterprise named. */
function expectLocked(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  const body = failure(answer as never);
  expect(body.code).toBe('payrollClosed');
  expect(body.params).toMatchObject({ month: CLOSED, enterprise: enterpriseName });
  expect(body.message).toEqual(message(new RegExp(`^La paie de septembre 2025 de ${enterpriseName} est clôturée`)));
}

const records: Record<string, (date: string) => Record<string, unknown>> = {
  leave: (date) => leaveInput(employeeId, ids.paidLeaveTypeId, date, date, 'draft'),
  attendance: (date) => ({ employeeId, date, checkIn: '08:30', checkOut: '17:00', breakMinutes: 45, status: 'présent', source: 'manual' }),
  mission: (date) => ({ employeeId, purpose: 'Salon paie', destinationCityId: ids.cityId, startDate: date, endDate: date, transport: 'train', status: 'draft', expenses: [] }),
  salary: (date) => ({ employeeId, effectiveDate: date, baseMonthlyGrossCents: 320000, hoursPerMonth: 151.67, allowances: [], deductions: [] }),
  assignment: (date) => ({ employeeId, positionId: ids.positionId, serviceId: ids.serviceId, startDate: date, endDate: date, kind: 'intérim' }),
};

describe('a closed month refuses every kind of dated record on its last day, and takes the next day', () => {
  it('a leave across the closed month and the next is refused', async () => {
    expectLocked(await call('POST', '/app/leave', leaveInput(employeeId, ids.paidLeaveTypeId, LAST_DAY, '2025-10-02', 'draft')));
  });

  it('a mission of the next month with an expense dated in the closed month is refused', async () => {
    const mission = { ...records.mission('2025-10-06'), expenses: [{ date: LAST_DAY, category: 'repas', amountCents: 1990 }] };
    expectLocked(await call('POST', '/app/mission', mission));
  });

  for (const [area, input] of Object.entries(records)) {
    it(`${area}: created on ${LAST_DAY} refused, on ${NEXT_DAY} accepted, then moved into the month refused`, async () => {
      expectLocked(await call('POST', `/app/${area}`, input(LAST_DAY)));
      const created = await call('POST', `/app/${area}`, input(NEXT_DAY));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expectLocked(await call('PUT', `/app/${area}/${created.body.id}`, { ...input(LAST_DAY), version: created.body.version }));
    });
  }

  it('a leave of the closed month is neither changed nor deleted', async () => {
    expectLocked(await call('PUT', `/app/leave/${leaveBefore.id}`, { ...leaveInput(employeeId, ids.paidLeaveTypeId, '2025-09-16', '2025-09-16', 'draft'), version: leaveBefore.version }));
    expectLocked(await call('DELETE', `/app/leave/${leaveBefore.id}`));
  });

  it('another enterprise, or the same month of another year, is not locked', async () => {
    const other = await call('POST', '/app/leave', leaveInput(employeeId, ids.paidLeaveTypeId, '2024-09-30', '2024-09-30', 'draft'));
    // Before the hire date: refused for that, not for the payroll.
    expect(failure(other).code).not.toBe('payrollClosed');
  });

  it('closing a month closed already is 409; a month to come is no payroll month (404)', async () => {
    expect((await closeMonth()).status).toBe(409);
    expect((await closeMonth('2031-01')).status).toBe(404);
  });
});

describe('reopening', () => {
  it('needs a reason (400 beside it)', async () => {
    const answer = await call('POST', `/app/payroll/${enterpriseId}/months/${CLOSED}/reopen`, {});
    expect(answer.status).toBe(400);
    expect(failure(answer).errors?.reason?.code).toBe('required');
  });

  it('opens the month for 24 hours by default: writes are taken, the month says until when; closing it again locks it', async () => {
    const reopened = await call<null>('POST', `/app/payroll/${enterpriseId}/months/${CLOSED}/reopen`, { reason: 'Arrêt maladie reçu en retard' }, { token: HR.token });
    expect([204, 403]).toContain(reopened.status);
    if (reopened.status === 403) {
      // The HR administrator's enterprises do not hold this one: Root reopens it.
      expect((await call<null>('POST', `/app/payroll/${enterpriseId}/months/${CLOSED}/reopen`, { reason: 'Arrêt maladie reçu en retard' })).status).toBe(204);
    }
    const month = (await call<Item>('GET', `/app/payroll/${enterpriseId}/months/${CLOSED}`)).body;
    expect(month).toMatchObject({ status: 'reopened', reopenReason: 'Arrêt maladie reçu en retard' });
    // Against the backend's clock (the tests' fixed day).
    const now = String((await call<Item>('GET', '/app/payroll')).body.now);
    const hours = (Date.parse(String(month.reopenedUntil)) - Date.parse(now)) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24.01);
    const taken = await call('POST', '/app/attendance', records.attendance('2025-09-29'));
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect((await closeMonth()).status).toBe(204);
    expectLocked(await call('DELETE', `/app/attendance/${taken.body.id}`));
  });

  it('is written in the audit trail with its reason', async () => {
    const trail = await call<{ items: Item[] }>('GET', '/app/audit?area=payrollMonth&pageSize=10');
    expect(trail.status).toBe(200);
    const actions = trail.body.items.map((entry) => entry.action);
    expect(actions).toContain('create');
    expect(JSON.stringify(trail.body.items)).toContain('Arrêt maladie reçu en retard');
  });
});
