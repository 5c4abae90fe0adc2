import { describe, expect, it } from 'vitest';
import { ON_FAKE_BACKEND, call, connectToServer, failure, list, message, type Item } from './http';
import { SAMPLES, employeeInput, findIds, leaveInput } from './samples';

connectToServer();

/** A CDI hired on 2025-01-06, fresh for each test, in the service and position found first. */
async function newEmployee() {
  const ids = await findIds();
  const created = await call('POST', '/app/employee', employeeInput(ids));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const assigned = await call('POST', '/app/assignment', { employeeId: created.body.id, positionId: ids.positionId, serviceId: ids.serviceId, startDate: '2025-01-06', kind: 'principale' });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
  return created.body;
}

const put = async (area: string, id: number, body: Record<string, unknown>) => {
  const answer = await call('PUT', `/app/${area}/${id}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

/** Who is signed in, as the audit trail names them: the author of their latest write. */
const me = async () => (await call<{ items: Item[] }>('GET', '/app/audit?pageSize=1')).body.items[0];

describe('a decision on a leave request', () => {
  it('records who decided, when and their comment; going back to approval clears it', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const input = leaveInput(employee.id, ids.paidLeaveTypeId, '2025-06-02', '2025-06-03');
    const created = await call('POST', '/app/leave', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).not.toHaveProperty('decidedAt');

    const approved = await put('leave', created.body.id, { ...input, status: 'approved', comment: 'Bonnes vacances', version: 1 });
    const author = await me();
    expect(approved).toMatchObject({
      status: 'approved',
      decidedBy: author.userId,
      decidedByName: author.userName,
      decidedAt: expect.any(String),
      decisionComment: 'Bonnes vacances',
    });
    expect(approved).not.toHaveProperty('approverName');
    if (ON_FAKE_BACKEND) expect(approved).toMatchObject({ decidedBy: 1, decidedByName: 'Claire Martin' });

    const moved = await put('leave', created.body.id, { ...input, endDate: '2025-06-04', status: 'approved', comment: 'Bonnes vacances', version: 2 });
    expect(moved.status).toBe('pending');
    for (const field of ['decidedBy', 'decidedByName', 'decidedAt', 'decisionComment']) expect(moved).not.toHaveProperty(field);
  });

  it('names who will decide while the request awaits a decision', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const created = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2025-07-07', '2025-07-08'));
    expect(created.body).toMatchObject({ approverId: expect.any(Number), approverName: expect.any(String) });
    expect(created.body.approverId).not.toBe(employee.id);
    const [listed] = (await list('leave', { employeeId: employee.id })).items;
    expect(listed).toMatchObject({ id: created.body.id, approverName: created.body.approverName });
    const approver = await call('GET', `/app/employee/${String(created.body.approverId)}`);
    expect(created.body.approverName).toBe(`${String(approver.body.firstName)} ${String(approver.body.lastName)}`);
  });

  it("refuses to approve or reject one's own request (403, ownRequest), and lets one cancel it", async () => {
    const [rtt] = (await list('leave', { q: 'rtt', pageSize: 1 })).items;
    // The demo administrator is the employee 1 (the fake backend and the seeded server alike).
    const input = leaveInput(1, Number(rtt.typeId), '2027-09-06', '2027-09-06');
    const created = await call('POST', '/app/leave', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const status of ['approved', 'rejected']) {
      const refused = await call('PUT', `/app/leave/${created.body.id}`, { ...input, status, version: 1 });
      expect(refused.status).toBe(403);
      expect(failure(refused)).toMatchObject({ code: 'ownRequest', message: message(/propre demande/) });
    }
    expect((await call('GET', `/app/leave/${created.body.id}`)).body).toMatchObject({ status: 'pending', version: 1 });
    const cancelled = await put('leave', created.body.id, { ...input, status: 'cancelled', version: 1 });
    expect(cancelled).toMatchObject({ status: 'cancelled', decidedAt: expect.any(String) });
  });
});

describe('a decision on a mission order', () => {
  const missionOf = async (employeeId: number, startDate: string) => ({
    ...SAMPLES.mission({ ...(await findIds()), employeeId }),
    startDate,
    endDate: startDate,
    status: 'submitted',
    expenses: [],
  });

  it('records who decided, when and their comment, kept while it runs; refused on one’s own order', async () => {
    const employee = await newEmployee();
    const input = await missionOf(employee.id, '2025-09-08');
    const created = await call('POST', '/app/mission', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ approverName: expect.any(String) });

    const rejected = await put('mission', created.body.id, { ...input, status: 'rejected', comment: 'Budget épuisé', version: 1 });
    const author = await me();
    expect(rejected).toMatchObject({ decidedBy: author.userId, decidedByName: author.userName, decidedAt: expect.any(String), decisionComment: 'Budget épuisé' });
    expect(rejected).not.toHaveProperty('approverName');

    const other = await call('POST', '/app/mission', { ...input, startDate: '2025-09-15', endDate: '2025-09-15' });
    const approved = await put('mission', other.body.id, { ...input, startDate: '2025-09-15', endDate: '2025-09-15', status: 'approved', version: 1 });
    const running = await put('mission', other.body.id, { ...input, startDate: '2025-09-15', endDate: '2025-09-15', status: 'in progress', version: 2 });
    expect(running).toMatchObject({ decidedAt: approved.decidedAt, decidedByName: approved.decidedByName });

    const own = await missionOf(1, '2027-10-04');
    const mine = await call('POST', '/app/mission', own);
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    const refused = await call('PUT', `/app/mission/${mine.body.id}`, { ...own, status: 'approved', version: 1 });
    expect(refused.status).toBe(403);
    expect(failure(refused).code).toBe('ownRequest');
  });
});
