/**
 * `npm run bench:fake`: the fake backend's own time with 10 000 employees — the backend's
 * core as the browser's worker runs it (the same app, `app.fetch`), the configured delay set to 0
 * so that only the work is timed — for an employee list combining search, a filter, a sort
 * and paging, and for a create. Median and p95 over 50 runs each, next to the goals. A
 * report: it exits 0 whatever the figures, and non-zero only when something broke.
 */
import { FAKE_TOKEN } from '../../mocks/config';
import { fixedClock, openHrStore } from '../../mocks/db/hr-store';
import { memoryTextStore } from '../../mocks/db/users';
import { generateDemoData } from '../../mocks/fixtures/demo-data';
import { createFakeBackend } from '../../mocks/fake-backend';
import { main, table } from './common';
import { employeeInputOf } from './employee-input';

const EMPLOYEES = 10_000;
const RUNS = 50;
/** Untimed runs first, so that the timed ones see the code compiled (as a page in use does). */
const WARM_UP = 10;
const TODAY = '2026-03-16';
const API = 'http://bench.local/api';
const GOALS = { list: 20, create: 5 } as const;

interface Page {
  items: { id: number; enterpriseId?: number; lastName: string }[];
  total: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => Number(value.toFixed(2));

await main('bench:fake', async () => {
  let started = performance.now();
  const tables = generateDemoData({ employees: EMPLOYEES, today: TODAY });
  const generated = performance.now() - started;
  const backend = createFakeBackend(
    { fakeDelayMs: 0, apiBaseUrl: API },
    { users: memoryTextStore(), hr: () => openHrStore({ seed: () => tables, clock: fixedClock(TODAY) }) },
  );

  /** One call through the backend, its answer read whole; fails on an unexpected status. */
  const send = async (method: string, path: string, expected: number, body?: unknown) => {
    const request = new Request(`${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${FAKE_TOKEN}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await backend.fetch(request);
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text;
  };
  const timed = async (run: (index: number) => Promise<unknown>) => {
    const times: number[] = [];
    for (let index = 0; index < WARM_UP + RUNS; index += 1) {
      const start = performance.now();
      await run(index);
      if (index >= WARM_UP) times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  };

  started = performance.now();
  const first = JSON.parse(await send('GET', '/app/employee?sort=serviceName&pageSize=200', 200)) as Page;
  const cold = performance.now() - started;

  const sample = first.items.find((item) => item.enterpriseId !== undefined) ?? first.items[0];
  // A common fragment ("Hélène", "Laurent"…), so that page 2 has rows: the whole table is searched either way.
  const word = 'le';
  const listPath = `/app/employee?q=${encodeURIComponent(word)}&enterpriseId=${sample.enterpriseId}&status=active&sort=-serviceName,lastName&page=2&pageSize=20`;
  const matched = JSON.parse(await send('GET', listPath, 200)) as Page;
  const list = await timed(() => send('GET', listPath, 200));

  const full = JSON.parse(await send('GET', `/app/employee/${sample.id}`, 200)) as Record<string, unknown>;
  const input = employeeInputOf(full);
  const create = await timed((index) => send('POST', '/app/employee', 201, { ...input, workEmail: `bench.${index}@effectif.test` }));

  console.log(
    `\n${EMPLOYEES} employees (generated in ${(generated / 1000).toFixed(1)} s); first list ${cold.toFixed(0)} ms ` +
      `(store opened, names computed once).\nList: q=${word}, enterpriseId=${sample.enterpriseId}, status=active, ` +
      `sort=-serviceName,lastName, page 2 of ${matched.total} matches.\n`,
  );
  const row = (name: string, times: number[], goal: number) => {
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    return [name, ms(median), ms(p95), ms(times[0]), ms(times[times.length - 1]), `< ${goal}`, p95 < goal ? 'met' : 'MISSED'];
  };
  console.log(
    table(
      ['handler (delay 0)', 'median ms', 'p95 ms', 'min ms', 'max ms', 'goal ms', 'p95 vs goal'],
      [row(`GET employee list (${RUNS} runs)`, list, GOALS.list), row(`POST employee (${RUNS} runs)`, create, GOALS.create)],
    ),
  );
});
