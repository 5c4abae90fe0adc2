// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TEST_TODAY } from '@mocks/node';
import { call, failure, list, useHrBackend } from './client';
import { SAMPLES, createEmployee, findIds, leaveInput, type Ids } from './samples';

const principal = (ids: Ids, employeeId: number, startDate: string, endDate?: string) => ({
  employeeId,
  positionId: ids.positionId,
  serviceId: ids.serviceId,
  startDate,
  endDate,
  kind: 'principale',
});

describe('assignments', () => {
  useHrBackend();

  it('closes the open principal assignment the day before a new open one starts, in one step', async () => {
    const ids = await findIds();
    const employee = await createEmployee(ids, { hireDate: '2024-01-08' });
    const first = await call('POST', '/app/assignment', principal(ids, employee.id, '2024-01-08'));
    expect(first.status).toBe(201);
    const second = await call('POST', '/app/assignment', principal(ids, employee.id, '2026-04-01'));
    expect(second.status).toBe(201);
    expect((await call('GET', `/app/assignment/${first.body.id}`)).body).toMatchObject({ endDate: '2026-03-31', version: 2 });
    const mine = await list('assignment', { employeeId: employee.id, sort: 'startDate' });
    expect(mine.items.map((item) => [item.startDate, item.endDate ?? null])).toEqual([
      ['2024-01-08', '2026-03-31'],
      ['2026-04-01', null],
    ]);
    // The employee's current unit and position come from the assignment covering today.
    expect((await call('GET', `/app/employee/${employee.id}`)).body).toMatchObject({ serviceId: ids.serviceId, positionId: ids.positionId });
  });

  it('refuses an overlapping principal assignment with 409 and changes nothing', async () => {
    const ids = await findIds();
    const employee = await createEmployee(ids, { hireDate: '2024-01-08' });
    const open = await call('POST', '/app/assignment', principal(ids, employee.id, '2025-01-06'));
    const before = await call('POST', '/app/assignment', principal(ids, employee.id, '2024-06-01'));
    expect(before.status).toBe(409);
    expect(failure(before).errors).toEqual({
      startDate: {
        code: 'overlap',
        message: "Cette période chevauche l'affectation principale commencée le 06/01/2025 : changez les dates.",
        params: { with: 'assignmentOpen', from: '2025-01-06', id: String(open.body.id) },
      },
    });
    expect((await call('GET', `/app/assignment/${open.body.id}`)).body).toEqual(open.body);
    const interim = await call('POST', '/app/assignment', { ...principal(ids, employee.id, '2025-03-03', '2025-03-31'), kind: 'intérim' });
    expect(interim.status).toBe(201);
  });
});

