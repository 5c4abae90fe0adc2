import { describe, expect, it } from 'vitest';
import { HR_AREAS } from '@/domain/hr/areas';
import { may, type Action, type Resource } from '@/domain/permissions';
import { routeTable } from '@server/core/app';
import { STATIC_DATASETS } from '@server/core/datasets';
import type { BackendPorts } from '@server/core/ports';
import { call, connectToServer, failure } from './http';
import { ROLE_ACCOUNTS, signInRoles, type RoleAccount } from './roles';

connectToServer();
signInRoles();

/**
 * Every endpoint × every role → allowed or 403, from one table: what each endpoint needs
 * (written here from docs/roles.md, not read from the route table), and the matrix
 * (src/domain/permissions.ts) says whether each demo account's grants allow it. Each call is
 * made so that, when allowed, it changes nothing: an id no record has (404), a body the
 * endpoint refuses (400) — so an answer other than 403 means the permission let it through.
 */
interface Need {
  resource: Resource;
  action: Action;
}
type Needs = Need | readonly Need[] | 'signedIn';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Endpoint {
  /** The route as the route table writes it. */
  route: string;
  method: Method;
  path: string;
  body?: unknown;
  needs: Needs;
}

/** An id no record has. */
const NONE = 999_999;
const n = (resource: Resource, action: Action): Need => ({ resource, action });
const endpoint = (method: Method, route: string, needs: Needs, path = route.replace(/:\w+/g, String(NONE)), body?: unknown): Endpoint => ({
  route: `${method.toLowerCase()} ${route}`,
  method,
  path,
  body: body ?? (method === 'POST' || method === 'PUT' ? {} : undefined),
  needs,
});

const areaEndpoints = (area: (typeof HR_AREAS)[number]): Endpoint[] => [
  endpoint('GET', `/app/${area}`, n(area, 'read')),
  endpoint('GET', `/app/${area}/:id`, n(area, 'read')),
  endpoint('POST', `/app/${area}`, n(area, 'create')),
  // A request's PUT may decide it (approve, reject, cancel another's) or edit it.
  endpoint('PUT', `/app/${area}/:id`, area === 'leave' || area === 'mission' ? [n(area, 'update'), n(area, 'decide')] : n(area, 'update')),
  endpoint('DELETE', `/app/${area}/:id`, n(area, 'delete')),
];

