import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, failure, list, type Item } from './http';
import { approvalOrg, askLeave, decide, type ApprovalOrg } from './approval-org';
import { HR, MANAGER, EMPLOYEE, signInRoles } from './roles';

connectToServer();
signInRoles();

let org: ApprovalOrg;
beforeAll(async () => {
  org = await approvalOrg();
}, 120_000);

/** Removes every policy a test made: each test starts from "the manager alone". */
afterEach(async () => {
  const { items } = (await call<{ items: Item[] }>('GET', '/app/approval_policy')).body;
  for (const policy of items) expect((await call('DELETE', `/app/approval_policy/${policy.id}`)).status).toBe(204);
});

const policy = async (body: Record<string, unknown>) => {
  const answer = await call('POST', '/app/approval_policy', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const leavePolicy = (shape: string, extra: Record<string, unknown> = {}) => policy({ subject: 'leave', leaveTypeId: org.paidLeaveTypeId, shape, ...extra });

let day = 0;
/** A request of `days` working days on fresh dates (Mondays of 2026 from April on, one week each). */
const ask = (employeeId = org.requester, days = 1) => {
  const monday = new Date(Date.UTC(2026, 3, 6 + 7 * day++));
  const end = new Date(monday.getTime() + (days - 1) * 86_400_000);
  return askLeave(employeeId, org.paidLeaveTypeId, monday.toISOString().slice(0, 10), end.toISOString().slice(0, 10));
};
const ok = async (answer: Promise<{ status: number; body: Item }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const kinds = (request: Item) => (request.steps as { kind: string }[]).map((step) => step.kind);
const stepsOf = (request: Item) => request.steps as Record<string, unknown>[];

describe('approval chains: each shape', () => {
  it('without a policy: the manager alone, her decision recorded on the step', async () => {
    const asked = await ask();
    expect(asked).toMatchObject({ status: 'pending', currentStep: 0, approverId: org.serviceHead, steps: [{ kind: 'manager', approverId: org.serviceHead, approverName: expect.any(String) }] });
    const approved = await ok(decide('leave', asked, 'approved', org.tokens.serviceHead, 'Bon repos'));
    expect(approved).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect(approved).not.toHaveProperty('currentStep');
    expect(stepsOf(approved)[0]).toMatchObject({ outcome: 'approved', decidedBy: expect.any(Number), decidedByName: expect.any(String), decidedAt: expect.any(String), comment: 'Bon repos' });
    expect(stepsOf(approved)[0]).not.toHaveProperty('decidedForId');
  });

  it('manager then HR: both are needed, in that order; the manager may not decide the HR step', async () => {
    await leavePolicy('managerThenHr');
    const asked = await ask();
    expect(kinds(asked)).toEqual(['manager', 'hr']);
    const first = await ok(decide('leave', asked, 'approved', org.tokens.serviceHead));
    expect(first).toMatchObject({ status: 'pending', currentStep: 1 });
    expect(first).not.toHaveProperty('decidedAt');
    expect(stepsOf(first)[0]).toMatchObject({ outcome: 'approved' });
    const refused = await decide('leave', first, 'approved', org.tokens.serviceHead);
    expect(refused.status).toBe(403);
    expect(failure(refused).code).toBe('notYourStep');
    const last = await ok(decide('leave', first, 'approved', undefined, 'Vu RH'));
    expect(last).toMatchObject({ status: 'approved', decisionComment: 'Vu RH' });
    expect(stepsOf(last)[1]).toMatchObject({ kind: 'hr', outcome: 'approved', comment: 'Vu RH' });
  });

  it('HR only: a manager is refused, HR decides', async () => {
    await leavePolicy('hrOnly');
    const asked = await ask();
    expect(kinds(asked)).toEqual(['hr']);
    expect(asked).not.toHaveProperty('approverId');
    const refused = await decide('leave', asked, 'approved', org.tokens.serviceHead);
    expect(refused.status).toBe(403);
    expect(failure(refused).code).toBe('notYourStep');
    expect((await ok(decide('leave', asked, 'approved'))).status).toBe('approved');
  });

  it('a rejection ends the chain, at the first step or at the last', async () => {
    await leavePolicy('managerThenHr');
    const atFirst = await ok(decide('leave', await ask(), 'rejected', org.tokens.serviceHead, 'Période chargée'));
    expect(atFirst).toMatchObject({ status: 'rejected', decisionComment: 'Période chargée' });
    expect(atFirst).not.toHaveProperty('currentStep');
    expect(stepsOf(atFirst).map((step) => step.outcome)).toEqual(['rejected', undefined]);
    const passed = await ok(decide('leave', await ask(), 'approved', org.tokens.serviceHead));
    const atLast = await ok(decide('leave', passed, 'rejected'));
    expect(atLast.status).toBe('rejected');
    expect(stepsOf(atLast).map((step) => step.outcome)).toEqual(['approved', 'rejected']);
  });

  it("more than N days: the manager's manager decides after the manager", async () => {
    await leavePolicy('manager', { extraAboveDays: 2 });
    expect(kinds(await ask(org.requester, 2))).toEqual(['manager']);
    const long = await ask(org.requester, 3);
    expect(long.steps).toMatchObject([
      { kind: 'manager', approverId: org.serviceHead },
      { kind: 'managerOfManager', approverId: org.departmentHead },
    ]);
    const first = await ok(decide('leave', long, 'approved', org.tokens.serviceHead));
    expect(first).toMatchObject({ status: 'pending', currentStep: 1, approverId: org.departmentHead });
    // The director reaches the request too, but the step is the department head's.
    const notHers = await decide('leave', first, 'approved', org.tokens.director);
    expect(notHers.status).toBe(403);
    expect(failure(notHers).code).toBe('notYourStep');
    expect((await ok(decide('leave', first, 'approved', org.tokens.departmentHead))).status).toBe('approved');
  });

  it('a mission follows the mission policy; a leave of another type the leave policy without a type', async () => {
    await policy({ subject: 'mission', shape: 'hrOnly' });
    await policy({ subject: 'leave', shape: 'managerThenHr' });
    const ids = (await list('city', { pageSize: 1 })).items[0];
    const mission = await call('POST', '/app/mission', {
      employeeId: org.requester, purpose: 'Salon des chaînes', destinationCityId: ids.id, startDate: '2026-09-07', endDate: '2026-09-08', transport: 'train', status: 'submitted', expenses: [],
    });
    expect(mission.status, JSON.stringify(mission.body)).toBe(201);
    expect(kinds(mission.body)).toEqual(['hr']);
    const refused = await decide('mission', mission.body, 'approved', org.tokens.serviceHead);
    expect(failure(refused).code).toBe('notYourStep');
    expect(kinds(await ask())).toEqual(['manager', 'hr']);
  });

  it('a request sent back to approval with new dates gets a fresh chain', async () => {
    await leavePolicy('managerThenHr');
    const first = await ok(decide('leave', await ask(), 'approved', org.tokens.serviceHead));
    const moved = await ok(call('PUT', `/app/leave/${first.id}`, { employeeId: first.employeeId, typeId: first.typeId, startDate: first.startDate, startHalf: 'morning', endDate: first.startDate, endHalf: 'morning', status: 'pending', version: first.version }));
    expect(moved).toMatchObject({ status: 'pending', currentStep: 0 });
    expect(stepsOf(moved).every((step) => step.outcome === undefined)).toBe(true);
  });
});

describe('approval chains: up the org tree (N+2)', () => {
  it('the head of her own service asks: her department head decides', async () => {
    const asked = await ask(org.serviceHead);
    expect(asked.steps).toMatchObject([{ kind: 'manager', approverId: org.departmentHead }]);
    const refused = await decide('leave', asked, 'approved', org.tokens.serviceHead);
    expect(failure(refused).code).toBe('ownRequest');
    expect((await ok(decide('leave', asked, 'approved', org.tokens.departmentHead))).status).toBe('approved');
  });

  it('someone of a service without a head: the department head decides', async () => {
    const asked = await ask(org.orphan);
    expect(asked.steps).toMatchObject([{ kind: 'manager', approverId: org.departmentHead }]);
    expect((await ok(decide('leave', asked, 'rejected', org.tokens.departmentHead))).status).toBe('rejected');
  });

  it("a manager above who is not the step's approver is refused", async () => {
    const asked = await ask();
    for (const token of [org.tokens.departmentHead, org.tokens.director]) {
      const refused = await decide('leave', asked, 'approved', token);
      expect(refused.status).toBe(403);
      expect(failure(refused)).toMatchObject({ code: 'notYourStep', message: expect.any(String) });
    }
  });
});

describe('approval policies: the routes and who may use them', () => {
  it('creates, lists, changes (version checked) and deletes a policy; one per subject and type', async () => {
    const made = await leavePolicy('managerThenHr', { extraAboveDays: 10 });
    expect(made).toMatchObject({ subject: 'leave', leaveTypeId: org.paidLeaveTypeId, shape: 'managerThenHr', extraAboveDays: 10, version: 1, leaveTypeName: expect.any(String) });
    const twin = await call('POST', '/app/approval_policy', { subject: 'leave', leaveTypeId: org.paidLeaveTypeId, shape: 'hrOnly' });
    expectFieldError(twin, 'leaveTypeId', 'duplicate', 409);
    const changed = await ok(call('PUT', `/app/approval_policy/${made.id}`, { subject: 'leave', leaveTypeId: org.paidLeaveTypeId, shape: 'hrOnly', version: 1 }));
    expect(changed).toMatchObject({ shape: 'hrOnly', version: 2 });
    expect(changed).not.toHaveProperty('extraAboveDays');
    expect((await call('PUT', `/app/approval_policy/${made.id}`, { subject: 'leave', shape: 'manager', version: 1 })).status).toBe(409);
    expect((await call<{ items: Item[] }>('GET', '/app/approval_policy')).body.items.map((item) => item.id)).toEqual([made.id]);
    expectFieldError(await call('POST', '/app/approval_policy', { subject: 'mission', leaveTypeId: org.paidLeaveTypeId, shape: 'manager' }), 'leaveTypeId', 'invalidChoice');
    expectFieldError(await call('POST', '/app/approval_policy', { subject: 'leave', shape: 'everyone' }), 'shape', 'invalidChoice');
    expect((await call('DELETE', `/app/approval_policy/${made.id}?version=1`)).status).toBe(409);
    expect((await call('DELETE', `/app/approval_policy/${made.id}?version=2`)).status).toBe(204);
    expect((await call('DELETE', `/app/approval_policy/${made.id}`)).status).toBe(404);
  });

  it('HR manages them; a manager and an employee may not even read them', async () => {
    const made = await call('POST', '/app/approval_policy', { subject: 'mission', shape: 'managerThenHr' }, { token: HR.token });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await call('GET', '/app/approval_policy', undefined, { token: HR.token })).status).toBe(200);
    for (const role of [MANAGER, EMPLOYEE]) {
      expect((await call('GET', '/app/approval_policy', undefined, { token: role.token })).status).toBe(403);
      expect((await call('POST', '/app/approval_policy', { subject: 'leave', shape: 'hrOnly' }, { token: role.token })).status).toBe(403);
      expect((await call('DELETE', `/app/approval_policy/${made.body.id}`, undefined, { token: role.token })).status).toBe(403);
    }
  });

  it('is audited', async () => {
    const made = await leavePolicy('hrOnly');
    const entries = (await call<{ items: Item[] }>('GET', `/app/audit?area=approvalPolicy&recordId=${made.id}`)).body.items;
    expect(entries.map((entry) => entry.action)).toContain('create');
  });
});