describe('leave requests', () => {
  useHrBackend();

  it('refuses paid leave beyond the balance, saying what is left, and keeps nothing', async () => {
    const ids = await findIds();
    // Hired in January: January and February are earned by the fixed today (2026-03-16), 2 × 2.5 = 5 days.
    const employee = await createEmployee(ids, { hireDate: '2026-01-05' });
    const total = (await list('leave')).total;
    const twoWeeks = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2026-04-13', '2026-04-24'));
    expect(twoWeeks.status).toBe(400);
    expect(failure(twoWeeks).errors).toEqual({
      endDate: {
        code: 'beyondBalance',
        message: 'Solde de congés payés insuffisant : il reste 5 jour(s), la demande en compte 12.',
        params: { balance: '5', days: '12' },
      },
    });
    expect((await list('leave')).total).toBe(total);

    const threeDays = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2026-04-13', '2026-04-15'));
    expect(threeDays.status).toBe(201);
    const more = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2026-05-11', '2026-05-13'));
    expect(failure(more).errors?.endDate.message).toContain('il reste 2 jour(s), la demande en compte 3');
  });

  it('counts the days itself (ouvrables: Monday to Friday costs 6), whatever the request says', async () => {
    const ids = await findIds();
    const employee = await createEmployee(ids, { hireDate: '2024-01-08' });
    const created = await call('POST', '/app/leave', {
      ...leaveInput(employee.id, ids.paidLeaveTypeId, '2026-06-08', '2026-06-12'),
      days: 1,
      id: 777,
      version: 9,
    });
    expect(created.body).toMatchObject({ days: 6, version: 1, typeName: expect.stringMatching(/Congés payés/) });
    expect(created.body.id).not.toBe(777);
  });

  it('never lets two live requests of one employee overlap, and moves status only along the legal transitions', async () => {
    const ids = await findIds();
    const employee = await createEmployee(ids, { hireDate: '2024-01-08' });
    const first = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2026-06-08', '2026-06-10'));
    const overlapping = leaveInput(employee.id, ids.paidLeaveTypeId, '2026-06-10', '2026-06-12');
    expect(failure(await call('POST', '/app/leave', overlapping)).errors?.startDate.code).toBe('overlap');
    // Ending in the morning and starting that afternoon share no half day.
    const afternoon = { ...overlapping, startHalf: 'afternoon' };
    const firstMorning = { ...leaveInput(employee.id, ids.paidLeaveTypeId, '2026-06-08', '2026-06-10'), endHalf: 'morning' };
    const shortened = await call('PUT', `/app/leave/${first.body.id}`, { ...firstMorning, version: 1 });
    expect(shortened.status).toBe(200);
    expect((await call('POST', '/app/leave', afternoon)).status).toBe(201);

    const approved = await call('PUT', `/app/leave/${first.body.id}`, { ...firstMorning, status: 'approved', version: 2 });
    expect(approved.body).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    const back = await call('PUT', `/app/leave/${first.body.id}`, { ...firstMorning, status: 'pending', version: 3 });
    expect(back.status).toBe(400);
    expect(failure(back).errors).toEqual({
      status: {
        code: 'illegalTransition',
        message: 'Le statut ne peut pas passer de « approved » à « pending ».',
        params: { from: 'approved', to: 'pending' },
      },
    });
    const bornApproved = await call('POST', '/app/leave', { ...leaveInput(employee.id, ids.paidLeaveTypeId, '2026-09-07', '2026-09-07'), status: 'approved' });
    expect(failure(bornApproved).errors?.status.code).toBe('illegalTransition');
  });

  it('lists requests overlapping a period, by status', async () => {
    const page = await list('leave', { from: '2026-01-01', to: '2026-03-31', pageSize: 200 });
    expect(page.items.every((item) => String(item.endDate) >= '2026-01-01' && String(item.startDate) <= '2026-03-31')).toBe(true);
    const approved = await list('leave', { status: 'approved', pageSize: 200 });
    expect(approved.items.every((item) => item.status === 'approved')).toBe(true);
  });
});

describe('missions', () => {
  useHrBackend();

  it('derives the reference and the expense total, and refuses two missions at once or one during an approved leave', async () => {
    const ids = await findIds();
    const employee = await createEmployee(ids, { hireDate: '2024-01-08' });
    const input = {
      ...SAMPLES.mission(ids),
      employeeId: employee.id,
      startDate: '2027-03-01',
      endDate: '2027-03-02',
      expenses: [
        { date: '2027-03-01', category: 'repas', amountCents: 1990 },
        { date: '2027-03-02', category: 'transport', amountCents: 8010 },
      ],
      reference: 'OM-1999-0001',
      expensesTotalCents: 1,
    };
    const created = await call('POST', '/app/mission', input);
    expect(created.body).toMatchObject({ reference: expect.stringMatching(/^OM-2027-\d{4}$/), expensesTotalCents: 10000 });

    const clash = await call('POST', '/app/mission', { ...input, startDate: '2027-03-02', endDate: '2027-03-05' });
    expect(clash.status).toBe(409);
    expect(failure(clash).errors?.startDate.message).toContain(String(created.body.reference));

    const leave = await call('POST', '/app/leave', leaveInput(employee.id, ids.paidLeaveTypeId, '2026-06-08', '2026-06-09'));
    await call('PUT', `/app/leave/${leave.body.id}`, { ...leaveInput(employee.id, ids.paidLeaveTypeId, '2026-06-08', '2026-06-09'), status: 'approved', version: 1 });
    const duringLeave = await call('POST', '/app/mission', { ...input, startDate: '2026-06-09', endDate: '2026-06-10' });
    expect(failure(duringLeave).errors?.startDate).toMatchObject({ code: 'overlap', message: expect.stringContaining('congé approuvé') });

    const skipped = await call('PUT', `/app/mission/${created.body.id}`, { ...input, status: 'completed', version: 1 });
    expect(failure(skipped).errors?.status.code).toBe('illegalTransition');
  });
});