const ENDPOINTS: readonly Endpoint[] = [
  endpoint('GET', '/users', n('users', 'read')),
  endpoint('GET', '/users/:id', n('users', 'read')),
  endpoint('DELETE', '/users/:id', n('users', 'delete')),
  endpoint('POST', '/user/import', n('users', 'create')),
  endpoint('POST', '/user/checkEmail', [n('employee', 'create'), n('employee', 'update'), n('users', 'create'), n('users', 'update')]),
  endpoint('POST', '/user/reset-password', 'signedIn'),
  endpoint('GET', '/user/private/:id', n('employee', 'readPrivate')),
  endpoint('PUT', '/user/private/:id', n('employee', 'update')),
  endpoint('PUT', '/user/:kind/:id', n('employee', 'update'), `/user/photo/${NONE}`),
  endpoint('GET', '/user/photo/:id', n('employee', 'read')),
  endpoint('POST', '/user', n('users', 'create')),
  endpoint('GET', '/user/:id', n('users', 'read')),
  endpoint('PUT', '/user/:id', n('users', 'update')),
  endpoint('DELETE', '/user/:id', n('users', 'delete')),
  endpoint('GET', '/app/dashboard', n('dashboard', 'read')),
  endpoint('GET', '/app/org_tree', n('orgTree', 'read')),
  endpoint('POST', '/app/employee/import', n('employeeImport', 'create')),
  ...HR_AREAS.flatMap(areaEndpoints),
  ...Object.keys(STATIC_DATASETS).map((name) => endpoint('GET', `/app/${name}`, 'signedIn')),
  endpoint('GET', '/app/holidays', 'signedIn'),
  // The inbox: each account sees (and decides) what waits on it, often nothing.
  endpoint('GET', '/app/inbox', 'signedIn'),
  endpoint('GET', '/app/inbox/count', 'signedIn'),
  endpoint('POST', '/app/inbox/decisions', 'signedIn'),
  endpoint('POST', '/app/leave/:id/cancellation', n('leave', 'update')),
  endpoint('GET', '/app/leave_employee', n('leave', 'read')),
  endpoint('GET', '/app/leave_hr', n('leave', 'decide')),
  endpoint('GET', '/app/leave_balance', n('leaveBalance', 'read')),
  endpoint('GET', '/app/leave_balance/:employeeId', n('leaveBalance', 'read')),
  endpoint('PUT', '/app/leave_balance/:employeeId', n('leaveBalance', 'update')),
  endpoint('GET', '/app/leave_balance/:employeeId/types', n('leaveBalance', 'read')),
  endpoint('GET', '/app/leave_balance/:employeeId/on', n('leaveBalance', 'read')),
  endpoint('GET', '/app/leave_absences', n('calendar', 'read')),
  endpoint('GET', '/app/calendar', n('calendar', 'read')),
  endpoint('GET', '/app/calendar/:id', n('calendar', 'read')),
  endpoint('POST', '/app/calendar', n('calendar', 'create')),
  endpoint('PUT', '/app/calendar', n('calendar', 'update')),
  endpoint('PUT', '/app/calendar/:id', n('calendar', 'update')),
  endpoint('DELETE', '/app/calendar', n('calendar', 'delete')),
  endpoint('DELETE', '/app/calendar/:id', n('calendar', 'delete')),
  endpoint('GET', '/app/audit', n('audit', 'read')),
  endpoint('GET', '/app/audit/:area/:id', n('audit', 'read'), '/app/audit/employee/1'),
  // The mail sent: Root and HR read it and send a failed message again.
  endpoint('GET', '/app/mail', n('mail', 'read')),
  endpoint('POST', '/app/mail/:id/resend', n('mail', 'update')),
  // Notifications: each account its own bell and mail preferences; the daily reminders run now by Root.
  endpoint('GET', '/app/notifications', 'signedIn'),
  endpoint('POST', '/app/notifications/read-all', 'signedIn'),
  endpoint('POST', '/app/notifications/:id/read', 'signedIn'),
  endpoint('GET', '/app/notifications/settings', 'signedIn'),
  endpoint('PUT', '/app/notifications/settings', 'signedIn'),
  endpoint('POST', '/app/notifications/reminders', n('reset', 'update')),
  ...(
    [
      ['/app/attendance_correction', 'attendanceCorrection'],
      ['/app/private_change', 'privateChange'],
    ] as const
  ).flatMap(([path, resource]) => [
    endpoint('GET', path, n(resource, 'read')),
    endpoint('POST', path, n(resource, 'create')),
    endpoint('PUT', `${path}/:id`, n(resource, 'update')),
    endpoint('POST', `${path}/:id/decision`, n(resource, 'decide')),
  ]),
  ...(
    [
      ['/app/approval_policy', 'approvalPolicy'],
      ['/app/stand_in', 'standIn'],
    ] as const
  ).flatMap(([path, resource]) => [
    endpoint('GET', path, n(resource, 'read')),
    endpoint('POST', path, n(resource, 'create')),
    endpoint('PUT', `${path}/:id`, n(resource, 'update')),
    endpoint('DELETE', `${path}/:id`, n(resource, 'delete')),
  ]),
  // An exit: its checklist (HR), the dashboard's list of exits, the documents of an employment (HR and the employee).
  endpoint('GET', '/app/exits', n('exitChecklist', 'read')),
  endpoint('GET', '/app/employee/:id/exit', n('exitChecklist', 'read')),
  endpoint('PUT', '/app/employee/:id/exit/:item', n('exitChecklist', 'update'), '/app/employee/1/exit/equipment'),
  endpoint('GET', '/app/employee/:id/certificat', n('employmentDocument', 'read')),
  endpoint('POST', '/app/employee/:id/attestation', n('employmentDocument', 'create')),
  // The payroll: Root, and HR for her enterprises (a month to come is no payroll month: 404 when allowed).
  endpoint('GET', '/app/payroll', n('payroll', 'read')),
  endpoint('GET', '/app/payroll/due', n('payroll', 'read')),
  endpoint('GET', '/app/payroll/:id/codes', n('payroll', 'read')),
  endpoint('PUT', '/app/payroll/:id/codes', n('payroll', 'update')),
  endpoint('GET', '/app/payroll/:id/months/:month', n('payroll', 'read'), `/app/payroll/${NONE}/months/2026-01`),
  endpoint('POST', '/app/payroll/:id/months/:month/close', n('payroll', 'update'), `/app/payroll/${NONE}/months/2026-01/close`),
  endpoint('POST', '/app/payroll/:id/months/:month/reopen', n('payroll', 'update'), `/app/payroll/${NONE}/months/2026-01/reopen`),
  endpoint('POST', '/app/payroll/:id/months/:month/export', n('payroll', 'export'), `/app/payroll/${NONE}/months/2026-01/export`),
  // The staff register: Root, and HR for her enterprises (docs/roles.md); nobody writes it.
  endpoint('GET', '/app/register', n('staffRegister', 'read')),
  endpoint('GET', '/app/register/:id', n('staffRegister', 'read')),
  endpoint('GET', '/app/register/:id/pdf', n('staffRegister', 'export')),
  // Forgetting on time: Root, and HR for the people of her enterprises (the purge refuses an empty body: 400 when allowed).
  endpoint('GET', '/app/retention', n('retention', 'read')),
  endpoint('GET', '/app/retention/dry-run', n('retention', 'update')),
  endpoint('POST', '/app/retention/purge', n('retention', 'update')),
  endpoint('PUT', '/app/my/contact', 'signedIn'),
  endpoint('GET', '/app/*', 'signedIn', '/app/no-such-dataset'),
  // Last: allowed, it puts the demo data back.
  endpoint('POST', '/app/reset', n('reset', 'update')),
];

