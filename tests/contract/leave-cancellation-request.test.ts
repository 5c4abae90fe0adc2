import { describe, expect, it } from 'vitest';
import { call, connectToServer, failure, list, message, staleMessage, type Item } from './http';
import { EMPLOYEE, MANAGER, signInRoles } from './roles';
import { leaveInput } from './samples';

connectToServer();
signInRoles();

/** The demo employee's RTT request on the day given, made by her; approved by her manager unless said otherwise. */
async function ownLeave(day: string, approve = true): Promise<Item> {
  const [rtt] = (await list('leave', { q: 'rtt', pageSize: 1 })).items;
  const input = leaveInput(EMPLOYEE.employeeId, Number(rtt.typeId), day, day);
  const created = await call('POST', '/app/leave', input, { token: EMPLOYEE.token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (!approve) return created.body;
  const approved = await call('PUT', `/app/leave/${created.body.id}`, { ...input, status: 'approved', version: created.body.version }, { token: MANAGER.token });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body;
}

/** Asks as the demo employee, or as another account (`admin`: the suite's own, the demo administrator). */
const ask = (leave: Item, body: Record<string, unknown>, as: string = EMPLOYEE.token ?? '') =>
  call('POST', `/app/leave/${leave.id}/cancellation`, body, as === 'admin' ? {} : { token: as });

describe('POST /app/leave/{id}/cancellation: the requester asks to cancel an approved leave', () => {
  it('keeps the request on the leave, still approved, and records it in the audit trail', async () => {
    const leave = await ownLeave('2027-10-04');
    const asked = await ask(leave, { version: leave.version, comment: 'Mon déménagement est reporté' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({
      id: leave.id,
      status: 'approved',
      version: leave.version + 1,
      cancellationRequest: { requestedAt: expect.any(String), comment: 'Mon déménagement est reporté' },
    });
    const read = await call('GET', `/app/leave/${leave.id}`, undefined, { token: EMPLOYEE.token });
    expect(read.body.cancellationRequest).toMatchObject({ comment: 'Mon déménagement est reporté' });
    const history = await call<{ items: Item[] }>('GET', `/app/audit/leave/${leave.id}`);
    expect(history.body.items[0]).toMatchObject({ action: 'update', recordId: leave.id });
  });

  it('refuses a second request while one waits (409, cancellationPending)', async () => {
    const leave = await ownLeave('2027-10-05');
    const first = await ask(leave, { version: leave.version, comment: 'Première demande' });
    expect(first.status).toBe(200);
    const second = await ask(leave, { version: first.body.version, comment: 'Seconde demande' });
    expect(second.status).toBe(409);
    expect(failure(second)).toMatchObject({ code: 'cancellationPending', message: message(/déjà demandée/) });
    expect((await call('GET', `/app/leave/${leave.id}`)).body).toMatchObject({ version: first.body.version, cancellationRequest: { comment: 'Première demande' } });
  });

  it('refuses a leave that is not approved (409, notCancellable): a pending one is cancelled directly', async () => {
    const leave = await ownLeave('2027-10-06', false);
    const refused = await ask(leave, { version: leave.version, comment: 'Annulez-la' });
    expect(refused.status).toBe(409);
    expect(failure(refused)).toMatchObject({ code: 'notCancellable' });
    expect((await call('GET', `/app/leave/${leave.id}`)).body).not.toHaveProperty('cancellationRequest');
  });

  it('refuses a stale version (409, reload) and a missing comment (400)', async () => {
    const leave = await ownLeave('2027-10-07');
    const stale = await ask(leave, { version: leave.version - 1, comment: 'Trop tard' });
    expect(stale.status).toBe(409);
    expect(failure(stale).message).toEqual(staleMessage());
    const empty = await ask(leave, { version: leave.version, comment: '' });
    expect(empty.status).toBe(400);
    expect(failure(empty).errors?.comment).toMatchObject({ code: 'required' });
    expect((await call('GET', `/app/leave/${leave.id}`)).body).toMatchObject({ version: leave.version });
  });

  it('is the requester\'s alone: her manager and the administrator are refused (403), a leave out of reach is absent (404)', async () => {
    const leave = await ownLeave('2027-10-08');
    for (const as of [MANAGER.token ?? '', 'admin']) {
      const refused = await ask(leave, { version: leave.version, comment: 'Pas la mienne' }, as);
      expect(refused.status).toBe(403);
      expect(failure(refused).code).toBe('forbidden');
    }
    expect((await call('POST', '/app/leave/999999/cancellation', { version: 1, comment: 'Aucune' }, { token: EMPLOYEE.token })).status).toBe(404);
    expect((await call('GET', `/app/leave/${leave.id}`)).body).toMatchObject({ version: leave.version });
  });
});
