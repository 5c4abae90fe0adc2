/**
 * `npm run bench:server`: the real server with 10 000 employees, on PGlite then on PostgreSQL
 * (skipped, saying why, without one). For each: the employee list (searched, filtered,
 * sorted, page 2) answered from the server's list cache (the same page every time), the same
 * list with the cache off (every request a miss: the server started with
 * LIST_CACHE_ENTRIES=0), and a create, each for 10 s over 10 connections with autocannon on
 * 127.0.0.1; then the list's SQL (the statement a miss runs) sent straight to the driver
 * (node-postgres or PGlite) by 10 callers for 10 s, and one at a time. Each measured run of
 * the list, the server's and the driver's, follows 2 s of the same calls unmeasured. Prints
 * requests/s, p50 and p95, the ratios of the server's p95 to the driver's, and the goals
 * beside them. Then the payroll export of a month of 5 000 employees (./payroll.ts), one call
 * at a time over HTTP, with the statements one export sends. BENCH_ONLY=payroll measures that
 * alone. A report: it exits 0 whatever the figures, non-zero only when something broke.
 */
import { INBOX_UNITS, INBOX_WAITING, benchInbox, withInboxTeam } from './inbox';
import { PAYROLL_EMPLOYEES, PAYROLL_MONTH, benchPayroll, withPayrollEnterprise, type PayrollFigures } from './payroll';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type RequestStep } from 'autocannon';
import { openDatabase, type Database } from '../../server/db/connection';
import { createServerApp } from '../../server/node/app';
import { fixedClock } from '../../mocks/db/hr-store';
import { loadHrTables } from '../../server/db/hr-store';
import { demoTables, seedDatabase, type SeedFacts } from '../../server/db/seed';
import { argon2Passwords } from '../../server/node/passwords';
import { jsonLogger } from '../../server/node/log';
import { databasePorts } from '../../server/node/ports';
import { freshPostgresDatabase, postgresAbsence } from '../repository/postgres-admin';
import { REPO_ROOT, main, table } from './common';
import { employeeInputOf } from './employee-input';
import { ms, summarise, type Summary } from './stats';

/** How many employees the seed makes (BENCH_EMPLOYEES, for a quicker run; the list goals are for 10 000). */
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const TODAY = '2026-03-16';
const SECONDS = 10;
const CONNECTIONS = 10;
/** The driver's one-at-a-time run: a yardstick, shorter. */
const SEQUENTIAL_SECONDS = 5;
/** Unmeasured calls before a measured run (the driver's and the server's alike): connections opened, code compiled. */
const WARM_UP_SECONDS = 2;
const PORT = Number(process.env.BENCH_SERVER_PORT ?? 8092);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const EMAIL = 'admin@effectif.fr';
const SEEDED_PASSWORD = 'Bench-seeded-2026';
const PASSWORD = 'Bench-chosen-password-2026';
const GOALS = { ratio: 1.5, listPerSecondOnPostgres: 1000, payrollExportMs: 2000 } as const;
/** BENCH_ONLY=payroll: the payroll export alone (no list, no create, no driver). */
const PAYROLL_ONLY = process.env.BENCH_ONLY === 'payroll';

interface Target {
  name: 'PGlite' | 'PostgreSQL';
  /** The server's environment for this database. */
  env: Record<string, string>;
  open(logger?: Parameters<typeof openDatabase>[0]['logger']): Promise<Database>;
}

interface Statement {
  text: string;
  params: unknown[];
}

