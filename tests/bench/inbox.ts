/**
 * The inbox of a manager of 50 units with 500 waiting decisions (issue #25: p95 ≤ 100 ms on
 * PostgreSQL): a direction she heads, one department under it, 50 services of 10 employees
 * each, every one with a pending one-day leave. The team is added to the demo tables before
 * they are loaded (`withInboxTeam`), as the seed loads its own rows: through the HTTP API the
 * same 1 500 writes took longer than the rest of the bench. Her account is then made through
 * the API, and GET /app/inbox is timed one call at a time.
 */
import type { HrTables } from '../../server/core/storage/tables';

type Fetcher = (request: Request) => Response | Promise<Response>;
type Caller = (fetcher: Fetcher, method: string, path: string, body?: unknown, token?: string) => Promise<Record<string, unknown>>;

export const INBOX_UNITS = 50;
export const INBOX_WAITING = 500;
const PER_UNIT = INBOX_WAITING / INBOX_UNITS;
const RUNS = 40;
const PASSWORD = 'Bench-inbox-2026';
/** Working days of April 2026 with no holiday (Easter Monday is the 6th): one per employee of a service. */
const DAYS = ['2026-04-14', '2026-04-15', '2026-04-16', '2026-04-17', '2026-04-20', '2026-04-21', '2026-04-22', '2026-04-23', '2026-04-24', '2026-04-27'];
const STAMP = '2026-03-02T09:00:00.000Z';

const nextId = (rows: { id?: number }[]) => rows.reduce((max, row) => Math.max(max, row.id ?? 0), 0) + 1;

/**
 * The demo tables with the manager's team added; answers them and the manager's employee id.
 * `chains`: each request holds its chain, as one sent since chains exist; without, as the
 * demo's older requests, whose first step is worked out when read.
 */
export function withInboxTeam(tables: HrTables, chains = true): { tables: HrTables; managerId: number } {
  const { nameFile: _photo, ...template } = tables.employees[0];
  const [placed] = tables.assignments;
  const paidLeave = tables.leaveTypes.find((type) => type.code === 'CP') ?? tables.leaveTypes[0];
  const enterpriseId = tables.directions[0].enterpriseId;
  const stamps = { createdAt: STAMP, updatedAt: STAMP, version: 1 };
  let employeeId = nextId(tables.employees);
  const employees: HrTables['employees'] = [];
  const person = (n: number) => {
    const id = employeeId++;
    employees.push({ ...template, ...stamps, id, matricule: `INB-${String(n).padStart(6, '0')}`, firstName: `Inbox${n}`, lastName: 'Bench', workEmail: `inbox.${n}@effectif.test`, hireDate: '2024-01-08' });
    return id;
  };
  const managerId = person(0);
  const directionId = nextId(tables.directions);
  const departmentId = nextId(tables.departments);
  const firstService = nextId(tables.services);
  let assignmentId = nextId(tables.assignments);
  let leaveId = nextId(tables.leaves);
  const services: HrTables['services'] = [];
  const assignments: HrTables['assignments'] = [];
  const leaves: HrTables['leaves'] = [];
  for (let unit = 0; unit < INBOX_UNITS; unit += 1) {
    const serviceId = firstService + unit;
    services.push({ ...stamps, id: serviceId, code: `INB-S${unit}`, name: `Inbox service ${unit}`, departmentId });
    for (let n = 0; n < PER_UNIT; n += 1) {
      const id = person(unit * 100 + n + 1);
      assignments.push({ ...stamps, id: assignmentId++, employeeId: id, positionId: placed.positionId, serviceId, workCityId: placed.workCityId, startDate: '2024-01-08', kind: 'principale' });
      const day = DAYS[n];
      // Its chain as a request sent now is stored with it: the head of the direction decides (no service or department head).
      const steps = [{ kind: 'manager' as const, approverId: managerId, approverName: 'Inbox0 Bench' }];
      leaves.push({ ...stamps, id: leaveId++, employeeId: id, typeId: paidLeave.id, startDate: day, startHalf: 'morning', endDate: day, endHalf: 'afternoon', status: 'pending', days: 1, ...(chains && { steps, currentStep: 0 }) });
    }
  }
  return {
    managerId,
    tables: {
      ...tables,
      employees: [...tables.employees, ...employees],
      directions: [...tables.directions, { ...stamps, id: directionId, code: 'INBOX', name: 'Direction Inbox', enterpriseId, headEmployeeId: managerId }],
      departments: [...tables.departments, { ...stamps, id: departmentId, code: 'INBOX', name: 'Département Inbox', directionId }],
      services: [...tables.services, ...services],
      assignments: [...tables.assignments, ...assignments],
      leaves: [...tables.leaves, ...leaves],
    },
  };
}

/** Gives the manager an account (the administrator's token) and times her inbox: the p95 and the number of items answered. */
export async function benchInbox(call: Caller, fetcher: Fetcher, token: string, managerId: number) {
  const email = 'inbox.manager@effectif.test';
  await call(fetcher, 'POST', '/user', { email, username: 'inbox-manager', password: PASSWORD, firstName: 'Bench', lastName: 'Manager', grants: [{ role: 'manager' }], employeeId: managerId, role: 'manager' }, token);
  const managerToken = String((await call(fetcher, 'POST', '/users/authenticate', { email, password: PASSWORD })).token);
  const times: number[] = [];
  let items = 0;
  for (let run = 0; run < RUNS + 3; run += 1) {
    const before = performance.now();
    const answer = await call(fetcher, 'GET', '/app/inbox', undefined, managerToken);
    if (run >= 3) times.push(performance.now() - before);
    items = Number(answer.total);
  }
  times.sort((a, b) => a - b);
  return { items, p50: times[Math.floor(RUNS / 2)], p95: times[Math.ceil(RUNS * 0.95) - 1] };
}
