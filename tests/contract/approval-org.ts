import { expect } from 'vitest';
import { call, signIn, type Item, type Json } from './http';
import { employeeInput, findIds, freshCode, leaveInput } from './samples';

/**
 * A small organisation of the suite's own, for approval chains and stand-ins: a direction
 * headed by `director`, its department headed by `departmentHead`, a service headed by
 * `serviceHead` where `requester` works, and a service without a head where `orphan` works.
 * The heads and `deputy` (a plain employee) have accounts, signed in.
 */
export interface ApprovalOrg {
  requester: number;
  orphan: number;
  serviceHead: number;
  departmentHead: number;
  director: number;
  deputy: number;
  paidLeaveTypeId: number;
  enterpriseId: number;
  /** Another plain employee of the service, with an account: `{ id, token }`. */
  newDeputy(): Promise<{ id: number; token: string }>;
  tokens: { serviceHead: string; departmentHead: string; director: string; deputy: string; requester: string };
}

const PASSWORD = 'Contrat-chaines-2026';

async function created(path: string, body: Json): Promise<Item> {
  const answer = await call('POST', path, body);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

async function withAccount(employeeId: number, grants: Json[]): Promise<string> {
  const tag = `${freshCode().toLowerCase()}-${Date.now()}`;
  const email = `chaine${tag}@contrat.test`;
  await created('/user', { email, username: `chaine-${tag}`, password: PASSWORD, grants, employeeId });
  return signIn(email, PASSWORD);
}

const MANAGER = [{ role: 'manager' }, { role: 'employee' }];

export async function approvalOrg(): Promise<ApprovalOrg> {
  const ids = await findIds();
  const position = (await call('GET', `/app/position/${ids.positionId}`)).body;
  const enterpriseId = Number(position.enterpriseId);
  const person = async () => (await created('/app/employee', employeeInput(ids))).id;
  const [requester, orphan, serviceHead, departmentHead, director, deputy] = [await person(), await person(), await person(), await person(), await person(), await person()];
  const direction = await created('/app/direction', { code: freshCode(), name: 'Direction des chaînes', enterpriseId, headEmployeeId: director });
  const department = await created('/app/department', { code: freshCode(), name: 'Département des chaînes', directionId: direction.id, headEmployeeId: departmentHead });
  const service = await created('/app/service', { code: freshCode(), name: 'Service des chaînes', departmentId: department.id, headEmployeeId: serviceHead });
  const headless = await created('/app/service', { code: freshCode(), name: 'Service sans chef', departmentId: department.id });
  const place = (employeeId: number, serviceId: number) =>
    created('/app/assignment', { employeeId, positionId: ids.positionId, serviceId, startDate: '2025-01-06', kind: 'principale' });
  for (const employeeId of [requester, serviceHead, departmentHead, director, deputy]) await place(employeeId, service.id);
  await place(orphan, headless.id);
  return {
    requester,
    orphan,
    serviceHead,
    departmentHead,
    director,
    deputy,
    paidLeaveTypeId: ids.paidLeaveTypeId,
    enterpriseId,
    async newDeputy() {
      const id = await person();
      await place(id, service.id);
      return { id, token: await withAccount(id, [{ role: 'employee' }]) };
    },
    tokens: {
      serviceHead: await withAccount(serviceHead, MANAGER),
      departmentHead: await withAccount(departmentHead, MANAGER),
      director: await withAccount(director, MANAGER),
      deputy: await withAccount(deputy, [{ role: 'employee' }]),
      requester: await withAccount(requester, [{ role: 'employee' }]),
    },
  };
}

/** A pending paid-leave request of `employeeId` (the suite's administrator sends it). */
export async function askLeave(employeeId: number, typeId: number, startDate: string, endDate: string): Promise<Item> {
  return created('/app/leave', leaveInput(employeeId, typeId, startDate, endDate));
}

/** Approves or rejects a request's current step as the account of `token` (the administrator's when absent). */
export const decide = (area: 'leave' | 'mission', request: Item, status: 'approved' | 'rejected', token?: string, comment?: string) =>
  call('PUT', `/app/${area}/${request.id}`, { ...stripped(request), status, ...(comment && { comment }) }, token ? { token } : {});

/** A request as sent back: its input fields and version, without what the backend computes. */
function stripped(request: Item): Json {
  const computed = ['id', 'createdAt', 'updatedAt', 'days', 'steps', 'currentStep', 'approverId', 'approverName', 'employeeName', 'typeName', 'destinationCityName', 'reference', 'expensesTotalCents', 'decidedBy', 'decidedByName', 'decidedAt', 'decisionComment', 'warnings'];
  return Object.fromEntries(Object.entries(request).filter(([field]) => !computed.includes(field)));
}
