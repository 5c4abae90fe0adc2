import { describe, expect, it } from 'vitest';
import { AWAY_PEOPLE_NAMED, DASHBOARD_FIGURES, HISTORY_MONTHS, dashboardSummarySchema, type DashboardSummary } from '@/domain/hr/dashboard';
import { TEST_TODAY } from '@mocks/node';
import { ON_FAKE_BACKEND, call, list, connectToServer, type Item } from './http';

connectToServer();

async function summary(): Promise<DashboardSummary> {
  const answer = await call<unknown>('GET', '/app/dashboard');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const parsed = dashboardSummarySchema.safeParse(answer.body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return dashboardSummarySchema.parse(answer.body);
}

/** Every item of a filtered list, page after page. */
async function everyItem(area: string, filters: Record<string, string>): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(area, { ...filters, page, pageSize: 200 });
    items.push(...answer.items);
    if (items.length >= answer.total) return items;
  }
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const monthEnd = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

describe('GET /app/dashboard', () => {
  it('needs the bearer token', async () => {
    expect((await call('GET', '/app/dashboard', undefined, { auth: false })).status).toBe(401);
  });

  it('answers the summary its schema describes, as of the backend’s today', async () => {
    const answer = await summary();
    expect(Object.keys(answer.figures).sort()).toEqual([...DASHBOARD_FIGURES].sort());
    if (ON_FAKE_BACKEND) expect(answer.today).toBe(TEST_TODAY);
  });

  it.each(DASHBOARD_FIGURES)('%s is the total of the list it links to', async (name) => {
    const { figures } = await summary();
    const figure = figures[name];
    expect((await list(figure.area, { ...figure.filters, pageSize: 1 })).total).toBe(figure.count);
  });

  it('each direction’s figure is the total of its active employees, the largest first', async () => {
    const { byDirection, figures } = await summary();
    expect(byDirection.length).toBeGreaterThan(0);
    for (const direction of byDirection) {
      expect(direction.filters).toEqual({ status: 'active', directionId: String(direction.directionId) });
      expect((await list(direction.area, { ...direction.filters, pageSize: 1 })).total, direction.name).toBe(direction.count);
    }
    expect(byDirection.map((direction) => direction.count)).toEqual([...byDirection.map((direction) => direction.count)].sort((a, b) => b - a));
    const inDirections = byDirection.reduce((sum, direction) => sum + direction.count, 0);
    const active = await everyItem('employee', { status: 'active' });
    expect(figures.headcount.count - inDirections).toBe(active.filter((employee) => typeof employee.directionId !== 'number').length);
  });

  it('counts what each tile says: the month’s arrivals and departures, approved leaves today, contracts ending within 30 days', async () => {
    const { figures, today } = await summary();
    const month = today.slice(0, 7);
    const employees = await everyItem('employee', {});
    const hired = employees.filter((employee) => String(employee.hireDate).startsWith(month));
    const leaving = employees.filter((employee) => String(employee.exitDate ?? '').startsWith(month));
    expect(figures.arrivals.count).toBe(hired.length);
    expect(figures.departures.count).toBe(leaving.length);
    const ending = employees.filter(
      (employee) => employee.status === 'active' && typeof employee.contractEndDate === 'string' && employee.contractEndDate >= today && employee.contractEndDate <= addDays(today, 30),
    );
    expect(figures.contractsEnding.count).toBe(ending.length);
    expect(figures.contractsEnding.count).toBeGreaterThan(0);
    expect(figures.headcount.count).toBe(employees.filter((employee) => employee.status === 'active').length);

    const away = await everyItem('leave', figures.awayToday.filters);
    expect(away.length).toBe(figures.awayToday.count);
    expect(away.every((leave) => leave.status === 'approved' && String(leave.startDate) <= today && String(leave.endDate) >= today)).toBe(true);
    expect(figures.pendingLeaves.filters).toEqual({ status: 'pending' });
    expect(figures.missionsInProgress.filters).toEqual({ status: 'in progress' });
  });

  it('names the first of today’s absents by name, each on approved leave today', async () => {
    const { awayToday, figures } = await summary();
    expect(awayToday).toHaveLength(Math.min(AWAY_PEOPLE_NAMED, figures.awayToday.count));
    const away = await everyItem('leave', figures.awayToday.filters);
    const awayIds = new Set(away.map((leave) => leave.employeeId));
    for (const person of awayToday) expect(awayIds.has(person.employeeId), person.name).toBe(true);
    const names = awayToday.map((person) => person.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
  });

  it(`traces the headcount over ${HISTORY_MONTHS} months, ending on today’s, each month changed by its arrivals and departures`, async () => {
    const { history, figures, today } = await summary();
    expect(history).toHaveLength(HISTORY_MONTHS);
    expect(history[history.length - 1]).toEqual({ month: today.slice(0, 7), headcount: figures.headcount.count });
    for (let index = 1; index < history.length; index += 1) {
      const { month, headcount } = history[index];
      const from = `${month}-01`;
      const to = monthEnd(month);
      const arrivals = (await list('employee', { hiredFrom: from, hiredTo: to, pageSize: 1 })).total;
      const departures = (await list('employee', { exitFrom: from, exitTo: to, pageSize: 1 })).total;
      expect(headcount - history[index - 1].headcount, month).toBe(arrivals - departures);
    }
  });

  it('follows the data: archiving an active employee takes them off the headcount and adds a departure', async () => {
    const before = await summary();
    const [employee] = (await list('employee', { ...before.byDirection[0].filters, pageSize: 1 })).items;
    expect((await call('DELETE', `/app/employee/${employee.id}`)).status).toBe(200);
    const after = await summary();
    expect(after.figures.headcount.count).toBe(before.figures.headcount.count - 1);
    expect(after.figures.departures.count).toBe(before.figures.departures.count + 1);
    const direction = after.byDirection.find((candidate) => candidate.directionId === before.byDirection[0].directionId);
    expect(direction?.count).toBe(before.byDirection[0].count - 1);
  });
});