describe('employees', () => {
  useHrBackend();

  it('get the next matricule, whatever the request says', async () => {
    const ids = await findIds();
    const highest = (await list('employee', { sort: '-matricule', pageSize: 1 })).items[0].matricule;
    const created = await createEmployee(ids, { matricule: 'EMP-000001' });
    expect(created.matricule).toBe(`EMP-${String(Number(String(highest).slice(4)) + 1).padStart(6, '0')}`);
  });

  it('are archived, never deleted: status left, exit date today', async () => {
    const ids = await findIds();
    const created = await createEmployee(ids);
    const archived = await call('DELETE', `/app/employee/${created.id}`);
    expect(archived.body).toMatchObject({ status: 'left', exitDate: TEST_TODAY });
    expect((await list('employee', { status: 'left', q: String(created.lastName) })).items.map((item) => item.id)).toEqual([created.id]);
  });

  it('follow the contract rules: a fixed-term contract needs its end date', async () => {
    const ids = await findIds();
    const answer = await call('POST', '/app/employee', { ...SAMPLES.employee(ids), contractType: 'CDD' });
    expect(failure(answer).errors?.contractEndDate).toEqual({ code: 'endDateRequired', message: 'La date de fin est obligatoire pour ce type de contrat.' });
  });

  it('are found whatever the accents and case: "helene" finds "Hélène"', async () => {
    const ids = await findIds();
    const created = await createEmployee(ids, { firstName: 'Hélène', lastName: 'Bérénice-Œuvré' });
    const found = await list('employee', { q: 'helene BERENICE' });
    expect(found.items.map((item) => item.id)).toContain(created.id);
    expect(found.items.every((item) => /hélène|helene/i.test(`${item.firstName} ${item.lastName}`))).toBe(true);
  });
});

describe('attendance', () => {
  useHrBackend();

  it('derives the worked minutes and keeps one record per employee per day', async () => {
    const ids = await findIds();
    const input = { ...SAMPLES.attendance(ids), checkIn: '09:00', checkOut: '17:00', breakMinutes: 45, workedMinutes: 5 };
    const created = await call('POST', '/app/attendance', input);
    expect(created.body).toMatchObject({ workedMinutes: 435 });
    const again = await call('POST', '/app/attendance', input);
    expect(again.status).toBe(409);
    expect(failure(again).errors?.date.code).toBe('duplicateDay');
  });
});

describe('public holidays of the site', () => {
  useHrBackend();

  /** An enterprise in `postalCode`, with one unit chain and an employee assigned there. */
  async function employeeAt(ids: Ids, postalCode: string, siren: string) {
    const post = async (area: string, body: Record<string, unknown>) => {
      const answer = await call('POST', `/app/${area}`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id;
    };
    const cityId = await post('city', { name: `Ville ${postalCode}`, postalCode, countryId: ids.countryId });
    const enterpriseId = await post('enterprise', { ...SAMPLES.enterprise(ids), siren, cityId });
    const directionId = await post('direction', { ...SAMPLES.direction(ids), enterpriseId });
    const departmentId = await post('department', { ...SAMPLES.department(ids), directionId });
    const serviceId = await post('service', { ...SAMPLES.service(ids), departmentId });
    const positionId = await post('position', { ...SAMPLES.position(ids), enterpriseId });
    const employee = await createEmployee(ids, { hireDate: '2024-01-08' });
    await post('assignment', { ...principal(ids, employee.id, '2024-01-08'), serviceId, positionId });
    return employee.id;
  }

  it('keep Good Friday off in Alsace-Moselle: Thursday–Friday before Easter costs 2 ouvrables there, 3 elsewhere', async () => {
    const ids = await findIds();
    const strasbourg = await employeeAt(ids, '67000', '542107651');
    const nantes = await employeeAt(ids, '44000', '443061841');
    const request = (employeeId: number) => leaveInput(employeeId, ids.paidLeaveTypeId, '2026-04-02', '2026-04-03');
    expect((await call('POST', '/app/leave', request(strasbourg))).body).toMatchObject({ days: 2 });
    expect((await call('POST', '/app/leave', request(nantes))).body).toMatchObject({ days: 3 });
  });
});

describe('resolved names', () => {
  useHrBackend();

  it('follow their source: a renamed service shows at once in the employee and assignment lists', async () => {
    const [assignment] = (await list('assignment', { current: true, kind: 'principale', pageSize: 1 })).items;
    const service = (await call('GET', `/app/service/${String(assignment.serviceId)}`)).body;
    const employee = (await call('GET', `/app/employee/${String(assignment.employeeId)}`)).body;
    expect(employee.serviceName).toBe(service.name);
    const renamed = await call('PUT', `/app/service/${service.id}`, {
      code: service.code,
      name: 'Service Ürgent',
      departmentId: service.departmentId,
      version: service.version,
    });
    expect(renamed.status).toBe(200);
    const found = await list('employee', { q: 'service urgent', serviceId: service.id, pageSize: 200 });
    expect(found.items.map((item) => item.id)).toContain(employee.id);
    expect(found.items.every((item) => item.serviceName === 'Service Ürgent')).toBe(true);
    expect((await call('GET', `/app/assignment/${assignment.id}`)).body).toMatchObject({ serviceName: 'Service Ürgent' });
  });
});
