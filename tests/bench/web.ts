/**
 * `npm run bench:web`: the employee list with 10 000 employees in the browser's fake backend,
 * measured in Chromium (headless, the system one):
 * 1. from the list's data arriving (its XMLHttpRequest done) to the rows painted, over page
 *    loads, paging, sorting, and pages of 100 rows — median and p95 against < 100 ms;
 * 2. the input delay while typing in the search box (80 ms between keys, with pauses that let
 *    the debounced search run while typing goes on) — median, p95, max against < 50 ms — and
 *    the time from each search's answer to its rows painted.
 * Also the main thread's long frames (the fake backend's handlers run in the page: MSW answers
 * on the main thread), the JS heap and the DOM rows. A report: it exits 0 whatever the figures.
 */
import { availableParallelism, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BASE_URL, BENCH_CHROMIUM_ARGS, CHROMIUM_PATH, TEXTS, benchOnBuild, table } from './common';
import { installListProbe, takeProbeRecord, type ListPaint, type ProbeRecord } from './list-probe';
import { seedEmployees } from './seed-employees';
import { ms, summarise, type Summary } from './stats';
import { describeFrames, type FrameTotals } from './web-frames';

const EMPLOYEES = 10_000;
const LIST_URL = `${BASE_URL}/effectif/employee`;
const LIST_API = '/app/employee';
const GOALS = { paint: 100, inputDelay: 50 } as const;
const LOADS = 3;
const PAGINGS = 10;
const SORT_COLUMNS = ['Staff number', 'Name', 'Position', 'Service', 'Contract', 'Status'];
const BIG_PAGE_SIZE = '100';
const BIG_PAGINGS = 5;
/** What a user types, part by part: after each part a pause (ms) long enough for the search to start. */
const TYPING: readonly (readonly [string, number])[] = [
  ['mar', 400],
  ['tin so', 400],
  ['phie', 0],
];
const KEY_GAP_MS = 80;
const SEARCH_SETTLE_MS = 1_500;
/** A page load waits for the fake backend to read its tables from IndexedDB: slow on a busy machine. */
const WAIT_MS = 300_000;

/** Waits until the probe saw `count` lists painted, then hands over its record. */
async function paintsOf(page: Page, count: number, action: () => Promise<unknown>): Promise<ProbeRecord> {
  await page.evaluate(takeProbeRecord);
  await action();
  await page.waitForFunction((expected) => (window.__listProbe?.paints.length ?? 0) >= expected, count, { timeout: WAIT_MS });
  return page.evaluate(takeProbeRecord);
}

const tableButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

interface Scenario {
  name: string;
  paints: ListPaint[];
}

async function loads(page: Page): Promise<Scenario> {
  const paints: ListPaint[] = [];
  for (let run = 0; run < LOADS; run += 1) {
    paints.push(...(await paintsOf(page, 1, () => page.goto(LIST_URL))).paints);
  }
  return { name: `page load (${LOADS}x)`, paints };
}

async function paging(page: Page, times: number, name: string): Promise<Scenario> {
  const paints: ListPaint[] = [];
  for (let run = 0; run < times; run += 1) {
    paints.push(...(await paintsOf(page, 1, () => tableButton(page, 'Next page').click())).paints);
  }
  return { name, paints };
}

async function sorting(page: Page): Promise<Scenario> {
  const paints: ListPaint[] = [];
  for (const column of SORT_COLUMNS) {
    for (let turn = 0; turn < 2; turn += 1) {
      const header = page.getByRole('columnheader', { name: column }).getByRole('button');
      paints.push(...(await paintsOf(page, 1, () => header.click())).paints);
    }
  }
  return { name: `sorting (${paints.length}x, each column both ways)`, paints };
}

