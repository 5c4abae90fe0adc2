import { describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, failure, list } from './http';
import { SAMPLES, employeeInput, findIds } from './samples';

connectToServer();

async function newEmployee(overrides: Record<string, unknown> = {}) {
  const created = await call('POST', '/app/employee', employeeInput(await findIds(), overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

describe('plausible values', () => {
  it('wants a birth date making the person 14 to 100 at hire, said on the birth date', async () => {
    const ids = await findIds();
    const child = await call('POST', '/app/employee', employeeInput(ids, { birthDate: '2015-01-01' }));
    expectFieldError(child, 'birthDate', 'implausibleAge');
    expect(failure(child).errors?.hireDate).toBeUndefined();
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { birthDate: '1920-01-01' })), 'birthDate', 'implausibleAge');
    expect((await call('POST', '/app/employee', employeeInput(ids, { birthDate: '2010-12-01' }))).status).toBe(201);
  });

  it('checks phone numbers as phone numbers (France by default, any country with its +)', async () => {
    const ids = await findIds();
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { phone: '01 23' })), 'phone', 'invalidPhone');
    expectFieldError(await call('POST', '/app/employee', employeeInput(ids, { phone: '00 00 00 00 00' })), 'phone', 'invalidPhone');
    expect((await call('POST', '/app/employee', employeeInput(ids, { phone: '+44 20 7946 0958' }))).status).toBe(201);
    const employee = await newEmployee();
    const { version } = (await call('GET', `/user/private/${employee.id}`)).body;
    const contact = await call('PUT', `/user/private/${employee.id}`, { emergencyContactName: 'Paul', emergencyContactPhone: '12345', version });
    expectFieldError(contact, 'emergencyContactPhone', 'invalidPhone');
  });
});

describe('salaries', () => {
  it('refuses a base salary below the SMIC for the hours, except for apprentices and interns whose minimums apply', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const salary = { ...SAMPLES.salary({ ...ids, employeeId: employee.id }), effectiveDate: '2026-02-01', hoursPerMonth: 151.67 };
    const low = await call('POST', '/app/salary', { ...salary, baseMonthlyGrossCents: 150000 });
    expectFieldError(low, 'baseMonthlyGrossCents', 'belowMinimumWage');
    // 12,02 € × 151,67 h in 2026.
    expect(failure(low).errors?.baseMonthlyGrossCents.params).toMatchObject({ minimumCents: '182307', rule: 'smic' });
    expect((await call('POST', '/app/salary', { ...salary, baseMonthlyGrossCents: 182307 })).status).toBe(201);
    // Half time: half the minimum.
    expect((await call('POST', '/app/salary', { ...salary, effectiveDate: '2026-03-01', hoursPerMonth: 75.83, baseMonthlyGrossCents: 92000 })).status).toBe(201);

    const apprentice = await newEmployee({ birthDate: '2006-05-01', contractType: 'alternance', contractEndDate: '2027-08-31' });
    const apprenticeSalary = { ...salary, employeeId: apprentice.id, baseMonthlyGrossCents: 90000 };
    expect((await call('POST', '/app/salary', apprenticeSalary)).status).toBe(201);
    const intern = await newEmployee({ birthDate: '2004-05-01', contractType: 'stage', contractEndDate: '2026-06-30' });
    const below = await call('POST', '/app/salary', { ...salary, employeeId: intern.id, baseMonthlyGrossCents: 50000 });
    expect(failure(below).errors?.baseMonthlyGrossCents).toMatchObject({ code: 'belowMinimumWage', params: { rule: 'internship' } });
  });

  it("saves a salary outside the position's range with a warning beside the field", async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const { enterpriseId } = (await call('GET', `/app/service/${ids.serviceId}`)).body;
    const position = await call('POST', '/app/position', { ...SAMPLES.position(ids), enterpriseId, minMonthlyGrossCents: 250000, maxMonthlyGrossCents: 300000 });
    const assignment = { employeeId: employee.id, positionId: position.body.id, serviceId: ids.serviceId, startDate: '2025-01-06', kind: 'principale' };
    expect((await call('POST', '/app/assignment', assignment)).status).toBe(201);
    const high = await call('POST', '/app/salary', { ...SAMPLES.salary({ ...ids, employeeId: employee.id }), effectiveDate: '2025-02-01', baseMonthlyGrossCents: 400000 });
    expect(high.status).toBe(201);
    expect(high.body).toMatchObject({
      warnings: { baseMonthlyGrossCents: { code: 'outsideSalaryRange', message: expect.any(String), params: { minCents: '250000', maxCents: '300000' } } },
    });
    const inRange = await call('POST', '/app/salary', { ...SAMPLES.salary({ ...ids, employeeId: employee.id }), effectiveDate: '2025-03-01', baseMonthlyGrossCents: 280000 });
    expect(inRange.body.warnings).toBeUndefined();
  });
});

