import { describe, expect, it } from 'vitest';
import { call, expectFieldError, list, connectToServer, type Item } from './http';

connectToServer();

/** Every employee, page after page (the contract pages at most 200 at a time). */
async function everyEmployee(): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list('employee', { page, pageSize: 200 });
    items.push(...answer.items);
    if (items.length >= answer.total) return items;
  }
}

const dateOf = (item: Item, field: string) => (typeof item[field] === 'string' ? String(item[field]) : undefined);

/** The [from, to] span holding the most values of `field` among the employees, for a filter that keeps some, not all. */
function busySpan(employees: Item[], field: string): { from: string; to: string } {
  const dates = employees.map((employee) => dateOf(employee, field)).filter((date): date is string => date !== undefined).sort();
  expect(dates.length, `employees with a ${field}`).toBeGreaterThan(3);
  return { from: dates[Math.floor(dates.length / 4)], to: dates[Math.floor((3 * dates.length) / 4)] };
}

describe.each([
  { from: 'hiredFrom', to: 'hiredTo', field: 'hireDate' },
  { from: 'exitFrom', to: 'exitTo', field: 'exitDate' },
  { from: 'contractEndFrom', to: 'contractEndTo', field: 'contractEndDate' },
])('GET /app/employee?$from&$to (on $field)', ({ from, to, field }) => {
  it('keeps exactly the employees whose date falls in the span, both ends included', async () => {
    const employees = await everyEmployee();
    const span = busySpan(employees, field);
    const expected = employees.filter((employee) => {
      const date = dateOf(employee, field);
      return date !== undefined && date >= span.from && date <= span.to;
    });
    const filtered = await list('employee', { [from]: span.from, [to]: span.to, pageSize: 200 });
    expect(filtered.total).toBe(expected.length);
    expect(filtered.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected.map((item) => item.id).sort((a, b) => a - b));
  });

  it(`${from} alone keeps only those who have a ${field}, on or after the date; ${to} alone, on or before`, async () => {
    const employees = await everyEmployee();
    const { from: date } = busySpan(employees, field);
    const after = await list('employee', { [from]: date, pageSize: 200 });
    // Those without the date (a permanent contract has no end, a present employee no exit) are left out.
    expect(after.total).toBe(employees.filter((employee) => (dateOf(employee, field) ?? '') >= date).length);
    expect(after.items.every((item) => dateOf(item, field) !== undefined && String(dateOf(item, field)) >= date)).toBe(true);
    const before = await list('employee', { [to]: date, pageSize: 200 });
    expect(before.total).toBe(employees.filter((employee) => dateOf(employee, field) !== undefined && String(dateOf(employee, field)) <= date).length);
  });

  it('combines with the status', async () => {
    const employees = await everyEmployee();
    const span = busySpan(employees, field);
    const active = await list('employee', { [from]: span.from, [to]: span.to, status: 'active', pageSize: 200 });
    expect(active.items.every((item) => item.status === 'active')).toBe(true);
    expect(active.total).toBe(
      employees.filter((employee) => {
        const date = dateOf(employee, field);
        return employee.status === 'active' && date !== undefined && date >= span.from && date <= span.to;
      }).length,
    );
  });

  it('refuses a date that is not YYYY-MM-DD, naming the parameter', async () => {
    expectFieldError(await call('GET', `/app/employee?${from}=31/03/2026`), from, 'invalidDate');
    expectFieldError(await call('GET', `/app/employee?${to}=2026-02-30`), to, 'invalidDate');
  });
});

describe('GET /app/employee?status=active&directionId=', () => {
  it('keeps the active employees whose current position is in that direction', async () => {
    const employees = await everyEmployee();
    const direction = employees.find((employee) => employee.status === 'active' && typeof employee.directionId === 'number')?.directionId;
    expect(direction).toEqual(expect.any(Number));
    const filtered = await list('employee', { status: 'active', directionId: String(direction), pageSize: 200 });
    const expected = employees.filter((employee) => employee.status === 'active' && employee.directionId === direction);
    expect(filtered.total).toBe(expected.length);
    expect(filtered.items.every((item) => item.directionId === direction && item.status === 'active')).toBe(true);
  });
});
