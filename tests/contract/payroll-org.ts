import { expect } from 'vitest';
import { call } from './http';
import { employeeInput, findIds, type Ids } from './samples';

/** An employee of the suite, hired 2025-01-06 and placed in a service of the data, and that service's enterprise. */
export interface PayrollOrg {
  ids: Ids;
  employeeId: number;
  matricule: string;
  enterpriseId: number;
  enterpriseName: string;
}

export async function payrollOrg(): Promise<PayrollOrg> {
  const ids = await findIds();
  const service = (await call('GET', `/app/service/${ids.serviceId}`)).body;
  const employee = await call('POST', '/app/employee', employeeInput(ids, { hireDate: '2025-01-06' }));
  expect(employee.status, JSON.stringify(employee.body)).toBe(201);
  const placed = await call('POST', '/app/assignment', { employeeId: employee.body.id, positionId: ids.positionId, serviceId: ids.serviceId, startDate: '2025-01-06', kind: 'principale' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { ids, employeeId: employee.body.id, matricule: String(employee.body.matricule), enterpriseId: Number(service.enterpriseId), enterpriseName: String(service.enterpriseName) };
}
