/**
 * `npm run bench:lighthouse`: Lighthouse (default mobile config, simulated throttling) on the
 * sign-in page and on the signed-in dashboard. A report: it exits 0 whatever the scores, and
 * non-zero only when something broke. Full reports are written next to the bench build.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  BASE_URL,
  BENCH_CHROMIUM_ARGS,
  BENCH_DIR,
  BUDGETS,
  CHROMIUM_PATH,
  DEMO_ACCOUNT,
  TEXTS,
  benchOnBuild,
  kb,
  table,
} from './common';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

/** Lighthouse runs per page (LIGHTHOUSE_RUNS, default 3); the median run is reported. */
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);

interface Audited {
  name: string;
  lhr: Result;
  /** Every run, in order: its performance score and the machine's 1-minute load average before it. */
  runs: { performance: number | null; load: number }[];
}

async function auditOnce(url: string, port: number, extra: Flags): Promise<{ lhr: Result; json: string; html: string }> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: ['json', 'html'],
    onlyCategories: [...CATEGORIES],
    ...extra,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const [json = '', html = ''] = Array.isArray(result.report) ? result.report : [result.report];
  return { lhr, json, html };
}

/**
 * Audits url RUNS times, `prepare` going before each run, and keeps the run of median
 * performance score (as Lighthouse advises: one run varies with the machine's load).
 */
async function audit(name: string, url: string, port: number, prepare: () => Promise<void>, extra: Flags = {}): Promise<Audited> {
  const results: { lhr: Result; json: string; html: string; load: number }[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    await prepare();
    console.log(`==> Lighthouse (mobile) on ${url}, run ${run} of ${RUNS}`);
    const load = loadavg()[0];
    results.push({ ...(await auditOnce(url, port, extra)), load });
  }
  const performance = (result: { lhr: Result }) => result.lhr.categories.performance?.score ?? 0;
  const median = [...results].sort((a, b) => performance(a) - performance(b))[Math.floor((results.length - 1) / 2)];
  writeFileSync(`${BENCH_DIR}lighthouse-${name}.report.json`, median.json);
  writeFileSync(`${BENCH_DIR}lighthouse-${name}.report.html`, median.html);
  const runs = results.map(({ lhr, load }) => ({ performance: lhr.categories.performance?.score ?? null, load }));
  return { name, lhr: median.lhr, runs };
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));

function printScores({ name, lhr, runs }: Audited, performanceBudget: number): void {
  console.log(`\n${name}: ${lhr.finalDisplayedUrl}`);
  const each = runs.map((run) => `${score(run.performance)} (load ${run.load.toFixed(1)})`).join(', ');
  const plural = runs.length === 1 ? 'run' : 'runs';
  console.log(`  performance of the ${runs.length} ${plural}: ${each}; the median run is shown`);
  console.log(`  (load: the 1-minute load average of this ${availableParallelism()}-core machine before the run; a busy machine lowers the scores)`);
  const budgets: Record<string, number> = { performance: performanceBudget, accessibility: BUDGETS.accessibility };
  console.log(
    table(
      ['category', 'score', 'budget', 'verdict'],
      CATEGORIES.map((id) => {
        const value = lhr.categories[id]?.score ?? null;
        const budget = budgets[id];
        const verdict = budget === undefined || value === null ? '' : value >= budget ? 'MET' : 'MISSED';
        return [lhr.categories[id]?.title ?? id, score(value), budget === undefined ? '-' : `>= ${budget.toFixed(2)}`, verdict];
      }),
    ),
  );
  const weights = new Map((lhr.categories.performance?.auditRefs ?? []).map((ref) => [ref.id, ref.weight]));
  const rows = METRICS.map(([label, id]) => {
    const item = lhr.audits[id];
    return [label, item?.displayValue ?? 'n/a', score(item?.score), String(weights.get(id) ?? 0)];
  });
  const weight = lhr.audits['total-byte-weight'];
  rows.push(['Total byte weight', weight?.numericValue === undefined ? 'n/a' : `${kb(weight.numericValue)} KiB`, score(weight?.score), '-']);
  console.log(table(['metric', 'value', 'score', 'weight'], rows));
  const warnings = lhr.runWarnings.map((warning) => warning.replace(/\s+/g, ' '));
  console.log(`  CPU benchmark index ${lhr.environment.benchmarkIndex}; Lighthouse ${lhr.lighthouseVersion}; form factor ${lhr.configSettings.formFactor}`);
  for (const warning of warnings) console.log(`  warning: ${warning}`);
}

/** What costs points: weak performance audits and failed accessibility and best-practice ones. */
function printFindings({ lhr }: Audited): void {
  const metricIds = new Set<string>(METRICS.map(([, id]) => id));
  const findings: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (!item || metricIds.has(ref.id) || item.score === null) continue;
      if (['notApplicable', 'manual', 'informative', 'error'].includes(item.scoreDisplayMode)) continue;
      const weak = id === 'performance' ? item.score < 0.9 : item.score < 1;
      if (!weak) continue;
      findings.push(`[${id}] ${item.id}: ${item.title}${item.displayValue ? ` (${item.displayValue})` : ''}, score ${score(item.score)}`);
      for (const line of detailLines(item.details)) findings.push(`      ${line}`);
    }
  }
  console.log(findings.length > 0 ? `  findings:\n${findings.map((line) => `    ${line}`).join('\n')}` : '  findings: none');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const shortUrl = (url: string) => url.replace(BASE_URL, '');