interface Measure extends Summary {
  perSecond: number;
  failures: number;
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Calls `run` from `callers` loops at once for `duration` seconds; every call's time. */
async function loop(callers: number, duration: number, run: () => Promise<unknown>): Promise<Measure> {
  const times: number[] = [];
  const until = performance.now() + duration * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  return { ...summarise(times), perSecond: times.length / duration, failures: 0 };
}

/** autocannon against the server: requests/s and each answer's time. */
async function cannon(path: string, token: string, step: Omit<RequestStep, 'path'> = {}, duration = SECONDS): Promise<Measure> {
  const times: number[] = [];
  const instance = autocannon({
    url: `${ORIGIN}${path}`,
    connections: CONNECTIONS,
    duration,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    requests: [{ path, ...step }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return { ...summarise(times), perSecond: result.requests.total / result.duration, failures: result.errors + result.non2xx };
}

type Fetcher = (request: Request) => Response | Promise<Response>;

/** One call to the server's HTTP app (in this process, or over the network): its status and text. */
async function callText(fetcher: Fetcher, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetcher(
    new Request(`${ORIGIN}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, text: await response.text() };
}

/** One call answered in JSON; anything but a success throws. */
async function callJson(fetcher: Fetcher, method: string, path: string, body?: unknown, token?: string) {
  const { status, text } = await callText(fetcher, method, path, body, token);
  if (status < 200 || status > 299) throw new Error(`${method} ${path} answered ${status}: ${text.slice(0, 300)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

interface Prepared {
  listPath: string;
  input: Record<string, unknown>;
  statements: Statement[];
  driver?: { concurrent: Measure; sequential: Measure };
  payroll: { enterpriseId: number; statements: number };
}

/**
 * Seeds the database in this process, chooses the administrator's password, finds the list's
 * SQL (what the repository sends for one list, logged by drizzle) and times it through the
 * driver. The database is closed after: PGlite is one process's.
 */
async function prepare(target: Target): Promise<Prepared> {
  let capture: Statement[] | undefined;
  const database = await target.open({ logQuery: (text, params) => capture?.push({ text, params }) });
  try {
    await database.migrate();
    const started = performance.now();
    // As the server's seed (server/node/database.ts), with the inbox's team and the payroll enterprise added to the tables.
    const facts: SeedFacts = { today: TODAY, employees: EMPLOYEES };
    const team = withInboxTeam(demoTables(facts));
    const { managerId } = team;
    const { tables, enterpriseId } = withPayrollEnterprise(team.tables);
    await loadHrTables(database.db, fixedClock(TODAY), tables);
    await seedDatabase(database.db, { ...facts, passwords: argon2Passwords, adminPassword: SEEDED_PASSWORD });
    console.log(`   seeded ${EMPLOYEES} employees, a manager's ${INBOX_WAITING} waiting decisions and an enterprise of ${PAYROLL_EMPLOYEES} employees' month, in ${seconds(started)}`);

    const app = createServerApp({ database, ports: databasePorts(database, facts, TODAY), log: jsonLogger('silent') });
    const fetcher = (request: Request) => app.fetch(request);
    await callJson(fetcher, 'POST', '/users/change-password', { email: EMAIL, password: SEEDED_PASSWORD, newPassword: PASSWORD });
    const token = String((await callJson(fetcher, 'POST', '/users/authenticate', { email: EMAIL, password: PASSWORD })).token);
    const first = (await callJson(fetcher, 'GET', '/app/employee?pageSize=50', undefined, token)) as { items: { id: number; enterpriseId?: number }[] };
    const sample = first.items.find((item) => item.enterpriseId !== undefined) ?? first.items[0];
    // As bench:fake: a common fragment, so that page 2 has rows; the whole table is searched either way.
    const listPath = `/api/app/employee?q=le&enterpriseId=${sample.enterpriseId}&status=active&sort=-serviceName,lastName&page=2&pageSize=20`;
    const input = employeeInputOf(await callJson(fetcher, 'GET', `/app/employee/${sample.id}`, undefined, token));
    // The statements one export of the payroll month sends (an open month: computed, nothing kept).
    capture = [];
    const exported = await callText(fetcher, 'POST', `/app/payroll/${enterpriseId}/months/${PAYROLL_MONTH}/export`, { format: 'csv' }, token);
    if (exported.status !== 200) throw new Error(`the payroll export answered ${exported.status}: ${exported.text.slice(0, 300)}`);
    const payroll = { enterpriseId, statements: capture.length };
    capture = undefined;
    if (PAYROLL_ONLY) return { listPath: '', input: {}, statements: [], payroll };
    const inbox = await benchInbox(callJson, fetcher, token, managerId);
    console.log(`   inbox of a manager of ${INBOX_UNITS} units: ${inbox.items} waiting, GET /app/inbox p50 ${inbox.p50.toFixed(1)} ms, p95 ${inbox.p95.toFixed(1)} ms (goal ≤ 100 ms)`);

    // Another page first (the names of the day computed), then the list's own, not yet kept: a miss.
    await callJson(fetcher, 'GET', listPath.slice('/api'.length).replace('page=2', 'page=1'), undefined, token);
    capture = [];
    await callJson(fetcher, 'GET', listPath.slice('/api'.length), undefined, token);
    // The list's own statement (its page, and the versions read with it): the session is the server's part.
    const statements = capture.filter((statement) => /"hr_[a-z_]+"/.test(statement.text));
    capture = undefined;

    const run = async () => {
      for (const { text, params } of statements) await database.query(text, params);
    };
    await loop(CONNECTIONS, WARM_UP_SECONDS, run);
    const concurrent = await loop(CONNECTIONS, SECONDS, run);
    const sequential = await loop(1, SEQUENTIAL_SECONDS, run);
    return { listPath, input, statements, driver: { concurrent, sequential }, payroll };
  } finally {
    await database.close();
  }
}

/** The server process on the seeded database, once it answers its health check. */
async function startServer(target: Target, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(join(REPO_ROOT, 'node_modules/.bin/tsx'), ['server/node/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...target.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', STATIC_DIR: '/nonexistent', FIXED_TODAY: TODAY },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const health = await fetch(`${ORIGIN}/api/health`).catch(() => undefined);
    if (health?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer its health check');
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Runs `measure` against a server process started with `env`, signed in; stops the server after. */
async function withServer<R>(target: Target, env: Record<string, string>, measure: (token: string) => Promise<R>): Promise<R> {
  const server = await startServer(target, env);
  try {
    return await measure(String((await callJson(fetch, 'POST', '/users/authenticate', { email: EMAIL, password: PASSWORD })).token));
  } finally {
    await stopServer(server);
  }
}

interface Lists {
  /** The list answered from the cache: the same page each time. */
  kept: Measure;
  /** The list with the cache off: its SQL run for every request. */
  missed: Measure;
  create: Measure;
}

interface Report {
  target: Target['name'];
  prepared: Prepared;
  lists?: Lists;
  payroll: PayrollFigures & { loads: string[] };
  loads: string[];
}

async function bench(target: Target): Promise<Report> {
  console.log(`\n==> ${target.name} (load average ${load()})`);
  const loads = [load()];
  const prepared = await prepare(target);
  loads.push(load());
  const payrollLoads = [load()];
  const payroll = await withServer(target, {}, (token) => benchPayroll((method, path, body) => callText(fetch, method, path, body, token), prepared.payroll.enterpriseId));
  payrollLoads.push(load());
  if (PAYROLL_ONLY) return { target: target.name, prepared, payroll: { ...payroll, loads: payrollLoads }, loads };
  return { target: target.name, prepared, lists: await benchLists(target, prepared, loads), payroll: { ...payroll, loads: payrollLoads }, loads };
}

async function benchLists(target: Target, prepared: Prepared, loads: string[]): Promise<Lists> {
  const kept = await withServer(target, {}, async (token) => {
    await cannon(prepared.listPath, token, {}, WARM_UP_SECONDS);
    return cannon(prepared.listPath, token);
  });
  loads.push(load());
  const { missed, create } = await withServer(target, { LIST_CACHE_ENTRIES: '0' }, async (token) => {
    await cannon(prepared.listPath, token, {}, WARM_UP_SECONDS);
    const missed = await cannon(prepared.listPath, token);
    let created = 0;
    const create = await cannon('/api/app/employee', token, {
      method: 'POST',
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...prepared.input, workEmail: `bench.${Date.now()}.${(created += 1)}@effectif.test` }) }),
    });
    return { missed, create };
  });
  loads.push(load());
  return { kept, missed, create };
}

function printPayroll(report: Report) {
  const { payroll, prepared } = report;
  console.log(`\n${report.target}: the payroll export of ${PAYROLL_MONTH}, ${PAYROLL_EMPLOYEES} employees, generic CSV (${payroll.lines} lines, ${(payroll.bytes / 1024).toFixed(0)} KB), one call at a time; load average ${payroll.loads.join(' → ')}`);
  const row = (name: string, summary: PayrollFigures['preview']) => [name, summary.count, ms(summary.median), ms(summary.p95)];
  console.log(
    table(
      ['case', 'calls', 'p50 ms', 'p95 ms'],
      [
        row("open month: its page (GET, the month's warnings)", payroll.page),
        row('open month: the preview, computed each time', payroll.preview),
        [`closed month: the first export (computed, the ledger written)`, 1, ms(payroll.firstExport), ms(payroll.firstExport)],
        row('closed month: the exports after (from the ledger)', payroll.again),
      ],
    ),
  );
  console.log(`  statements one export of the open month sends: ${prepared.payroll.statements}`);
  const worst = Math.max(payroll.preview.p95, payroll.firstExport);
  console.log(table(['goal', 'figure', 'goal', ''], [['payroll export p95 (preview, first export)', ms(worst), `≤ ${GOALS.payrollExportMs} ms`, worst <= GOALS.payrollExportMs ? 'met' : 'MISSED']]));
}

function print(report: Report) {
  printPayroll(report);
  const { prepared, lists } = report;
  if (!lists || !prepared.driver) return;
  const { kept, missed, create } = lists;
  const { concurrent, sequential } = prepared.driver;
  const row = (name: string, measure: Measure) => [name, Math.round(measure.perSecond), ms(measure.median), ms(measure.p95), measure.failures];
  const during = `${CONNECTIONS} connections, ${SECONDS} s`;
  console.log(`\n${report.target}, ${EMPLOYEES} employees; load average ${report.loads.join(' → ')}`);
  console.log(`List: ${prepared.listPath} (${prepared.statements.length} statement${prepared.statements.length === 1 ? '' : 's'} when missed; each run after ${WARM_UP_SECONDS} s unmeasured)`);
  console.log(
    table(
      ['case', 'req/s', 'p50 ms', 'p95 ms', 'failed'],
      [
        row(`server: GET employee list, kept (cache hit), ${during}`, kept),
        row(`server: GET employee list, cache off (a miss each time), ${during}`, missed),
        row(`server: POST employee, ${during}`, create),
        row(`driver: the list's SQL, ${CONNECTIONS} at a time, ${SECONDS} s`, concurrent),
        row(`driver: the list's SQL, one at a time, ${SEQUENTIAL_SECONDS} s`, sequential),
      ],
    ),
  );
  const ratio = (measure: Measure) => Number((measure.p95 / concurrent.p95).toFixed(2));
  const goals: (string | number)[][] = [
    [`server p95 / driver p95, list kept (${CONNECTIONS} at a time)`, ratio(kept), `≤ ${GOALS.ratio}`],
    [`server p95 / driver p95, list missed (${CONNECTIONS} at a time)`, ratio(missed), `≤ ${GOALS.ratio}`],
  ].map(([name, figure, goal]) => [name, figure, goal, Number(figure) <= GOALS.ratio ? 'met' : 'MISSED']);
  if (report.target === 'PostgreSQL') {
    const rate = Math.round(kept.perSecond);
    goals.push(['list requests/s on PostgreSQL, kept', rate, `≥ ${GOALS.listPerSecondOnPostgres}`, rate >= GOALS.listPerSecondOnPostgres ? 'met' : 'MISSED']);
  }
  console.log(table(['goal', 'figure', 'goal', ''], goals));
}

/** BENCH_TARGET=pglite or postgres: that database only. */
const only = process.env.BENCH_TARGET?.toLowerCase();

await main('bench:server', async () => {
  const reports: Report[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'effectif-bench-server-'));
  try {
    if (only !== 'postgres') {
      reports.push(
        await bench({
          name: 'PGlite',
          env: { DATA_DIR: dataDir, DATABASE_URL: '' },
          open: (logger) => openDatabase({ dataDir, logger }),
        }),
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const absence = only === 'pglite' ? 'BENCH_TARGET=pglite' : await postgresAbsence();
  if (absence) console.log(`\n==> PostgreSQL skipped: ${absence}`);
  else {
    const database = await freshPostgresDatabase();
    try {
      reports.push(
        await bench({
          name: 'PostgreSQL',
          env: { DATABASE_URL: database.url },
          open: (logger) => openDatabase({ databaseUrl: database.url, dataDir: '', logger }),
        }),
      );
    } finally {
      await database.drop();
    }
  }
  reports.forEach(print);
});