describe('positions, attendance, projects and codes', () => {
  it('refuses an assignment to a service of another enterprise than the position', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const services = (await list('service', { pageSize: 200 })).items;
    const position = (await call('GET', `/app/position/${ids.positionId}`)).body;
    const elsewhere = services.find((service) => service.enterpriseId !== position.enterpriseId);
    expect(elsewhere).toBeDefined();
    const answer = await call('POST', '/app/assignment', { employeeId: employee.id, positionId: position.id, serviceId: elsewhere?.id, startDate: '2025-02-03', kind: 'principale' });
    expectFieldError(answer, 'positionId', 'otherEnterprise');
  });

  it('records a night shift on the day it starts, and names the day already recorded', async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const night = { ...SAMPLES.attendance({ ...ids, employeeId: employee.id }), date: '2025-04-07', checkIn: '22:00', checkOut: '06:00', breakMinutes: 30 };
    const created = await call('POST', '/app/attendance', night);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ date: '2025-04-07', workedMinutes: 450 });
    const twice = await call('POST', '/app/attendance', { ...night, checkIn: '08:00', checkOut: '12:00' });
    expect(twice.status).toBe(409);
    expect(failure(twice).errors?.date).toMatchObject({ code: 'duplicateDay', message: expect.stringContaining('07/04/2025'), params: { id: String(created.body.id), date: '2025-04-07' } });
  });

  it("refuses one person twice in a project over the same dates; a member's dates default to the project's", async () => {
    const ids = await findIds();
    const employee = await newEmployee();
    const member = { employeeId: employee.id, role: 'Dev', allocationPercent: 20 };
    const project = { ...SAMPLES.projet(ids), startDate: '2025-03-03', endDate: '2025-12-19' };
    const twice = await call('POST', '/app/projet', { ...project, members: [member, { ...member, from: '2025-06-02' }] });
    expect(failure(twice).errors?.['members.1.employeeId']).toMatchObject({ code: 'overlap', params: { with: 'projectMember', from: '2025-03-03', to: '2025-12-19' } });
    const created = await call('POST', '/app/projet', { ...project, members: [member, { ...member, from: '2026-01-05', to: '2026-02-27' }] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.members).toEqual([
      { ...member, from: '2025-03-03', to: '2025-12-19' },
      { ...member, from: '2026-01-05', to: '2026-02-27' },
    ]);
  });

  it('takes NAF codes as INSEE writes them and explains a wrong one; an unknown country code has its own message', async () => {
    const ids = await findIds();
    const enterprise = SAMPLES.enterprise(ids);
    const written = await call('POST', '/app/enterprise', { ...enterprise, siren: '552100554', nafCode: '2512z' });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body.nafCode).toBe('25.12Z');
    expectFieldError(await call('POST', '/app/enterprise', { ...enterprise, siren: '732829320', nafCode: '25-12' }), 'nafCode', 'invalidNaf');
    expectFieldError(await call('POST', '/app/country', { ...SAMPLES.country(ids), code: 'JJ' }), 'code', 'unknownCountryCode');
  });
});
