import { describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, failure, list } from './http';
import { SAMPLES, employeeInput, findIds, leaveInput } from './samples';

connectToServer();

/** A CDD from 2025-01-06 to 2025-06-30. */
async function fixedTerm() {
  const created = await call('POST', '/app/employee', employeeInput(await findIds(), { contractType: 'CDD', contractEndDate: '2025-06-30' }));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const CONTRACT = { code: 'outsideContract', params: { from: '2025-01-06', to: '2025-06-30' } };

describe('a fixed-term contract', () => {
  it('needs its end date, which may not precede the hire date (a message of its own)', async () => {
    const ids = await findIds();
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { contractType: 'alternance' })), 'contractEndDate', 'endDateRequired');
    const early = await call('POST', '/app/employee', employeeInput(ids, { contractType: 'CDD', contractEndDate: '2024-12-31' }));
    expectFieldError(early, 'contractEndDate', 'contractEndBeforeHire');
  });

  it("refuses leaves, missions, attendance, salaries, assignments and project members dated outside it, naming the contract's dates", async () => {
    const ids = await findIds();
    const employee = await fixedTerm();
    const mine = { ...ids, employeeId: employee.id };
    const refused = [
      ['leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2025-06-30', '2025-07-02'), 'endDate'],
      ['mission', { ...SAMPLES.mission(mine), startDate: '2025-07-07', endDate: '2025-07-08', expenses: [] }, 'startDate'],
      ['attendance', { ...SAMPLES.attendance(mine), date: '2025-01-03' }, 'date'],
      ['salary', { ...SAMPLES.salary(mine), effectiveDate: '2025-08-01' }, 'effectiveDate'],
      ['assignment', { ...SAMPLES.assignment(mine), startDate: '2025-06-02', endDate: '2025-07-31' }, 'endDate'],
      ['projet', { ...SAMPLES.projet(mine), startDate: '2025-05-05', members: [{ employeeId: employee.id, role: 'Dev', allocationPercent: 50, to: '2025-09-30' }] }, 'members.0.to'],
    ] as const;
    for (const [area, input, field] of refused) {
      const answer = await call('POST', `/app/${area}`, input);
      expect(answer.status, `${area}: ${JSON.stringify(answer.body)}`).toBe(400);
      expect(failure(answer).errors?.[field], area).toMatchObject({ ...CONTRACT, message: expect.stringContaining('du 06/01/2025 au 30/06/2025') });
    }
    const inside = await call('POST', '/app/attendance', { ...SAMPLES.attendance(mine), date: '2025-06-30' });
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
  });

  it('refuses a record before the hire date of an open-ended contract', async () => {
    const ids = await findIds();
    const created = await call('POST', '/app/employee', employeeInput(ids, { hireDate: '2025-03-03' }));
    const answer = await call('POST', '/app/salary', { ...SAMPLES.salary({ ...ids, employeeId: created.body.id }), effectiveDate: '2025-02-01' });
    expect(failure(answer).errors?.effectiveDate).toMatchObject({ code: 'beforeHire', params: { from: '2025-03-03' } });
  });
});

describe('an employee in time', () => {
  it('is active from the hire date to the exit date, whatever the stored status, and leaving on a recorded future exit', async () => {
    const ids = await findIds();
    const future = await call('POST', '/app/employee', employeeInput(ids, { birthDate: '2070-02-03', hireDate: '2099-01-05' }));
    const leaving = await call('POST', '/app/employee', employeeInput(ids, { status: 'left', exitDate: '2099-06-30', exitReason: 'démission' }));
    const gone = await call('POST', '/app/employee', employeeInput(ids, { status: 'active', exitDate: '2025-03-31', exitReason: 'mutation' }));
    expect([future.status, leaving.status, gone.status]).toEqual([201, 201, 201]);
    expect(future.body).toMatchObject({ currentStatus: 'upcoming' });
    expect(leaving.body).toMatchObject({ currentStatus: 'active', leavingOn: '2099-06-30' });
    expect(gone.body).toMatchObject({ currentStatus: 'left' });
    expect(gone.body.leavingOn).toBeUndefined();

    const listed = async (status: string) => (await list('employee', { status, q: 'Contrat-', pageSize: 100 })).items.map((item) => item.id);
    expect(await listed('active')).toContain(leaving.body.id);
    expect(await listed('active')).not.toContain(future.body.id);
    expect(await listed('active')).not.toContain(gone.body.id);
    expect(await listed('upcoming')).toEqual(expect.arrayContaining([future.body.id]));
    expect(await listed('left')).toContain(gone.body.id);
  });

  it("counts today's headcount on the dashboard by dates: a future hire adds nobody", async () => {
    const ids = await findIds();
    const headcount = async () => ((await call<{ figures: { headcount: { count: number } } }>('GET', '/app/dashboard')).body).figures.headcount.count;
    const before = await headcount();
    const future = await call('POST', '/app/employee', employeeInput(ids, { birthDate: '2070-02-03', hireDate: '2099-01-05' }));
    expect(future.status).toBe(201);
    await call('POST', '/app/assignment', { ...SAMPLES.assignment({ ...ids, employeeId: future.body.id }), startDate: '2099-01-05', endDate: undefined, kind: 'principale' });
    expect(await headcount()).toBe(before);
  });

  it('takes an exit reason from the list only', async () => {
    const ids = await findIds();
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { status: 'left', exitDate: '2025-05-30', exitReason: 'Partie' })), 'exitReason', 'invalidChoice');
  });
});
