import { describe, expect, it } from 'vitest';
import { fixedClock } from '@mocks/db/hr-store';
import { generateDemoData } from '@mocks/fixtures/demo-data';
import { attendanceArea } from '@server/core/hr/areas/attendance';
import { employeeArea } from '@server/core/hr/areas/employee';
import { createAppContext } from '@server/core/hr/context';
import { parseListQuery, runListQuery } from '@server/core/hr/list-query';
import { writeRecord } from '@server/core/hr/write';
import { createMemoryRepository } from '@server/memory/repository';
import { TEST_TODAY } from '@mocks/node';

const EMPLOYEES = 10_000;

/**
 * The best of several runs: the handler's own time, without what other processes on a
 * busy machine take from it (the tests run side by side on two cores).
 */
async function time(run: () => Promise<unknown>, times = 15): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe(`with ${EMPLOYEES} employees`, () => {
  it('lists (search + filter + sort + page) within 20 ms and creates within 5 ms of handler time', async () => {
    const tables = generateDemoData({ employees: EMPLOYEES, today: TEST_TODAY });
    const clock = fixedClock(TEST_TODAY);
    const ctx = createAppContext(createMemoryRepository(tables, clock), clock);
    const listEmployees = (query: string) => runListQuery(employeeArea, ctx, parseListQuery(new URLSearchParams(query), employeeArea, ctx));

    const warmStart = performance.now();
    await listEmployees('sort=serviceName');
    const warmUp = performance.now() - warmStart;

    const sample = tables.employees[1234];
    const [{ enterpriseId, departmentId }] = await ctx.db.withNames(ctx.view(employeeArea), [sample]);
    const word = sample.lastName.slice(0, 4).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const searched = await listEmployees(`q=${word}&enterpriseId=${enterpriseId}&sort=-serviceName,lastName&pageSize=200`);
    expect(searched.items.map((item) => item.id)).toContain(sample.id);

    const list = await time(() => listEmployees(`q=${word}&enterpriseId=${enterpriseId}&sort=-serviceName,lastName&page=2`));
    const wide = await time(() => listEmployees(`q=e&departmentId=${departmentId}&status=active&sort=-hireDate&page=3`));
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, matricule: _m, ...input } = sample;
    let sequence = 0;
    const create = await time(() => {
      sequence += 1;
      return writeRecord(employeeArea, ctx, { ...input, workEmail: `nouvelle.${sequence}@effectif.test` });
    });
    const listAfterCreates = await time(() => listEmployees(`q=${word}&enterpriseId=${enterpriseId}&sort=lastName`), 5);

    const listAttendance = (query: string) =>
      runListQuery(attendanceArea, ctx, parseListQuery(new URLSearchParams(query), attendanceArea, ctx));
    const week = await time(() => listAttendance(`from=2026-03-09&to=2026-03-13&sort=employeeName`), 5);
    const everything = await time(() => listAttendance(''), 5);

    console.info(
      `${EMPLOYEES} employees, ${tables.attendance.length} attendance records: first employee list ${warmUp.toFixed(1)} ms ` +
        `(names computed), list ${list.toFixed(2)} ms, wide list ${wide.toFixed(2)} ms, create ${create.toFixed(2)} ms, ` +
        `list after creates ${listAfterCreates.toFixed(2)} ms; attendance of a week by name ${week.toFixed(1)} ms, ` +
        `all attendance newest first ${everything.toFixed(1)} ms`,
    );
    expect(list).toBeLessThan(20);
    expect(wide).toBeLessThan(20);
    expect(create).toBeLessThan(5);
    expect(listAfterCreates).toBeLessThan(20);
  }, 120_000);
});
