import { describe, expect, it } from 'vitest';
import { dashboardSummarySchema } from '@/domain/hr/dashboard';
import type { OrgTree } from '@/domain/hr/org-tree';
import { call, connectToServer, failure, list, type Item, type Page } from './http';
import { EMPLOYEE, HR, HR_ENTERPRISE, MANAGED_DIRECTION, MANAGER, signInRoles, type RoleAccount } from './roles';
import { findIds, leaveInput } from './samples';

connectToServer();
signInRoles();

/** A page of a list as the role sees it. */
async function listAs(role: RoleAccount, area: string, query: Record<string, string | number> = {}): Promise<Page> {
  const params = new URLSearchParams(Object.entries({ pageSize: 200, ...query }).map(([key, value]) => [key, String(value)]));
  const answer = await call<Page>('GET', `/app/${area}?${params}`, undefined, { token: role.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const get = (role: RoleAccount, path: string) => call('GET', path, undefined, { token: role.token });

/** An active employee placed, today, in the enterprise or the direction asked (as Root lists them). */
const someoneIn = async (query: Record<string, number>, index = 0) => (await list('employee', { ...query, status: 'active', pageSize: index + 1 })).items[index];

describe('lists hold what the reach covers, and their totals count only that', () => {
  it('an employee: themselves, their own requests and balance', async () => {
    const employees = await listAs(EMPLOYEE, 'employee');
    expect([employees.total, employees.items.map((item) => item.id)]).toEqual([1, [EMPLOYEE.employeeId]]);
    const leaves = await listAs(EMPLOYEE, 'leave');
    expect(leaves.total).toBe((await list('leave', { employeeId: EMPLOYEE.employeeId })).total);
    expect(leaves.items.every((item) => item.employeeId === EMPLOYEE.employeeId)).toBe(true);
    expect((await listAs(EMPLOYEE, 'salary')).items.every((item) => item.employeeId === EMPLOYEE.employeeId)).toBe(true);
    expect((await call<Page>('GET', '/app/leave_balance', undefined, { token: EMPLOYEE.token })).body.total).toBe(1);
  });

  it('a manager: the people of the direction she heads, a page and its total alike', async () => {
    const team = await listAs(MANAGER, 'employee', { status: 'active' });
    expect(team.total).toBe((await list('employee', { status: 'active', directionId: MANAGED_DIRECTION, pageSize: 1 })).total);
    expect(team.total).toBeGreaterThan(2);
    expect(team.total).toBeLessThan((await list('employee', { status: 'active', pageSize: 1 })).total);
    expect(team.items.every((item) => item.directionId === MANAGED_DIRECTION)).toBe(true);
    // Paged: the second page follows the first, counted alike.
    const first = await listAs(MANAGER, 'employee', { status: 'active', pageSize: 2 });
    const second = await listAs(MANAGER, 'employee', { status: 'active', pageSize: 2, page: 2 });
    expect([first.total, second.total]).toEqual([team.total, team.total]);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(team.items.slice(0, 4).map((item) => item.id));
    const members = new Set((await listAs(MANAGER, 'employee')).items.map((item) => item.id));
    expect((await listAs(MANAGER, 'leave')).items.every((item) => members.has(Number(item.employeeId)))).toBe(true);
  });

  it('an HR administrator: the people of her enterprise', async () => {
    const staff = await listAs(HR, 'employee', { status: 'active', pageSize: 1 });
    expect(staff.total).toBe((await list('employee', { status: 'active', enterpriseId: HR_ENTERPRISE, pageSize: 1 })).total);
    expect((await listAs(HR, 'employee', { status: 'active' })).items.every((item) => item.enterpriseId === HR_ENTERPRISE)).toBe(true);
    expect((await listAs(HR, 'direction')).items.every((item) => item.enterpriseId === HR_ENTERPRISE)).toBe(true);
    expect((await listAs(HR, 'position')).items.every((item) => item.enterpriseId === HR_ENTERPRISE)).toBe(true);
    // Reference data is shared: every city.
    expect((await listAs(HR, 'city', { pageSize: 1 })).total).toBe((await list('city', { pageSize: 1 })).total);
  });
});

describe('a record outside the reach', () => {
  it('is answered as absent when read (404)', async () => {
    const elsewhere = await someoneIn({ enterpriseId: 1 });
    expect((await get(HR, `/app/employee/${elsewhere.id}`)).status).toBe(404);
    expect((await get(HR, `/app/employee/${HR.employeeId}`)).status).toBe(200);
    const outsideTeam = await someoneIn({ enterpriseId: HR_ENTERPRISE });
    expect((await get(MANAGER, `/app/employee/${outsideTeam.id}`)).status).toBe(404);
    expect((await get(MANAGER, `/app/employee/${EMPLOYEE.employeeId}`)).status).toBe(200);
    expect((await get(EMPLOYEE, `/app/employee/${MANAGER.employeeId}`)).status).toBe(404);
    const [othersLeave] = (await list('leave', { employeeId: MANAGER.employeeId, pageSize: 1 })).items;
    if (othersLeave) expect((await get(EMPLOYEE, `/app/leave/${othersLeave.id}`)).status).toBe(404);
    expect((await get(EMPLOYEE, `/app/leave_balance/${MANAGER.employeeId}`)).status).toBe(404);
  });

  it('is refused when written (403), and stays as it was', async () => {
    const elsewhere = await someoneIn({ enterpriseId: 1 });
    const stored = (await call<Item>('GET', `/app/employee/${elsewhere.id}`)).body;
    const refused = await call('PUT', `/app/employee/${elsewhere.id}`, { ...stored, firstName: 'Changé' }, { token: HR.token });
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(failure(refused).code).toBe('forbidden');
    expect((await call<Item>('GET', `/app/employee/${elsewhere.id}`)).body.firstName).toBe(stored.firstName);
    expect((await call('DELETE', `/app/employee/${elsewhere.id}`, undefined, { token: HR.token })).status).toBe(403);
  });

  it('may not be made by moving a record of the reach out of it: an assignment to a service of another enterprise', async () => {
    const own = await someoneIn({ enterpriseId: HR_ENTERPRISE }, 1);
    const [ownService] = (await listAs(HR, 'service', { pageSize: 1 })).items;
    const [ownPosition] = (await listAs(HR, 'position', { pageSize: 1 })).items;
    const [otherService] = (await list('service', { pageSize: 200 })).items.filter((service) => service.enterpriseId !== HR_ENTERPRISE);
    const assignment = { employeeId: own.id, positionId: ownPosition.id, startDate: '2027-06-01', endDate: '2027-06-25', kind: 'intérim' };
    expect((await call('POST', '/app/assignment', { ...assignment, serviceId: otherService.id }, { token: HR.token })).status).toBe(403);
    const created = await call('POST', '/app/assignment', { ...assignment, serviceId: ownService.id }, { token: HR.token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});

describe('requests: an employee asks, her manager decides', () => {
  const typeId = async () => (await findIds()).paidLeaveTypeId;

  it('an employee asks for herself only, and may not approve her own request', async () => {
    const own = await call<Item>('POST', '/app/leave', leaveInput(EMPLOYEE.employeeId, await typeId(), '2027-09-06', '2027-09-06'), { token: EMPLOYEE.token });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect((await call('POST', '/app/leave', leaveInput(MANAGER.employeeId, await typeId(), '2027-09-07', '2027-09-07'), { token: EMPLOYEE.token })).status).toBe(403);
    const approved = await call('PUT', `/app/leave/${own.body.id}`, { ...leaveInput(EMPLOYEE.employeeId, await typeId(), '2027-09-06', '2027-09-06', 'approved'), version: own.body.version }, { token: EMPLOYEE.token });
    expect(approved.status).toBe(403);
    // Her own request she may edit, and cancel.
    const cancelled = await call<Item>('PUT', `/app/leave/${own.body.id}`, { ...leaveInput(EMPLOYEE.employeeId, await typeId(), '2027-09-06', '2027-09-06', 'cancelled'), version: own.body.version }, { token: EMPLOYEE.token });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  });

  it('the demo employee’s request goes first to the demo manager, who finds it among those she decides (README)', async () => {
    const asked = await call<Item>('POST', '/app/leave', leaveInput(EMPLOYEE.employeeId, await typeId(), '2027-09-27', '2027-09-27'), { token: EMPLOYEE.token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ approverId: MANAGER.employeeId, approverName: MANAGER.account.employee.user.person.label });
    const toDecide = (await call<Page>('GET', '/app/leave_hr?pageSize=200', undefined, { token: MANAGER.token })).body.items;
    expect(toDecide.find((item) => item.id === asked.body.id)).toMatchObject({ employeeId: EMPLOYEE.employeeId, approverId: MANAGER.employeeId });
    const decision = { ...leaveInput(EMPLOYEE.employeeId, await typeId(), '2027-09-27', '2027-09-27', 'rejected'), comment: 'Semaine de migration', version: asked.body.version };
    const rejected = await call<Item>('PUT', `/app/leave/${asked.body.id}`, decision, { token: MANAGER.token });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', decidedByName: MANAGER.account.employee.user.person.label });
  });

  it("her manager approves her team's request, and may not decide one outside her team", async () => {
    const asked = await call<Item>('POST', '/app/leave', leaveInput(EMPLOYEE.employeeId, await typeId(), '2027-09-13', '2027-09-13'), { token: EMPLOYEE.token });
    expect((await listAs(MANAGER, 'leave', { status: 'pending', employeeId: EMPLOYEE.employeeId })).items.map((item) => item.id)).toContain(asked.body.id);
    const hrQueue = (await call<Page>('GET', '/app/leave_hr?pageSize=200', undefined, { token: MANAGER.token })).body;
    expect(hrQueue.items.map((item) => item.id)).toContain(asked.body.id);
    const decision = { ...leaveInput(EMPLOYEE.employeeId, await typeId(), '2027-09-13', '2027-09-13', 'approved'), version: asked.body.version };
    const approved = await call<Item>('PUT', `/app/leave/${asked.body.id}`, decision, { token: MANAGER.token });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: MANAGER.employeeId });

    // Someone of another enterprise, long in the company: a request they may make.
    const [outsider] = (await list('employee', { enterpriseId: HR_ENTERPRISE, status: 'active', contractType: 'CDI', sort: 'hireDate', pageSize: 1 })).items;
    const theirs = await call<Item>('POST', '/app/leave', leaveInput(outsider.id, await typeId(), '2027-09-20', '2027-09-20'));
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const refused = await call('PUT', `/app/leave/${theirs.body.id}`, { ...leaveInput(outsider.id, await typeId(), '2027-09-20', '2027-09-20', 'approved'), version: theirs.body.version }, { token: MANAGER.token });
    expect(refused.status).toBe(403);
  });
});

describe('the pages built on lists follow the same reach', () => {
  it('the dashboard counts within it: the headcount is the list of active people the role sees', async () => {
    for (const role of [MANAGER, HR]) {
      const answer = await get(role, '/app/dashboard');
      const summary = dashboardSummarySchema.parse(answer.body);
      const { headcount } = summary.figures;
      expect(headcount.count).toBe((await listAs(role, 'employee', { ...headcount.filters, pageSize: 1 })).total);
      for (const direction of summary.byDirection) {
        expect(direction.count).toBe((await listAs(role, direction.area, { ...direction.filters, pageSize: 1 })).total);
      }
    }
    const everyone = dashboardSummarySchema.parse((await call('GET', '/app/dashboard')).body);
    const team = dashboardSummarySchema.parse((await get(MANAGER, '/app/dashboard')).body);
    expect(team.figures.headcount.count).toBeLessThan(everyone.figures.headcount.count);
    expect(team.byDirection.map((direction) => direction.directionId)).toEqual([MANAGED_DIRECTION]);
  });

  it("the org tree shows an HR administrator her enterprise's units only", async () => {
    const tree = (await get(HR, '/app/org_tree')).body as unknown as OrgTree;
    expect(tree.enterprises.map((enterprise) => enterprise.id)).toEqual([HR_ENTERPRISE]);
    const whole = (await call<OrgTree>('GET', '/app/org_tree')).body;
    expect(tree.enterprises[0]).toEqual(whole.enterprises.find((enterprise) => enterprise.id === HR_ENTERPRISE));
  });

  it("the team calendar: an employee's own service, not another's", async () => {
    const own = (await call<Item>('GET', `/app/employee/${EMPLOYEE.employeeId}`)).body.serviceId;
    expect((await get(EMPLOYEE, `/app/leave_absences?serviceId=${own}`)).status).toBe(200);
    const [other] = (await list('service', { pageSize: 200 })).items.filter((service) => service.id !== own);
    expect((await get(EMPLOYEE, `/app/leave_absences?serviceId=${other.id}`)).status).toBe(404);
    const events = (await call<Item[]>('GET', '/app/calendar', undefined, { token: EMPLOYEE.token })).body;
    expect(events.every((event) => event.serviceId === undefined || event.serviceId === own)).toBe(true);
  });
});
