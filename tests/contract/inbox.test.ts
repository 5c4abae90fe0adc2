import { describe, expect, it } from 'vitest';
import type { InboxItem, InboxResult } from '@/contract/inbox';
import { call, connectToServer, list, type Item } from './http';
import { EMPLOYEE, MANAGER, signInRoles } from './roles';
import { employeeInput, findIds, leaveInput } from './samples';

connectToServer();
signInRoles();

const inbox = async (token?: string) => {
  const answer = await call<{ items: InboxItem[]; total: number }>('GET', '/app/inbox', undefined, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const decide = async (decisions: Record<string, unknown>[], token = MANAGER.token) => {
  const answer = await call<{ results: InboxResult[] }>('POST', '/app/inbox/decisions', { decisions }, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results;
};
const created = async (area: string, body: Record<string, unknown>) => {
  const answer = await call('POST', `/app/${area}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

/** A CDI hired on 2025-01-06, placed where the demo employee works: in the demo manager's team (direction 3). */
async function teamMember() {
  const ids = await findIds();
  const [placed] = (await list('assignment', { employeeId: EMPLOYEE.employeeId, pageSize: 1 })).items;
  const employee = await created('employee', employeeInput(ids));
  await created('assignment', { employeeId: employee.id, positionId: placed.positionId, serviceId: placed.serviceId, startDate: '2025-01-06', kind: 'principale' });
  return { employee, serviceId: Number(placed.serviceId) };
}

const mine = (items: readonly InboxItem[], ids: readonly number[]) => items.filter((item) => ids.includes(item.id) && item.kind === 'leave');
const balanceOf = async (employeeId: number) => (await call('GET', `/app/leave_balance/${employeeId}`)).body.available;

describe('the inbox', () => {
  it("lists the manager's team requests waiting on her, oldest first, with days, balance after and who else is away", async () => {
    const ids = await findIds();
    const { employee, serviceId } = await teamMember();
    const first = await created('leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2027-04-05', '2027-04-07'));
    const second = await created('leave', { ...leaveInput(employee.id, ids.paidLeaveTypeId, '2027-05-03', '2027-05-03'), endHalf: 'morning', reason: 'Déménagement' });
    const { items, total } = await inbox(MANAGER.token);
    expect(total).toBe(items.length);
    const listed = mine(items, [first.id, second.id]);
    expect(listed.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(items.map((item) => item.submittedAt)).toEqual([...items.map((item) => item.submittedAt)].sort());
    const balance = await balanceOf(employee.id);
    expect(listed[1]).toMatchObject({
      kind: 'leave', version: 1, employeeId: employee.id, employeeName: expect.stringContaining('Contrat-'),
      title: expect.any(String), startDate: '2027-05-03', endHalf: 'morning', days: 0.5, balanceAfter: balance, comment: 'Déménagement',
    });
    expect(listed[0].days).toBe(3);
    const headcount = (await list('employee', { serviceId, status: 'active', pageSize: 1 })).total;
    expect(listed[0].away).toEqual({ count: expect.any(Number), of: expect.any(Number) });
    expect(listed[0].away?.of).toBeGreaterThanOrEqual(Math.min(headcount, 2));
    // The count matches the list.
    expect((await call('GET', '/app/inbox/count', undefined, { token: MANAGER.token })).body).toEqual({ count: total });
  });

  it("counts another of the service away on the request's days", async () => {
    const ids = await findIds();
    const { employee } = await teamMember();
    const { employee: colleague } = await teamMember();
    const before = mine((await inbox(MANAGER.token)).items, []);
    expect(before).toEqual([]);
    const asked = await created('leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2027-06-07', '2027-06-08'));
    const alone = (await inbox(MANAGER.token)).items.find((item) => item.id === asked.id);
    await created('leave', leaveInput(colleague.id, ids.paidLeaveTypeId, '2027-06-08', '2027-06-09'));
    const together = (await inbox(MANAGER.token)).items.find((item) => item.id === asked.id);
    expect(together?.away?.count).toBe((alone?.away?.count ?? 0) + 1);
    expect(together?.away?.of).toBe(alone?.away?.of);
  });

  it("is empty for an employee who decides nothing, and refuses their decisions on others' requests", async () => {
    const ids = await findIds();
    const { employee } = await teamMember();
    const asked = await created('leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2027-07-05', '2027-07-05'));
    expect(await inbox(EMPLOYEE.token)).toEqual({ items: [], total: 0 });
    expect((await call('GET', '/app/inbox/count', undefined, { token: EMPLOYEE.token })).body).toEqual({ count: 0 });
    const [result] = await decide([{ kind: 'leave', id: asked.id, version: 1, outcome: 'approved' }], EMPLOYEE.token);
    expect(result).toMatchObject({ ok: false, httpStatus: 404 });
    expect((await call('GET', `/app/leave/${asked.id}`)).body).toMatchObject({ status: 'pending', version: 1 });
  });

  it("tells the leave type of a request only to who reads it (the decider of a pending one), and never the employee's own", async () => {
    const ids = await findIds();
    const { employee } = await teamMember();
    const asked = await created('leave', { ...leaveInput(employee.id, ids.paidLeaveTypeId, '2027-09-06', '2027-09-06'), reason: 'Privé' });
    const item = (await inbox(MANAGER.token)).items.find((entry) => entry.id === asked.id);
    expect(item).toMatchObject({ title: expect.any(String), comment: 'Privé' });
    // The manager's own requests never wait on her.
    const own = await created('leave', leaveInput(MANAGER.employeeId, ids.paidLeaveTypeId, '2027-09-13', '2027-09-13'));
    expect((await inbox(MANAGER.token)).items.some((entry) => entry.id === own.id)).toBe(false);
  });
});

/** Two employees alike, each with the same three requests: a leave, a leave overlapping a mission, a leave to decide twice. */
async function twins() {
  const ids = await findIds();
  const twin = async () => {
    const { employee } = await teamMember();
    const leaves = [
      await created('leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2027-10-04', '2027-10-05')),
      await created('leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2027-10-11', '2027-10-12')),
      await created('leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2027-10-18', '2027-10-18')),
    ];
    // A mission over the second leave's days: approving that leave is refused (overlap).
    await created('mission', { employeeId: employee.id, purpose: 'Salon', destinationCityId: ids.cityId, startDate: '2027-10-12', endDate: '2027-10-12', transport: 'train', status: 'submitted', expenses: [] });
    return { employee, leaves };
  };
  return [await twin(), await twin()];
}

const decisionFields = (row: Item) => ({ status: row.status, days: row.days, version: row.version, decidedByName: row.decidedByName, decisionComment: row.decisionComment });
const rowsOf = async (leaves: readonly Item[]) => Promise.all(leaves.map(async (leave) => decisionFields((await call('GET', `/app/leave/${leave.id}`)).body)));

describe('decisions from the inbox', () => {
  it('are the same decisions made one by one, refusals included, nothing counted twice', async () => {
    const [bulk, single] = await twins();
    const results = await decide([
      { kind: 'leave', id: bulk.leaves[0].id, version: 1, outcome: 'approved', comment: 'OK' },
      { kind: 'leave', id: bulk.leaves[1].id, version: 1, outcome: 'approved' },
      { kind: 'leave', id: bulk.leaves[2].id, version: 2, outcome: 'approved' },
      { kind: 'leave', id: bulk.leaves[0].id, version: 1, outcome: 'approved', comment: 'OK' },
      { kind: 'leave', id: bulk.leaves[2].id, version: 1, outcome: 'rejected', comment: 'Non' },
    ]);
    expect(results).toEqual([
      { kind: 'leave', id: bulk.leaves[0].id, ok: true, status: 'approved' },
      expect.objectContaining({ id: bulk.leaves[1].id, ok: false, httpStatus: 409, code: 'overlap', message: expect.any(String) }),
      expect.objectContaining({ id: bulk.leaves[2].id, ok: false, httpStatus: 409, code: 'stale' }),
      expect.objectContaining({ id: bulk.leaves[0].id, ok: false, httpStatus: 409, code: 'stale' }),
      { kind: 'leave', id: bulk.leaves[2].id, ok: true, status: 'rejected' },
    ]);
    const one = (leave: Item, body: Record<string, unknown>) => call('PUT', `/app/leave/${leave.id}`, { ...leave, ...body }, { token: MANAGER.token });
    expect((await one(single.leaves[0], { status: 'approved', comment: 'OK', version: 1 })).status).toBe(200);
    expect((await one(single.leaves[1], { status: 'approved', version: 1 })).status).toBe(409);
    expect((await one(single.leaves[2], { status: 'approved', version: 2 })).status).toBe(409);
    // Sent again, the single call is refused too (its reach check answers before the version's).
    expect((await one(single.leaves[0], { status: 'approved', comment: 'OK', version: 1 })).status).not.toBe(200);
    expect((await one(single.leaves[2], { status: 'rejected', comment: 'Non', version: 1 })).status).toBe(200);
    expect(await rowsOf(bulk.leaves)).toEqual(await rowsOf(single.leaves));
    expect(await balanceOf(bulk.employee.id)).toBe(await balanceOf(single.employee.id));
    const left = mine((await inbox(MANAGER.token)).items, [...bulk.leaves, ...single.leaves].map((leave) => leave.id));
    expect(left.map((item) => item.id)).toEqual([bulk.leaves[1].id, single.leaves[1].id]);
  });

  it("decide a mission order: it leaves the inbox once approved", async () => {
    const ids = await findIds();
    const { employee } = await teamMember();
    const mission = await created('mission', { employeeId: employee.id, purpose: 'Audit', destinationCityId: ids.cityId, startDate: '2027-11-08', endDate: '2027-11-09', transport: 'train', status: 'submitted', expenses: [] });
    const item = (await inbox(MANAGER.token)).items.find((entry) => entry.kind === 'mission' && entry.id === mission.id);
    expect(item).toMatchObject({ title: expect.any(String), comment: 'Audit', startDate: '2027-11-08' });
    expect(await decide([{ kind: 'mission', id: mission.id, version: 1, outcome: 'approved' }])).toEqual([{ kind: 'mission', id: mission.id, ok: true, status: 'approved' }]);
    expect((await inbox(MANAGER.token)).items.some((entry) => entry.kind === 'mission' && entry.id === mission.id)).toBe(false);
  });
});

describe('a leave cancellation asked by its requester', () => {
  /** An approved leave of the demo employee, whose cancellation she asks. */
  async function askedCancellation(startDate: string) {
    const ids = await findIds();
    const leave = await created('leave', leaveInput(EMPLOYEE.employeeId, ids.paidLeaveTypeId, startDate, startDate));
    const approved = await call('PUT', `/app/leave/${leave.id}`, { ...leave, status: 'approved', version: 1 });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const asked = await call('POST', `/app/leave/${leave.id}/cancellation`, { version: 2, comment: 'Projet décalé' }, { token: EMPLOYEE.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ status: 'approved', version: 3, cancellationRequest: { comment: 'Projet décalé', requestedAt: expect.any(String) } });
    const item = (await inbox(MANAGER.token)).items.find((entry) => entry.kind === 'leaveCancellation' && entry.id === leave.id);
    expect(item).toMatchObject({ version: 3, comment: 'Projet décalé', days: 1, employeeId: EMPLOYEE.employeeId });
    return { leave, balance: await balanceOf(EMPLOYEE.employeeId) };
  }

  it('approved: the leave is cancelled, its days given back, the requester\'s words its reason', async () => {
    const { leave, balance } = await askedCancellation('2027-12-06');
    expect(await decide([{ kind: 'leaveCancellation', id: leave.id, version: 3, outcome: 'approved' }])).toEqual([
      { kind: 'leaveCancellation', id: leave.id, ok: true, status: 'cancelled' },
    ]);
    const row = (await call('GET', `/app/leave/${leave.id}`)).body;
    expect(row).toMatchObject({ status: 'cancelled', decisionComment: 'Projet décalé', decidedByName: 'Véronique Vasseur' });
    expect(row).not.toHaveProperty('cancellationRequest');
    expect(Number(await balanceOf(EMPLOYEE.employeeId))).toBeGreaterThanOrEqual(Number(balance));
  });

  it('rejected: the leave stays approved, the request cleared and the refusal recorded', async () => {
    const { leave } = await askedCancellation('2027-12-13');
    expect(await decide([{ kind: 'leaveCancellation', id: leave.id, version: 3, outcome: 'rejected', comment: 'Pas cette semaine' }])).toEqual([
      { kind: 'leaveCancellation', id: leave.id, ok: true, status: 'approved' },
    ]);
    const row = (await call('GET', `/app/leave/${leave.id}`)).body;
    expect(row).toMatchObject({ status: 'approved', version: 4, cancellationDecision: { outcome: 'rejected', decidedByName: 'Véronique Vasseur', comment: 'Pas cette semaine' } });
    expect(row).not.toHaveProperty('cancellationRequest');
    expect((await inbox(MANAGER.token)).items.some((entry) => entry.kind === 'leaveCancellation' && entry.id === leave.id)).toBe(false);
  });
});
