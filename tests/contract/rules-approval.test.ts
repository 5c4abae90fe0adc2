import { describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, failure } from './http';
import { SAMPLES, employeeInput, findIds, leaveInput } from './samples';

connectToServer();

/** A CDI hired on 2025-01-06, fresh for each test (nothing else of theirs in the way). */
async function newEmployee(overrides: Record<string, unknown> = {}) {
  const created = await call('POST', '/app/employee', employeeInput(await findIds(), overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** Puts a record in `status` through the workflow, quoting its version; the saved body back. */
async function move(area: string, id: number, input: Record<string, unknown>, status: string, version: number, extra: Record<string, unknown> = {}) {
  const answer = await call('PUT', `/app/${area}/${id}`, { ...input, ...extra, status, version });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('an approved leave', () => {
  it('goes back to pending, its decision cleared, when its dates change; same dates keep it approved', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const input = leaveInput(employee.id, ids.paidLeaveTypeId, '2025-06-02', '2025-06-03');
    const created = await call('POST', '/app/leave', input);
    const approved = await move('leave', created.body.id, input, 'approved', 1);
    expect(approved).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });

    const renamed = await move('leave', created.body.id, input, 'approved', 2, { reason: 'Vacances' });
    expect(renamed).toMatchObject({ status: 'approved', decidedAt: approved.decidedAt });

    const moved = await move('leave', created.body.id, input, 'approved', 3, { endDate: '2025-06-04' });
    expect(moved.status).toBe('pending');
    expect(moved.decidedAt).toBeUndefined();
    expect(moved.days).toBe(3);
  });

  it('is not deleted (409, with its code) but cancelled with a comment of its own', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const input = leaveInput(employee.id, ids.paidLeaveTypeId, '2025-07-07', '2025-07-08');
    const created = await call('POST', '/app/leave', input);
    await move('leave', created.body.id, input, 'approved', 1, { comment: 'Bon été' });

    const deleted = await call('DELETE', `/app/leave/${created.body.id}`);
    expect(deleted.status).toBe(409);
    expect(failure(deleted)).toMatchObject({ code: 'approvedNotDeletable', message: expect.stringMatching(/annulez-la/) });
    expect((await call('GET', `/app/leave/${created.body.id}`)).status).toBe(200);

    const silent = await call('PUT', `/app/leave/${created.body.id}`, { ...input, comment: 'Bon été', status: 'cancelled', version: 2 });
    expectFieldError(silent, 'comment', 'required');
    const cancelled = await move('leave', created.body.id, input, 'cancelled', 2, { comment: 'Annulé à la demande du salarié' });
    expect(cancelled.status).toBe('cancelled');
    expect((await call('DELETE', `/app/leave/${created.body.id}`)).status).toBe(204);
  });
});

describe('an approved mission', () => {
  it('goes back to submitted when its dates change, and is cancelled rather than deleted', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const input = { ...SAMPLES.mission({ ...ids, employeeId: employee.id }), startDate: '2025-09-08', endDate: '2025-09-09', status: 'submitted', expenses: [] };
    const created = await call('POST', '/app/mission', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await move('mission', created.body.id, input, 'approved', 1);
    expect((await call('DELETE', `/app/mission/${created.body.id}`)).status).toBe(409);

    const moved = await move('mission', created.body.id, input, 'approved', 2, { endDate: '2025-09-10' });
    expect(moved.status).toBe('submitted');
    await move('mission', created.body.id, { ...input, endDate: '2025-09-10' }, 'cancelled', 3);
  });

  it('is cancelled only with a comment of its own once approved', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const input = { ...SAMPLES.mission({ ...ids, employeeId: employee.id }), startDate: '2025-10-13', endDate: '2025-10-14', status: 'submitted', expenses: [] };
    const created = await call('POST', '/app/mission', input);
    await move('mission', created.body.id, input, 'approved', 1);
    const silent = await call('PUT', `/app/mission/${created.body.id}`, { ...input, status: 'cancelled', version: 2 });
    expect(silent.status).toBe(400);
    expect(failure(silent).errors?.comment).toMatchObject({ code: 'required' });
    const cancelled = await move('mission', created.body.id, input, 'cancelled', 2, { comment: 'Client reporté' });
    expect(cancelled).toMatchObject({ status: 'cancelled', comment: 'Client reporté' });
  });
});

describe('an overlap refusal', () => {
  it('names the other leave or mission and its dates, for the screens to word', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const first = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2025-10-06', '2025-10-08'));
    const clash = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2025-10-08', '2025-10-09'));
    expect(clash.status).toBe(409);
    expect(failure(clash).errors?.startDate).toMatchObject({
      code: 'overlap',
      message: expect.stringContaining('du 06/10/2025 au 08/10/2025'),
      params: { with: 'leave', from: '2025-10-06', to: '2025-10-08', id: String(first.body.id) },
    });

    const mission = { ...SAMPLES.mission({ ...ids, employeeId: employee.id }), startDate: '2025-11-03', endDate: '2025-11-05', expenses: [] };
    const held = await call('POST', '/app/mission', mission);
    const again = await call('POST', '/app/mission', { ...mission, startDate: '2025-11-05', endDate: '2025-11-06' });
    expect(failure(again).errors?.startDate).toMatchObject({
      code: 'overlap',
      message: expect.stringContaining(String(held.body.reference)),
      params: { with: 'mission', reference: held.body.reference, from: '2025-11-03', to: '2025-11-05' },
    });
  });
});
