import { describe, expect, it } from 'vitest';
import { call, connectToServer, expectFieldError, failure, type Item } from './http';
import { EMPLOYEE, HR, MANAGER, signInRoles } from './roles';

connectToServer();
signInRoles();

const ask = (body: Record<string, unknown>, token?: string) => call('POST', '/app/private_change', body, { token });
const decide = (id: number, body: Record<string, unknown>, token?: string) => call('POST', `/app/private_change/${id}/decision`, body, { token });
type Listed = { items: Item[]; total: number };

/** Someone of the HR administrator's enterprise, not herself. */
async function hrPerson(): Promise<Item> {
  const people = await call<Listed>('GET', '/app/employee?pageSize=20', undefined, { token: HR.token });
  const person = people.body.items.find((one) => one.id !== HR.employeeId);
  if (!person) throw new Error('no one in the enterprise');
  return person;
}

describe('a private-data change', () => {
  it('is asked by the employee for herself, seen by her and never by her manager, and withdrawn while pending', async () => {
    const asked = await ask({ employeeId: EMPLOYEE.employeeId, fields: ['personalEmail'], personalEmail: 'emilie.perso@example.org' }, EMPLOYEE.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', version: 1, fields: ['personalEmail'], personalEmail: 'emilie.perso@example.org' });

    const mine = await call<Listed>('GET', '/app/private_change', undefined, { token: EMPLOYEE.token });
    expect(mine.body.items.map((one) => one.id)).toContain(asked.body.id);
    // Her manager reads only her own requests: never her team's private values.
    const managers = await call<Listed>('GET', `/app/private_change?employeeId=${EMPLOYEE.employeeId}`, undefined, { token: MANAGER.token });
    expect(managers.status).toBe(200);
    expect(managers.body.items).toEqual([]);
    expect(JSON.stringify(managers.body)).not.toContain('emilie.perso');
    expect((await decide(asked.body.id, { version: 1, outcome: 'approved' }, MANAGER.token)).status).toBe(403);
    expect((await call('PUT', `/app/private_change/${asked.body.id}`, { version: 1, status: 'cancelled' }, { token: MANAGER.token })).status).toBe(404);
    // Another person's request is refused.
    const other = await ask({ employeeId: MANAGER.employeeId, fields: ['address'], address: '1 rue X' }, EMPLOYEE.token);
    expect(other.status).toBe(403);
    expect(failure(other).code).toBe('forbidden');

    expect((await call('PUT', `/app/private_change/${asked.body.id}`, { version: 3, status: 'cancelled' }, { token: EMPLOYEE.token })).status).toBe(409);
    const withdrawn = await call('PUT', `/app/private_change/${asked.body.id}`, { version: 1, status: 'cancelled' }, { token: EMPLOYEE.token });
    expect(withdrawn.body).toMatchObject({ status: 'cancelled', version: 2 });
    expectFieldError(await decide(asked.body.id, { version: 2, outcome: 'approved' }), 'status', 'illegalTransition');
  });

  it('accepted by HR, writes the record and the private block, keeps who accepted, and leaves no value in the trail', async () => {
    const person = await hrPerson();
    const asked = await ask({
      employeeId: person.id,
      fields: ['address', 'personalEmail', 'emergencyContactName', 'emergencyContactPhone'],
      address: '12 rue des Tanneurs\n67000 Strasbourg',
      emergencyContactName: 'Paul Martin',
      emergencyContactPhone: '06 12 34 56 78',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);

    // HR sees it waiting, with what is stored now.
    const hrs = await call<Listed>('GET', '/app/private_change?status=pending', undefined, { token: HR.token });
    expect(hrs.body.items.map((one) => one.id)).toContain(asked.body.id);
    expect((await decide(asked.body.id, { version: 2, outcome: 'approved' }, HR.token)).status).toBe(409);

    const accepted = await decide(asked.body.id, { version: 1, outcome: 'approved', comment: 'Justificatif reçu' }, HR.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'approved', decidedByName: 'Dominique Daniel', decidedAt: expect.any(String), decisionComment: 'Justificatif reçu' });

    const record = (await call('GET', `/app/employee/${person.id}`)).body;
    expect(record.address).toBe('12 rue des Tanneurs\n67000 Strasbourg');
    expect(record).not.toHaveProperty('personalEmail');
    expect(record.version).toBe(Number(person.version) + 1);
    const block = (await call('GET', `/user/private/${person.id}`)).body;
    expect(block).toMatchObject({ emergencyContactName: 'Paul Martin', emergencyContactPhone: '06 12 34 56 78' });

    const trail = await call<Listed>('GET', `/app/audit?recordId=${person.id}&pageSize=10`);
    const text = JSON.stringify(trail.body.items.filter((entry) => entry.area !== 'employee' || entry.action !== 'readPrivate'));
    for (const value of ['Tanneurs', 'Paul Martin', '06 12 34 56 78', String(person.personalEmail)]) expect(text).not.toContain(value);
    const privateEntry = trail.body.items.find((entry) => entry.area === 'employeePrivate' && entry.action !== 'readPrivate');
    expect(privateEntry?.changes).toEqual(expect.arrayContaining([{ field: 'emergencyContactName', private: true }]));
  });

  it('rejected by HR, records the decision and changes nothing else', async () => {
    const person = await hrPerson();
    const asked = await ask({ employeeId: person.id, fields: ['address'], address: '3 place Kléber' });
    const rejected = await decide(asked.body.id, { version: 1, outcome: 'rejected', comment: 'Adresse incomplète' }, HR.token);
    expect(rejected.body).toMatchObject({ status: 'rejected', decidedByName: 'Dominique Daniel', decisionComment: 'Adresse incomplète' });
    expect((await call('GET', `/app/employee/${person.id}`)).body.version).toBe(person.version);
  });

  it('refuses what cannot be written (400 naming the field) and an HR administrator asking for someone', async () => {
    expectFieldError(await ask({ employeeId: EMPLOYEE.employeeId, fields: [] }, EMPLOYEE.token), 'fields', 'required');
    expectFieldError(await ask({ employeeId: EMPLOYEE.employeeId, fields: ['nir'] }, EMPLOYEE.token), 'fields.0', 'invalidChoice');
    expectFieldError(await ask({ employeeId: EMPLOYEE.employeeId, fields: ['personalEmail'], personalEmail: 'nope' }, EMPLOYEE.token), 'personalEmail', 'invalidEmail');
    expectFieldError(await ask({ employeeId: EMPLOYEE.employeeId, fields: ['emergencyContactPhone'], emergencyContactPhone: 'abc' }, EMPLOYEE.token), 'emergencyContactPhone', 'invalidPhone');
    expectFieldError(await ask({ employeeId: EMPLOYEE.employeeId, fields: ['address'] }, EMPLOYEE.token), 'address', 'required');
    const person = await hrPerson();
    expect((await ask({ employeeId: person.id, fields: ['address'], address: 'x' }, HR.token)).status).toBe(403);
    expect((await call('GET', '/app/private_change?status=done', undefined, { token: EMPLOYEE.token })).status).toBe(400);
  });
});

describe('PUT /app/my/contact', () => {
  it('changes the signed-in employee’s own phone, quoting the version, audited', async () => {
    const me = (await call('GET', `/app/employee/${EMPLOYEE.employeeId}`, undefined, { token: EMPLOYEE.token })).body;
    expectFieldError(await call('PUT', '/app/my/contact', { phone: 'abc', version: me.version }, { token: EMPLOYEE.token }), 'phone', 'invalidPhone');
    expect((await call('PUT', '/app/my/contact', { phone: '06 98 76 54 32', version: Number(me.version) + 4 }, { token: EMPLOYEE.token })).status).toBe(409);
    const changed = await call('PUT', '/app/my/contact', { phone: '06 98 76 54 32', version: me.version }, { token: EMPLOYEE.token });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ id: EMPLOYEE.employeeId, phone: '06 98 76 54 32', version: Number(me.version) + 1 });
    const history = await call<Listed>('GET', `/app/audit/employee/${EMPLOYEE.employeeId}`);
    expect(history.body.items[0]).toMatchObject({ action: 'update', userName: 'Émilie Nowak', changes: expect.arrayContaining([expect.objectContaining({ field: 'phone', after: '06 98 76 54 32' })]) });
  });
});