const allows = ({ grants }: RoleAccount, needs: Needs) =>
  needs === 'signedIn' || (Array.isArray(needs) ? needs : [needs]).some(({ resource, action }: Need) => may(grants, resource, action));

describe('the permission matrix, endpoint by endpoint', () => {
  it('covers every bearer route of the route table, and nothing else', () => {
    const bearer = routeTable({} as BackendPorts).filter((route) => route.bearer).map((route) => `${route.method} ${route.path}`);
    expect(ENDPOINTS.map((one) => one.route).sort()).toEqual([...bearer].sort());
  });

  it('lets each role through (any answer but 403) exactly where its grants allow, and refuses it elsewhere (403 forbidden)', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const { route, method, path, body, needs } of ENDPOINTS) {
      for (const role of ROLE_ACCOUNTS) {
        const answer = await call(method, path, body, { token: role.token });
        const allowed = allows(role, needs);
        if ((answer.status === 403) === allowed) wrong.push(`${route} as ${role.role}: ${answer.status}, expected ${allowed ? 'allowed' : '403'}`);
        if (answer.status === 403 && failure(answer).code !== 'forbidden') wrong.push(`${route} as ${role.role}: 403 without the code forbidden`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives each role something and refuses it something', () => {
    for (const role of ROLE_ACCOUNTS.filter((one) => one.role !== 'root')) {
      const allowed = ENDPOINTS.filter((one) => one.needs !== 'signedIn' && allows(role, one.needs)).length;
      expect(allowed, role.role).toBeGreaterThan(5);
      expect(ENDPOINTS.length - allowed, role.role).toBeGreaterThan(5);
    }
  });
});
