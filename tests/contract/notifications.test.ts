import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPageSchema, type Notification } from '@/contract/notifications';
import { mailPageSchema } from '@/contract/mail';
import { call, connectToServer, list, signIn, type Item } from './http';
import { approvalOrg, askLeave, decide, type ApprovalOrg } from './approval-org';
import { employeeInput, findIds, freshCode, leaveInput } from './samples';
import { signInRoles } from './roles';

connectToServer();
signInRoles();

/**
 * Notifications (docs/contract.md, "Notifications"; docs/domain.md): who is told of a request
 * filed and decided, in which language, with what (never private data), the daily reminders,
 * and the mails each account turns off. The suite's own organisation (./approval-org.ts).
 */

let org: ApprovalOrg;
let policyId: number | undefined;
beforeAll(async () => {
  org = await approvalOrg();
}, 120_000);
afterAll(async () => {
  if (policyId !== undefined) await call('DELETE', `/app/approval_policy/${policyId}`);
});

const notificationsOf = async (token: string | undefined): Promise<Notification[]> => {
  const answer = await call('GET', '/app/notifications?pageSize=100', undefined, token === undefined ? {} : { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notificationPageSchema.parse(answer.body).items;
};
const about = (items: readonly Notification[], request: Item, event: Notification['event']) =>
  items.filter((item) => item.requestId === request.id && item.event === event);

let week = 0;
/** A pending paid leave of the requester, one working day on fresh dates (Mondays of 2026 from May on). */
const ask = (employeeId = org.requester, typeId = org.paidLeaveTypeId, extra: Record<string, unknown> = {}) => {
  const monday = new Date(Date.UTC(2026, 4, 4 + 7 * week++)).toISOString().slice(0, 10);
  return extra.reason === undefined ? askLeave(employeeId, typeId, monday, monday) : created('/app/leave', { ...leaveInput(employeeId, typeId, monday, monday), ...extra });
};
async function created(path: string, body: unknown): Promise<Item> {
  const answer = await call('POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}
const settings = (token: string, body: unknown) => call('PUT', '/app/notifications/settings', body, { token });

describe('a request filed and decided: who is told', () => {
  it('tells the approver of the step and their stand-in, not the requester; the decision goes to the requester', async () => {
    await created('/app/stand_in', { managerId: org.serviceHead, standInId: org.deputy, startDate: '2026-03-16', endDate: '2026-12-31' });
    const leave = await ask();
    const [toApprover] = about(await notificationsOf(org.tokens.serviceHead), leave, 'awaiting');
    expect(toApprover).toMatchObject({ requestKind: 'leave', path: '/app/effectif/inbox', mailed: true, startDate: leave.startDate });
    expect(toApprover.subject).toMatch(/Demande de congé/);
    expect(toApprover.text).toMatch(/\/app\/effectif\/inbox/);
    expect(about(await notificationsOf(org.tokens.deputy), leave, 'awaiting')).toHaveLength(1);
    expect(about(await notificationsOf(org.tokens.requester), leave, 'awaiting')).toHaveLength(0);

    expect((await decide('leave', leave, 'rejected', org.tokens.serviceHead)).status).toBe(200);
    const [decided] = about(await notificationsOf(org.tokens.requester), leave, 'decided');
    expect(decided).toMatchObject({ outcome: 'rejected', path: '/app/effectif/me' });
    expect(decided.subject).toMatch(/refusée/);
  });

  it('a step approved tells the next approver; the final decision tells the requester, in each one\'s language', async () => {
    expect((await settings(org.tokens.departmentHead, { language: 'gr', mail: { toDecide: true, decisions: true, reminders: true } })).status).toBe(200);
    policyId = (await created('/app/approval_policy', { subject: 'leave', leaveTypeId: org.paidLeaveTypeId, shape: 'manager', extraAboveDays: 0 })).id;
    const leave = await ask();
    expect(about(await notificationsOf(org.tokens.departmentHead), leave, 'awaiting')).toHaveLength(0);
    const first = await decide('leave', leave, 'approved', org.tokens.serviceHead);
    expect(first.body).toMatchObject({ status: 'pending', currentStep: 1 });
    const [next] = about(await notificationsOf(org.tokens.departmentHead), leave, 'awaiting');
    expect(next.subject).toMatch(/Urlaubsantrag/);
    expect(next.text).toMatch(/wartet auf Ihre Entscheidung/);
    expect(about(await notificationsOf(org.tokens.requester), leave, 'decided')).toHaveLength(0);

    expect((await decide('leave', first.body, 'approved', org.tokens.departmentHead)).status).toBe(200);
    const [final] = about(await notificationsOf(org.tokens.requester), leave, 'decided');
    expect(final).toMatchObject({ outcome: 'approved' });
    expect(final.subject).toBe('Décision sur votre demande (Demande de congé) : acceptée');
    await call('DELETE', `/app/approval_policy/${policyId}`);
    policyId = undefined;
  });

  it('says nothing private: no sick leave type or reason, no address or other private field', async () => {
    const sick = (await list('leave', { q: 'maladie', pageSize: 1 })).items[0];
    expect(sick, 'a sick leave in the data').toBeDefined();
    const leave = await ask(org.requester, Number(sick.typeId), { reason: 'Grippe carabinée' });
    const [told] = about(await notificationsOf(org.tokens.serviceHead), leave, 'awaiting');
    const employee = (await call('GET', `/app/employee/${org.requester}`)).body;
    for (const secret of ['Grippe', 'carabinée', String(sick.typeName), 'aladie', String(employee.address), String(employee.nir ?? 'no-nir')]) {
      expect(told.text).not.toContain(secret);
      expect(told.subject).not.toContain(secret);
    }
  });
});

describe('the bell: read and unread', () => {
  it('counts the unread, marks one read, then all; another account\'s is not found', async () => {
    await ask();
    const page = notificationPageSchema.parse((await call('GET', '/app/notifications', undefined, { token: org.tokens.serviceHead })).body);
    expect(page.unread).toBeGreaterThan(0);
    const [first] = page.items;
    const read = await call('POST', `/app/notifications/${first.id}/read`, undefined, { token: org.tokens.serviceHead });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.id, readAt: expect.any(String) });
    expect((await call('POST', `/app/notifications/${first.id}/read`, undefined, { token: org.tokens.requester })).status).toBe(404);
    const all = await call<{ read: number }>('POST', '/app/notifications/read-all', undefined, { token: org.tokens.serviceHead });
    expect(all.body.read).toBe(page.unread - 1);
    expect(notificationPageSchema.parse((await call('GET', '/app/notifications', undefined, { token: org.tokens.serviceHead })).body).unread).toBe(0);
  });
});

describe('reminders', () => {
  it('reminds the approver of a request waiting more than 3 working days, once a day, gathering what waits', async () => {
    const leave = await ask();
    const reminders = async () => (await notificationsOf(org.tokens.serviceHead)).filter((item) => item.event === 'reminder');
    const before = (await reminders()).length;
    // Filed on Monday 16 March: Thursday is the third working day, Friday the fourth.
    expect((await call('POST', '/app/notifications/reminders', { on: '2026-03-19' })).status).toBe(200);
    expect(await reminders()).toHaveLength(before);
    expect((await call('POST', '/app/notifications/reminders', { on: '2026-03-20' })).status).toBe(200);
    const [reminder] = await reminders();
    expect(await reminders()).toHaveLength(before + 1);
    expect(reminder.count).toBeGreaterThanOrEqual(2);
    expect(reminder.text).toContain(String(leave.startDate).split('-').reverse().join('/'));
    expect((await call('POST', '/app/notifications/reminders', { on: '2026-03-20' })).status).toBe(200);
    expect(await reminders()).toHaveLength(before + 1);
    expect((await call('POST', '/app/notifications/reminders', {}, { token: org.tokens.serviceHead })).status).toBe(403);
  });
});

describe('mail preferences', () => {
  it('a mail turned off is not sent but the notification still appears; a password reset is mailed whatever', async () => {
    const ids = await findIds();
    const person = await created('/app/employee', employeeInput(ids));
    await created('/app/assignment', { employeeId: person.id, positionId: ids.positionId, serviceId: (await call('GET', `/app/employee/${org.requester}`)).body.serviceId ?? ids.serviceId, startDate: '2025-01-06', kind: 'principale' });
    const email = `prefs.${freshCode().toLowerCase()}@contrat.test`;
    await created('/user', { email, username: email.split('@')[0], password: 'Contrat-prefs-2026', grants: [{ role: 'employee' }], employeeId: person.id });
    const token = await signIn(email, 'Contrat-prefs-2026');
    const off = { mail: { toDecide: false, decisions: false, reminders: false } };
    expect((await settings(token, off)).body).toEqual(off);
    expect((await call('GET', '/app/notifications/settings', undefined, { token })).body).toEqual(off);
    expect((await settings(token, { mail: { toDecide: 'no' } })).status).toBe(400);

    const leave = await ask(person.id);
    expect((await decide('leave', leave, 'approved')).status).toBe(200);
    const [decided] = about(await notificationsOf(token), leave, 'decided');
    expect(decided).toMatchObject({ mailed: false, outcome: 'approved' });
    const mailTo = async () => mailPageSchema.parse((await call('GET', '/app/mail?pageSize=100')).body).items.filter((mail) => mail.recipient === email);
    expect(await mailTo()).toHaveLength(0);
    await call('POST', '/auth/password-reset/request', { email }, { auth: false });
    expect((await mailTo()).map((mail) => mail.subject)).toEqual(['Réinitialisez votre mot de passe Effectif']);
  });
});
