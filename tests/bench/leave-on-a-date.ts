/**
 * `npm run bench:on-date`: "on a date" for one employee in the backend's core, in process
 * (the same app the browser's worker and the server run, `app.fetch`, over memory tables,
 * the configured delay 0): an employee with a few dozen paid-leave and other requests over
 * both reference periods, the balance projected to the end of the next period (the longest
 * month table) with a request's days, and the balances per type. p95 over 100 runs each,
 * next to the goal (issue #25: ≤ 20 ms), with the CPU time the process spent on each call (on a
 * busy machine the wall time waits for a core). A report: exits 0 whatever the figures.
 */
import { FAKE_TOKEN } from '../../mocks/config';
import { fixedClock, openHrStore } from '../../mocks/db/hr-store';
import { memoryTextStore } from '../../mocks/db/users';
import { generateDemoData } from '../../mocks/fixtures/demo-data';
import { createFakeBackend } from '../../mocks/fake-backend';
import { addDays } from '../../src/domain/rules/calendar';
import { main, table } from './common';
import { ms, summarise } from './stats';

const TODAY = '2026-03-16';
const API = 'http://bench.local/api';
const RUNS = 100;
const WARM_UP = 20;
const GOAL = 20;
/** Requests asked for the employee: one week in three from June 2025 to May 2027, a type in four not paid leave. */
const REQUESTS = 36;

await main('bench:on-date', async () => {
  const tables = generateDemoData({ employees: 300, today: TODAY });
  const backend = createFakeBackend(
    { fakeDelayMs: 0, apiBaseUrl: API },
    { users: memoryTextStore(), hr: () => openHrStore({ seed: () => tables, clock: fixedClock(TODAY) }) },
  );
  const send = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> => {
    const headers = { Authorization: `Bearer ${FAKE_TOKEN}`, 'Content-Type': 'application/json' };
    const response = await backend.fetch(new Request(`${API}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  // Long in the company on a CDI: every request of both periods fits in the contract.
  const veteran = await send('GET', '/app/employee?status=active&contractType=CDI&sort=hireDate&pageSize=1');
  const employeeId = Number((veteran.body.items as { id: number }[])[0].id);
  let asked = 0;
  for (let week = 0; asked < REQUESTS && week < 104; week += 3) {
    const monday = addDays('2025-06-02', week * 7);
    const input = { employeeId, typeId: asked % 4 === 3 ? 2 : 1, startDate: monday, startHalf: 'morning', endDate: addDays(monday, 2), endHalf: 'afternoon', status: 'pending' };
    const created = await send('POST', '/app/leave', input);
    if (created.status !== 201) continue; // overlaps a request the demo data holds, or beyond the balance
    asked += 1;
    if (asked % 3 !== 0) await send('PUT', `/app/leave/${String(created.body.id)}`, { ...created.body, status: 'approved' });
  }

  const timed = async (path: string) => {
    const [times, cpu]: number[][] = [[], []];
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const [start, startCpu] = [performance.now(), process.cpuUsage()];
      const answer = await send('GET', path);
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
      const used = process.cpuUsage(startCpu);
      if (run >= WARM_UP) times.push(performance.now() - start);
      if (run >= WARM_UP) cpu.push((used.user + used.system) / 1000);
    }
    return { wall: summarise(times), cpu: summarise(cpu) };
  };
  const onDate = await timed(`/app/leave_balance/${employeeId}/on?date=2027-05-31&startDate=2027-05-17&endDate=2027-05-21`);
  const types = await timed(`/app/leave_balance/${employeeId}/types`);
  const row = (name: string, { wall, cpu }: Awaited<ReturnType<typeof timed>>) =>
    [name, ms(wall.median), ms(wall.p95), ms(cpu.median), ms(cpu.p95), `≤ ${GOAL}`, wall.p95 <= GOAL ? 'met' : 'MISSED'];
  console.log(`\nEmployee ${employeeId}: ${asked} requests asked (two in three approved), today ${TODAY}.\n`);
  console.log(
    table(
      ['in the core (memory tables, delay 0)', 'median ms', 'p95 ms', 'CPU median', 'CPU p95', 'goal ms', 'p95 vs goal'],
      [row(`GET …/on?date=2027-05-31 + a request (${RUNS} runs)`, onDate), row(`GET …/types (${RUNS} runs)`, types)],
    ),
  );
});
