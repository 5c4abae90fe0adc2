import { describe, expect, it } from 'vitest';
import { PRIVATE_FIELDS } from '@/domain/private-data';
import { call, connectToServer, list, type Item, type Page } from './http';
import { EMPLOYEE, HR, MANAGER, signInRoles, type RoleAccount } from './roles';
import { employeeInput, findIds } from './samples';

connectToServer();
signInRoles();

const get = <T = Item>(role: RoleAccount, path: string) => call<T>('GET', path, undefined, { token: role.token });
const hidden = (item: Item, fields: readonly string[]) => fields.filter((field) => field in item);

describe('private data is answered to those allowed, and absent for the others', () => {
  it('a manager reads her team without where they live, and neither their private block nor their salaries', async () => {
    const member = await get(MANAGER, `/app/employee/${EMPLOYEE.employeeId}`);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ id: EMPLOYEE.employeeId, workEmail: expect.any(String), serviceName: expect.any(String) });
    expect(hidden(member.body, PRIVATE_FIELDS.employee)).toEqual([]);
    // Absent, not masked: in the list (and so in its exports) too.
    const team = (await get<Page>(MANAGER, '/app/employee?pageSize=200')).body.items;
    expect(team.filter((item) => item.id !== MANAGER.employeeId).every((item) => hidden(item, PRIVATE_FIELDS.employee).length === 0)).toBe(true);
    expect((await get(MANAGER, `/user/private/${EMPLOYEE.employeeId}`)).status).toBe(404);
    expect((await get<Page>(MANAGER, `/app/salary?employeeId=${EMPLOYEE.employeeId}`)).body.total).toBe(0);
    // Her own record and private block are hers to read.
    expect((await get(MANAGER, `/app/employee/${MANAGER.employeeId}`)).body).toHaveProperty('address');
    expect((await get(MANAGER, `/user/private/${MANAGER.employeeId}`)).status).toBe(200);
  });

  it('an employee reads her own private block, record and salary amounts, not another’s', async () => {
    const block = await get(EMPLOYEE, `/user/private/${EMPLOYEE.employeeId}`);
    expect(block.status).toBe(200);
    expect(block.body).toMatchObject({ employeeId: EMPLOYEE.employeeId, nir: expect.any(String), iban: expect.any(String) });
    expect((await get(EMPLOYEE, `/app/employee/${EMPLOYEE.employeeId}`)).body).toMatchObject({ address: expect.any(String) });
    const salaries = (await get<Page>(EMPLOYEE, '/app/salary')).body;
    expect(salaries.total).toBeGreaterThan(0);
    expect(salaries.items.every((item) => item.employeeId === EMPLOYEE.employeeId && typeof item.baseMonthlyGrossCents === 'number')).toBe(true);
    expect((await get(EMPLOYEE, `/user/private/${MANAGER.employeeId}`)).status).toBe(404);
    const [othersSalary] = (await list('salary', { employeeId: MANAGER.employeeId, pageSize: 1 })).items;
    expect((await get(EMPLOYEE, `/app/salary/${othersSalary.id}`)).status).toBe(404);
    // Changing it is the HR administrators' part.
    expect((await call('PUT', `/user/private/${EMPLOYEE.employeeId}`, { version: block.body.version }, { token: EMPLOYEE.token })).status).toBe(403);
  });

  it('an HR administrator reads the private data of her enterprise’s people, and nobody else’s', async () => {
    expect((await get(HR, `/user/private/${HR.employeeId}`)).body).toMatchObject({ nir: expect.any(String) });
    expect((await get(HR, `/user/private/${EMPLOYEE.employeeId}`)).status).toBe(404);
    const staff = (await get<Page>(HR, '/app/employee?status=active&pageSize=5')).body.items;
    expect(staff.every((item) => typeof item.address === 'string')).toBe(true);
    const salaries = (await get<Page>(HR, `/app/salary?employeeId=${HR.employeeId}`)).body.items;
    expect(salaries.length).toBeGreaterThan(0);
    expect(salaries.every((item) => typeof item.baseMonthlyGrossCents === 'number')).toBe(true);
  });

  it('an HR administrator creating someone is answered all she wrote, and reads it after (placed nowhere yet)', async () => {
    const input = employeeInput(await findIds(), { workEmail: `nouvelle.${Date.now()}@rhenane-industrie.fr` });
    const created = await call<Item>('POST', '/app/employee', input, { token: HR.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ address: input.address, dependants: input.dependants });
    expect((await get(HR, `/app/employee/${created.body.id}`)).body).toMatchObject({ address: input.address });
    expect((await get(MANAGER, `/app/employee/${created.body.id}`)).status).toBe(404);
  });

  it('Root reads everything', async () => {
    expect((await call<Item>('GET', `/app/employee/${EMPLOYEE.employeeId}`)).body).toHaveProperty('address');
    expect((await call<Item>('GET', `/user/private/${EMPLOYEE.employeeId}`)).body).toHaveProperty('nir');
  });
});
