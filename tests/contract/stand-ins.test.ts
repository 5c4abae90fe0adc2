import { beforeAll, describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, failure, type Item } from './http';
import { approvalOrg, askLeave, decide, type ApprovalOrg } from './approval-org';
import { HR, HR_ENTERPRISE, signInRoles } from './roles';

connectToServer();
signInRoles();

let org: ApprovalOrg;
let today: string;
beforeAll(async () => {
  org = await approvalOrg();
  today = String((await call<{ today: string }>('GET', '/app/stand_in')).body.today);
}, 120_000);

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Names `standInId` the service head's stand-in from `from` to `to` days around today (the suite's administrator does). */
async function standIn(standInId: number, from: number, to: number, token?: string): Promise<Item> {
  const answer = await call('POST', '/app/stand_in', { managerId: org.serviceHead, standInId, startDate: shift(today, from), endDate: shift(today, to) }, token ? { token } : {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

let week = 0;
const ask = () => {
  const monday = shift('2026-05-04', 7 * week++);
  return askLeave(org.requester, org.paidLeaveTypeId, monday, monday);
};

/** What the stand-in can do with a pending request of the manager's team: read it, and decide it. */
async function reach(token: string) {
  const asked = await ask();
  const read = await call('GET', `/app/leave/${asked.id}`, undefined, { token });
  const decided = await decide('leave', asked, 'approved', token, 'Pour ma collègue');
  return { read: read.status, decided, asked };
}

describe('a stand-in decides for the manager during the period, both days included', () => {
  it('the day before the first: nothing', async () => {
    const deputy = await org.newDeputy();
    await standIn(deputy.id, 1, 5);
    const { read, decided } = await reach(deputy.token);
    expect(read).toBe(404);
    expect(decided.status).toBe(403);
  });

  it('the first day: reads and decides, recorded "decided by X for Y"', async () => {
    const deputy = await org.newDeputy();
    await standIn(deputy.id, 0, 5);
    const { read, decided } = await reach(deputy.token);
    expect(read).toBe(200);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ status: 'approved' });
    expect((decided.body.steps as Item[])[0]).toMatchObject({ outcome: 'approved', decidedForId: org.serviceHead, decidedForName: expect.any(String), decidedByName: expect.any(String), comment: 'Pour ma collègue' });
  });

  it('the last day: still decides; the manager keeps the right meanwhile', async () => {
    const deputy = await org.newDeputy();
    await standIn(deputy.id, -6, 0);
    expect((await reach(deputy.token)).decided.status).toBe(200);
    const kept = await decide('leave', await ask(), 'approved', org.tokens.serviceHead);
    expect(kept.status).toBe(200);
    expect((kept.body.steps as Item[])[0]).not.toHaveProperty('decidedForId');
  });

  it('the day after the last: nothing', async () => {
    const deputy = await org.newDeputy();
    await standIn(deputy.id, -6, -1);
    const { read, decided } = await reach(deputy.token);
    expect(read).toBe(404);
    expect(decided.status).toBe(403);
  });

  it("a stand-in decides the manager's steps only, not another's", async () => {
    const deputy = await org.newDeputy();
    await standIn(deputy.id, 0, 2);
    // The head of her own service: her request goes to the department head, whom nobody replaces.
    const hers = await askLeave(org.serviceHead, org.paidLeaveTypeId, '2026-10-05', '2026-10-05');
    const refused = await decide('leave', hers, 'approved', deputy.token);
    expect(refused.status).toBe(403);
  });
});

describe('stand-ins: who names them, and their periods', () => {
  it('a manager names one for herself, not for another; the stand-in sees the period she holds', async () => {
    const deputy = await org.newDeputy();
    const made = await standIn(deputy.id, 2, 4, org.tokens.serviceHead);
    expect(made).toMatchObject({ managerId: org.serviceHead, standInId: deputy.id, managerName: expect.any(String), standInName: expect.any(String), version: 1 });
    const forAnother = await call('POST', '/app/stand_in', { managerId: org.departmentHead, standInId: deputy.id, startDate: today, endDate: today }, { token: org.tokens.serviceHead });
    expect(forAnother.status).toBe(403);
    const held = (await call<{ items: Item[] }>('GET', '/app/stand_in', undefined, { token: deputy.token })).body.items;
    expect(held.map((item) => item.id)).toEqual([made.id]);
    const own = (await call<{ items: Item[] }>('GET', '/app/stand_in', undefined, { token: org.tokens.serviceHead })).body.items;
    expect(own.map((item) => item.id)).toContain(made.id);
    const stranger = (await call<{ items: Item[] }>('GET', '/app/stand_in', undefined, { token: org.tokens.requester })).body.items;
    expect(stranger).toEqual([]);
  });

  it('someone who heads no unit cannot have one (400 on managerId)', async () => {
    const answer = await call('POST', '/app/stand_in', { managerId: org.requester, standInId: org.deputy, startDate: today, endDate: today });
    expectFieldError(answer, 'managerId', 'headsNoUnit');
    expectFieldError(await call('POST', '/app/stand_in', { managerId: org.serviceHead, standInId: org.deputy, startDate: today, endDate: shift(today, -1) }), 'endDate', 'dateOrder');
  });

  it('HR names one for a manager of her enterprises only', async () => {
    const answer = await call('POST', '/app/stand_in', { managerId: org.serviceHead, standInId: org.deputy, startDate: shift(today, 3), endDate: shift(today, 4) }, { token: HR.token });
    expect(answer.status).toBe(org.enterpriseId === HR_ENTERPRISE ? 201 : 403);
  });

  it('ended early down to today, never before; its start and people stay once begun; deleted only before it starts', async () => {
    const deputy = await org.newDeputy();
    const running = await standIn(deputy.id, -2, 5);
    const body = { managerId: org.serviceHead, standInId: deputy.id, startDate: running.startDate, endDate: today, version: running.version };
    expectFieldError(await call('PUT', `/app/stand_in/${running.id}`, { ...body, endDate: shift(today, -1) }), 'endDate', 'beforeToday');
    expectFieldError(await call('PUT', `/app/stand_in/${running.id}`, { ...body, startDate: shift(today, -1) }), 'startDate', 'standInStarted');
    const ended = await call('PUT', `/app/stand_in/${running.id}`, body, { token: org.tokens.serviceHead });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({ endDate: today, version: 2 });
    expect((await call('PUT', `/app/stand_in/${running.id}`, body)).status).toBe(409);
    const begun = await call('DELETE', `/app/stand_in/${running.id}`);
    expect(begun.status).toBe(409);
    expect(failure(begun).code).toBe('standInStarted');
    const upcoming = await standIn(deputy.id, 3, 4);
    expect((await call('DELETE', `/app/stand_in/${upcoming.id}`, undefined, { token: org.tokens.serviceHead })).status).toBe(204);
    const entries = (await call<{ items: Item[] }>('GET', `/app/audit?area=standIn&recordId=${upcoming.id}`)).body.items;
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });
});
