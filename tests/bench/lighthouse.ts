/**
 * `npm run bench:lighthouse`: Lighthouse (default mobile config, simulated throttling) on the
 * sign-in page and on the signed-in dashboard, in fake mode and in `api` mode, then on a bare
 * Vite + React page built in the same run, the yardstick of the closing summary. A report: it exits 0 whatever the scores, and
 * non-zero only when something broke. Full reports are written next to the bench build.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import {
  APP_BUILDS,
  BASE_URL,
  BENCH_CHROMIUM_ARGS,
  BENCH_DIR,
  BUDGETS,
  CHROMIUM_PATH,
  benchOnBuilds,
  kb,
  table,
  type Build,
} from './common';
import { CATEGORIES, METRICS, printFindings, score } from './lighthouse-findings';
import { signedInWithEmptyCache } from './lighthouse-session';

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
    console.log(`==> Lighthouse (mobile) on ${url}, run ${run} of ${RUNS}`);
    // A run whose trace Lighthouse could not record (it says to run it again) is made again, once.
    for (let attempt = 1; ; attempt += 1) {
      await prepare();
      const load = loadavg()[0];
      try {
        results.push({ ...(await auditOnce(url, port, extra)), load });
        break;
      } catch (error) {
        if (attempt > 1) throw error;
        console.log(`    ${error instanceof Error ? error.message : String(error)}: running it again`);
      }
    }
  }
  const performance = (result: { lhr: Result }) => result.lhr.categories.performance?.score ?? 0;
  const median = [...results].sort((a, b) => performance(a) - performance(b))[Math.floor((results.length - 1) / 2)];
  writeFileSync(`${BENCH_DIR}lighthouse-${name}.report.json`, median.json);
  writeFileSync(`${BENCH_DIR}lighthouse-${name}.report.html`, median.html);
  const runs = results.map(({ lhr, load }) => ({ performance: lhr.categories.performance?.score ?? null, load }));
  return { name, lhr: median.lhr, runs };
}

function printScores({ name, lhr, runs }: Audited, performanceBudget?: number): void {
  console.log(`\n${name}: ${lhr.finalDisplayedUrl}`);
  const each = runs.map((run) => `${score(run.performance)} (load ${run.load.toFixed(1)})`).join(', ');
  const plural = runs.length === 1 ? 'run' : 'runs';
  console.log(`  performance of the ${runs.length} ${plural}: ${each}; the median run is shown`);
  console.log(`  (load: the 1-minute load average of this ${availableParallelism()}-core machine before the run; a busy machine lowers the scores)`);
  const budgets: Record<string, number | undefined> = { performance: performanceBudget, accessibility: BUDGETS.accessibility };
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

const nothing = async () => undefined;

/** The median runs of every page audited, in order, for the closing summary. */
const audited: { audit: Audited; budget?: number }[] = [];

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue;

/** Each page next to the bare Vite + React page audited in the same run: scores and times as ratios. */
function printSummary(bare: Audited): void {
  const ratio = (value: number | null | undefined, base: number | null | undefined) =>
    value === null || value === undefined || !base ? 'n/a' : `${(value / base).toFixed(2)} x`;
  const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
  const rows = [...audited, { audit: bare, budget: undefined }].map(({ audit, budget }) => {
    const performance = audit.lhr.categories.performance?.score;
    const verdict = budget === undefined || performance === null || performance === undefined ? '' : performance >= budget ? 'MET' : 'MISSED';
    return [
      audit.name,
      score(performance),
      budget === undefined ? '-' : `>= ${budget.toFixed(2)} ${verdict}`,
      score(audit.lhr.categories.accessibility?.score),
      ms(metric(audit.lhr, 'largest-contentful-paint')),
      ratio(metric(audit.lhr, 'largest-contentful-paint'), metric(bare.lhr, 'largest-contentful-paint')),
      ms(metric(audit.lhr, 'total-blocking-time')),
      audit.runs.map((run) => run.load.toFixed(1)).join(' / '),
    ];
  });
  console.log('\nSummary: median runs, next to the bare Vite + React page audited in the same run');
  console.log(table(['page', 'performance', 'budget', 'accessibility', 'LCP', 'LCP x bare', 'TBT', 'load before each run'], rows));
}

await benchOnBuilds('bench:lighthouse', [...APP_BUILDS, 'bare'], async (build: Build) => {
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...BENCH_CHROMIUM_ARGS, '--headless=new', '--lang=en-US'],
      logLevel: 'silent',
    });
    const { port } = chrome;
    if (build === 'bare') {
      const bare = await audit('bare', `${BASE_URL}/`, port, nothing);
      printScores(bare);
      printSummary(bare);
      console.log(`\n  full reports of the median runs: ${BENCH_DIR}lighthouse-{fake,api}-{sign-in,dashboard}.report.{html,json}`);
      return;
    }
    // Lighthouse empties the origin's storage and the cache around each of these runs.
    const signInPage = await audit(`${build}-sign-in`, `${BASE_URL}/auth`, port, nothing);
    const dashboard = await audit(`${build}-dashboard`, `${BASE_URL}/`, port, () => signedInWithEmptyCache(port, build), {
      disableStorageReset: true,
    });
    if (new URL(dashboard.lhr.finalDisplayedUrl).pathname !== '/') {
      throw new Error(`The dashboard audit ended on ${dashboard.lhr.finalDisplayedUrl}, not on /: the session was not kept`);
    }

    console.log(`\n==> Lighthouse results, ${build} mode`);
    printScores(signInPage, BUDGETS.signInPerformance);
    printFindings(signInPage.lhr);
    printScores(dashboard, BUDGETS.dashboardPerformance);
    printFindings(dashboard.lhr);
    audited.push({ audit: signInPage, budget: BUDGETS.signInPerformance }, { audit: dashboard, budget: BUDGETS.dashboardPerformance });
  } finally {
    chrome?.kill();
  }
});