/** The longest request chain of a network tree, e.g. "/auth -> /assets/index.js (178 ms)". */
function longestChain(tree: Json): string {
  const hops: string[] = [];
  let level = tree.chains;
  while (isObject(level)) {
    const nodes = Object.values(level).filter(isObject);
    const next = nodes.find((node) => node.isLongest) ?? nodes[0];
    if (!next) break;
    hops.push(shortUrl(String(next.url)));
    level = next.children;
  }
  const duration = isObject(tree.longestChain) ? tree.longestChain.duration : undefined;
  return `longest chain: ${hops.join(' -> ')}${typeof duration === 'number' ? ` (${Math.round(duration)} ms, unthrottled)` : ''}`;
}

/** One row of an audit's table: its URL, node, LCP phase or task group, with what it reports. */
function describeItem(item: Json): string {
  const label = item.phase ?? item.groupLabel;
  const ms = item.timing ?? item.duration;
  if (typeof label === 'string' && typeof ms === 'number') {
    return `${label}: ${Math.round(ms)} ms${typeof item.percent === 'string' ? ` (${item.percent})` : ''}`;
  }
  const node = isObject(item.node) ? item.node : undefined;
  const what =
    typeof item.url === 'string'
      ? shortUrl(item.url)
      : node
        ? `${String(node.selector ?? '')}${node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 60)}"` : ''}`
        : JSON.stringify(item).slice(0, 100);
  const extras = ['wastedMs', 'wastedBytes', 'totalBytes']
    .filter((key) => typeof item[key] === 'number')
    .map((key) => `${key} ${key.endsWith('Ms') ? `${Math.round(item[key] as number)} ms` : `${kb(item[key] as number)} KiB`}`);
  return `${what}${extras.length > 0 ? ` - ${extras.join(', ')}` : ''}`;
}

/** What an audit's details say, in a few lines: lists are flattened, tables cut to five rows. */
function detailLines(details: unknown): string[] {
  if (!isObject(details)) return [];
  if (details.type === 'list-section') return detailLines(details.value);
  if (details.type === 'network-tree') return [longestChain(details)];
  if (!Array.isArray(details.items)) return [];
  if (details.type === 'list') return details.items.flatMap((item: unknown) => detailLines(item));
  if (details.type !== 'table' && details.type !== 'opportunity') return [];
  return details.items.filter(isObject).slice(0, 5).map(describeItem);
}

/**
 * Makes the audited browser's profile signed in, through the UI on the first call, so that
 * `/` opens on the dashboard (currentUser in localStorage). Service workers and the HTTP cache
 * are emptied each time, so that every audit loads the dashboard as a first visit does.
 */
async function signedInWithEmptyCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The audited browser has no default context');
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${BASE_URL}/auth`);
    const signedIn = await page.evaluate(() => window.localStorage.getItem('currentUser') !== null);
    if (!signedIn) {
      console.log(`==> Signing in as ${DEMO_ACCOUNT.email} in the audited browser`);
      await page.getByRole('heading', { name: TEXTS.signInTitle }).waitFor();
      await page.getByRole('button', { name: TEXTS.signInButton }).click();
    }
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: TEXTS.homeTitle }).waitFor();
    const stored = await page.evaluate(() => window.localStorage.getItem('currentUser'));
    if (!stored) throw new Error('Signed in, but no currentUser in localStorage');
    // The fake backend's service worker stays registered after signing in, and every request
    // of a later load would go through it: Lighthouse counts such answers as free (0 bytes
    // on the wire), so the audit would flatter the page. Keep localStorage, drop the rest.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: BASE_URL,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}

const nothing = async () => undefined;

await benchOnBuild('bench:lighthouse', async () => {
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...BENCH_CHROMIUM_ARGS, '--headless=new', '--lang=en-US'],
      logLevel: 'silent',
    });
    const { port } = chrome;
    // Lighthouse empties the origin's storage and the cache around each of these runs.
    const signInPage = await audit('sign-in', `${BASE_URL}/auth`, port, nothing);
    const dashboard = await audit('dashboard', `${BASE_URL}/`, port, () => signedInWithEmptyCache(port), {
      disableStorageReset: true,
    });
    if (new URL(dashboard.lhr.finalDisplayedUrl).pathname !== '/') {
      throw new Error(`The dashboard audit ended on ${dashboard.lhr.finalDisplayedUrl}, not on /: the session was not kept`);
    }

    console.log('\n==> Lighthouse results');
    printScores(signInPage, BUDGETS.signInPerformance);
    printFindings(signInPage);
    printScores(dashboard, BUDGETS.dashboardPerformance);
    printFindings(dashboard);
    console.log(`\n  full reports of the median runs: ${BENCH_DIR}lighthouse-{sign-in,dashboard}.report.{html,json}`);
  } finally {
    chrome?.kill();
  }
});