async function bigPages(page: Page): Promise<Scenario> {
  const first = await paintsOf(page, 1, () => page.getByLabel('Rows per page').selectOption(BIG_PAGE_SIZE));
  const next = await paging(page, BIG_PAGINGS, '');
  return { name: `${BIG_PAGE_SIZE} rows a page (${1 + BIG_PAGINGS}x)`, paints: [...first.paints, ...next.paints] };
}

/** Types TYPING into the search box; resolves with everything the probe saw until the last search painted. */
async function typing(page: Page): Promise<ProbeRecord> {
  const search = page.getByLabel('Search the list');
  await search.click();
  await page.evaluate(takeProbeRecord);
  for (const [part, pause] of TYPING) {
    await page.keyboard.type(part, { delay: KEY_GAP_MS });
    if (pause > 0) await page.waitForTimeout(pause);
  }
  const typed = TYPING.map(([part]) => part).join('');
  await page.waitForFunction(
    (q) => window.__listProbe?.paints.some((paint) => new URL(paint.url).searchParams.get('q') === q) ?? false,
    typed,
    { timeout: WAIT_MS },
  );
  await page.waitForTimeout(SEARCH_SETTLE_MS);
  return page.evaluate(takeProbeRecord);
}

/** The JS heap in use after a garbage collection, and the table's rows and the DOM's elements. */
async function memory(page: Page): Promise<{ heapMB: number; rows: number; elements: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const dom = await page.evaluate(() => ({
      rows: document.querySelectorAll('table[aria-busy] tbody tr').length,
      elements: document.getElementsByTagName('*').length,
    }));
    return { heapMB: usedSize / 1024 / 1024, ...dom };
  } finally {
    await cdp.detach();
  }
}

const verdict = (summary: Summary, goal: number) => (summary.count === 0 ? '-' : summary.p95 < goal ? 'met' : 'MISSED');

function paintRow(name: string, paints: ListPaint[]) {
  const total = summarise(paints.map((paint) => paint.paintedAt - paint.arrivedAt));
  const commit = summarise(paints.map((paint) => paint.committedAt - paint.arrivedAt));
  const answer = summarise(paints.map((paint) => paint.arrivedAt - paint.sentAt));
  const rows = [...new Set(paints.map((paint) => paint.rows))].join('/');
  return [name, rows, ms(commit.median), ms(total.median), ms(total.p95), ms(total.max), ms(answer.median), `< ${GOALS.paint}`, verdict(total, GOALS.paint)];
}

function printPaints(scenarios: Scenario[]): void {
  const all = scenarios.flatMap((scenario) => scenario.paints);
  const suspect = all.filter((paint) => !paint.busyAtArrival).length;
  console.log(`\n1. Data arrived -> rows painted (ms; "to DOM" = React committed; "answer" = request sent -> answer, with the fake delay)`);
  console.log(
    table(
      ['employee list', 'rows', 'to DOM median', 'painted median', 'p95', 'max', 'answer median', 'goal', 'p95 vs goal'],
      [...scenarios.map((scenario) => paintRow(scenario.name, scenario.paints)), paintRow(`all (${all.length})`, all)],
    ),
  );
  const loaded = summarise((scenarios[0]?.paints ?? []).map((paint) => paint.paintedAt));
  console.log(
    `  a page load's first rows are painted ${ms(loaded.median / 1000)} s (median; max ${ms(loaded.max / 1000)} s) after navigating: ` +
      'the fake backend reads its tables from IndexedDB on its first call',
  );
  if (suspect > 0) console.log(`  note: ${suspect} answers arrived while the table was not loading: their timing is suspect`);
}

const KEY_EVENTS = ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'];

function delayRow(name: string, delays: number[], goal?: number) {
  const summary = summarise(delays);
  const judged = goal === undefined ? ['', ''] : [`< ${goal}`, verdict(summary, goal)];
  return [name, summary.count, ms(summary.median), ms(summary.p95), ms(summary.max), ...judged];
}

