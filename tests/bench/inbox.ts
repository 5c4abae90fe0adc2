/**
 * The inbox of a manager of 50 units with 500 waiting decisions (issue #25: p95 ≤ 100 ms on
 * PostgreSQL): a direction she heads, one department, 50 services of 10 new employees each,
 * one pending leave each; her account; then GET /app/inbox timed one call at a time.
 */
type Fetcher = (request: Request) => Response | Promise<Response>;
type Caller = (fetcher: Fetcher, method: string, path: string, body?: unknown, token?: string) => Promise<Record<string, unknown>>;

export const INBOX_UNITS = 50;
export const INBOX_WAITING = 500;
const RUNS = 40;
const PASSWORD = 'Bench-inbox-2026';

const idOf = (answer: Record<string, unknown>) => Number(answer.id);

/** Builds the team with the administrator's token; answers the manager's token. */
async function seedTeam(call: Caller, fetcher: Fetcher, token: string, employee: Record<string, unknown>, positionId: number, enterpriseId: number) {
  const post = (path: string, body: unknown) => call(fetcher, 'POST', path, body, token);
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  const person = async (n: number) => idOf(await post('/app/employee', { ...employee, workEmail: `inbox.${stamp}.${n}@effectif.test`, hireDate: '2024-01-08' }));
  const manager = await person(0);
  const direction = idOf(await post('/app/direction', { code: `IN${stamp}`, name: `Inbox ${stamp}`, enterpriseId, headEmployeeId: manager }));
  const department = idOf(await post('/app/department', { code: `IN${stamp}`, name: `Inbox ${stamp}`, directionId: direction }));
  const typeId = await paidLeaveTypeId(call, fetcher, token);
  for (let unit = 0; unit < INBOX_UNITS; unit += 1) {
    const service = idOf(await post('/app/service', { code: `S${unit}`, name: `Service ${unit}`, departmentId: department }));
    for (let n = 0; n < INBOX_WAITING / INBOX_UNITS; n += 1) {
      const id = await person(unit * 100 + n + 1);
      await post('/app/assignment', { employeeId: id, positionId, serviceId: service, startDate: '2024-01-08', kind: 'principale' });
      const day = `2027-0${1 + (n % 9)}-1${n % 5}`;
      await post('/app/leave', { employeeId: id, typeId, startDate: day, startHalf: 'morning', endDate: day, endHalf: 'afternoon', status: 'pending' });
    }
  }
  const email = `inbox.manager.${stamp.toLowerCase()}@effectif.test`;
  await post('/user', { email, username: `inbox-${stamp.toLowerCase()}`, password: PASSWORD, firstName: 'Bench', lastName: 'Manager', grants: [{ role: 'manager' }], employeeId: manager, role: 'manager' });
  return String((await call(fetcher, 'POST', '/users/authenticate', { email, password: PASSWORD })).token);
}

async function paidLeaveTypeId(call: Caller, fetcher: Fetcher, token: string): Promise<number> {
  const page = (await call(fetcher, 'GET', '/app/leave?q=conges%20payes&pageSize=1', undefined, token)) as { items?: { typeId: number }[] };
  return Number(page.items?.[0]?.typeId);
}

/** Seeds the team, then times the manager's inbox: the p95 and the number of items answered. */
export async function benchInbox(call: Caller, fetcher: Fetcher, token: string, employee: Record<string, unknown>, positionId: number, enterpriseId: number) {
  const started = performance.now();
  const managerToken = await seedTeam(call, fetcher, token, employee, positionId, enterpriseId);
  const seeded = (performance.now() - started) / 1000;
  const times: number[] = [];
  let items = 0;
  for (let run = 0; run < RUNS + 3; run += 1) {
    const before = performance.now();
    const answer = await call(fetcher, 'GET', '/app/inbox', undefined, managerToken);
    if (run >= 3) times.push(performance.now() - before);
    items = Number(answer.total);
  }
  times.sort((a, b) => a - b);
  return { items, seededSeconds: seeded, p50: times[Math.floor(RUNS / 2)], p95: times[Math.ceil(RUNS * 0.95) - 1] };
}
