import { describe, expect, it } from 'vitest';
import { fixedClock } from '@mocks/db/hr-store';
import { generateDemoData } from '@mocks/fixtures/demo-data';
import { employeeArea } from '@server/core/hr/areas/employee';
import { createAppContext } from '@server/core/hr/context';
import { parseListQuery, runListQuery } from '@server/core/hr/list-query';
import { writeRecord } from '@server/core/hr/write';
import { createMemoryRepository } from '@server/memory/repository';
import { TEST_TODAY } from '@mocks/node';
import { TEST_ACTOR } from './small-fixture';

const EMPLOYEES = 10_000;

/** What the list answers at the size `npm run bench:fake` times (the figures are the bench's, not this test's). */
describe(`with ${EMPLOYEES} employees`, () => {
  it('finds an employee by search, filter and sort, and lists the ones just created', async () => {
    const tables = generateDemoData({ employees: EMPLOYEES, today: TEST_TODAY });
    const clock = fixedClock(TEST_TODAY);
    const ctx = createAppContext(createMemoryRepository(tables, clock), clock).as(TEST_ACTOR);
    const listEmployees = (query: string) => runListQuery(employeeArea, ctx, parseListQuery(new URLSearchParams(query), employeeArea, ctx));

    const sample = tables.employees[1234];
    const [{ enterpriseId }] = await ctx.db.withNames(ctx.view(employeeArea), [sample]);
    const word = sample.lastName.slice(0, 4).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const searched = await listEmployees(`q=${word}&enterpriseId=${enterpriseId}&sort=-serviceName,lastName&pageSize=200`);
    expect(searched.items.map((item) => item.id)).toContain(sample.id);
    expect(searched.items.every((item) => item.enterpriseId === enterpriseId)).toBe(true);

    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, matricule: _m, ...input } = sample;
    const created = [];
    for (let sequence = 1; sequence <= 3; sequence += 1) {
      created.push(await writeRecord(employeeArea, ctx, { ...input, workEmail: `nouvelle.${sequence}@effectif.test` }));
    }
    const after = await listEmployees(`q=nouvelle&sort=workEmail`);
    expect(after.items.map((item) => item.id)).toEqual(created.map((row) => row.id));
    expect(after.total).toBe(3);
  }, 120_000);
});