function printTyping(record: ProbeRecord, frames: FrameTotals): void {
  const keys = record.inputs.filter((input) => input.type === 'keydown').length;
  const timed = record.events.filter((event) => KEY_EVENTS.includes(event.name));
  const typed = TYPING.map(([part]) => part).join('');
  const pauses = TYPING.filter(([, pause]) => pause > 0).map(([part, pause]) => `${pause} ms after "${part}"`);
  console.log(`\n2. Typing "${typed}" in the search box (${keys} keys, ${KEY_GAP_MS} ms apart; pauses: ${pauses.join(', ')})`);
  console.log(
    table(
      ['input delay (event timestamp -> first listener)', 'events', 'median ms', 'p95 ms', 'max ms', 'goal ms', 'p95 vs goal'],
      [
        delayRow('every key and input event', record.inputs.map((input) => input.delay), GOALS.inputDelay),
        ...KEY_EVENTS.map((type) => delayRow(`  ${type}`, record.inputs.filter((input) => input.type === type).map((input) => input.delay))),
        delayRow('Event Timing, events >= 16 ms: delay', timed.map((event) => event.processingStart - event.startTime)),
        delayRow('Event Timing, events >= 16 ms: duration to paint', timed.map((event) => event.duration)),
      ],
    ),
  );
  const searches = record.paints.map((paint) => `"${new URL(paint.url).searchParams.get('q') ?? ''}" ${ms(paint.paintedAt - paint.arrivedAt)} ms (${paint.rows} rows)`);
  console.log(`  searches, answer -> painted: ${searches.join(', ') || 'none'}`);
  console.log(
    `  main thread while typing: ${frames.count} long frames (>= 50 ms), blocking ${ms(frames.blocking)} ms; script time in them: ` +
      `fake backend (MSW handlers) ${ms(frames.backend)} ms, app ${ms(frames.app)} ms, other ${ms(frames.other)} ms` +
      (frames.longest ? `\n  longest frame ${ms(frames.longest.duration)} ms: ${frames.longest.what}` : ''),
  );
}

await benchOnBuild('bench:web', async () => {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS, headless: true });
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(120_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));

    console.log(`\n==> Signing in, then ${EMPLOYEES} employees in the fake backend`);
    await page.goto(`${BASE_URL}/auth`);
    await page.getByRole('heading', { name: TEXTS.signInTitle }).waitFor();
    await page.getByRole('button', { name: TEXTS.signInButton }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const seeding = await seedEmployees(page, EMPLOYEES, async () => {
      await page.goto(LIST_URL);
      await page.locator('table[aria-busy="false"]').waitFor();
    });
    console.log(`    generated and saved in the page in ${(seeding / 1000).toFixed(1)} s (POST /app/reset, 500 ms fake delay included)`);

    await page.addInitScript(installListProbe, LIST_API);
    const scenarios = [await loads(page), await paging(page, PAGINGS, `next page (${PAGINGS}x)`), await sorting(page), await bigPages(page)];
    const bigPage = await memory(page);

    await paintsOf(page, 1, () => page.goto(LIST_URL));
    const typed = await typing(page);
    const defaultPage = await memory(page);
    if (errors.length > 0) throw new Error(`The page threw: ${errors.join('; ')}`);

    const [load1, load5, load15] = loadavg().map((value) => value.toFixed(2));
    console.log(`\nbench:web, ${EMPLOYEES} employees, Chromium headless; load average ${load1} ${load5} ${load15} on ${availableParallelism()} CPUs`);
    printPaints(scenarios);
    printTyping(typed, describeFrames(typed.frames));
    console.log(
      `\n3. Memory: JS heap ${defaultPage.heapMB.toFixed(1)} MB after GC with ${defaultPage.rows} rows shown ` +
        `(${defaultPage.elements} elements in the DOM); ${bigPage.heapMB.toFixed(1)} MB with ${bigPage.rows} rows ` +
        `(${bigPage.elements} elements). The heap holds the fake backend's tables too.`,
    );
    await context.close();
  } finally {
    await browser?.close();
  }
});
