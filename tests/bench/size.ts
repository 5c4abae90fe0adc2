/**
 * `npm run bench:size`: the JS and CSS a browser downloads for the sign-in page and for the
 * dashboard, raw and gzipped (node:zlib, level 9, from the built files), in fake mode and in
 * `api` mode, next to a bare Vite + React page built in the same run. A report: it exits 0
 * whatever the figures, and non-zero only when something broke.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  APP_BUILDS,
  BASE_URL,
  BENCH_CHROMIUM_ARGS,
  BUDGETS,
  CHROMIUM_PATH,
  DEMO_ACCOUNT,
  TEXTS,
  benchOnBuilds,
  kb,
  outDirOf,
  table,
  type Build,
} from './common';
import { printFakeBackendTraces } from './fake-traces';
import { RequestLog, type Asset, type Kind } from './request-log';

const measured = new Map<Build, Measured>();

const sum = (assets: Asset[], key: 'raw' | 'gzip') => assets.reduce((total, asset) => total + asset[key], 0);

function report(title: string, assets: Asset[], others: Set<string>, options: { budgetKB?: number; showStep?: boolean } = {}): void {
  const sorted = [...assets].sort((a, b) => b.gzip - a.gzip);
  const head = ['file', 'type', ...(options.showStep ? ['first asked'] : []), 'raw bytes', 'gzip bytes'];
  const rows = sorted.map((asset) => [
    asset.file,
    asset.kind,
    ...(options.showStep ? [asset.step] : []),
    asset.raw,
    asset.gzip,
  ]);
  const total = ['total', `${assets.length} files`, ...(options.showStep ? [''] : []), sum(assets, 'raw'), sum(assets, 'gzip')];
  console.log(`\n${title}`);
  console.log(table(head, [...rows, total]));
  const byKind = (kind: Kind) => assets.filter((asset) => asset.kind === kind);
  console.log(
    `  JS ${kb(sum(byKind('js'), 'gzip'))} KB + CSS ${kb(sum(byKind('css'), 'gzip'))} KB gzip` +
      ` = ${kb(sum(assets, 'gzip'))} KB gzip (${kb(sum(assets, 'raw'))} KB raw; 1 KB = 1024 bytes)`,
  );
  if (options.budgetKB !== undefined) {
    const totalKB = sum(assets, 'gzip') / 1024;
    const margin = options.budgetKB - totalKB;
    console.log(
      `  budget: ${totalKB.toFixed(1)} KB of ${options.budgetKB} KB gzip -> ` +
        (margin >= 0 ? `WITHIN budget (${margin.toFixed(1)} KB to spare)` : `OVER budget by ${(-margin).toFixed(1)} KB`),
    );
  }
  if (others.size > 0) console.log(`  also requested, not counted: ${[...others].join(', ')}`);
}

async function newContext(browser: Browser, build: Build, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, storageState });
  context.setDefaultTimeout(20_000);
  const log = new RequestLog(context, outDirOf(build));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return { context, log, page, errors };
}

const onPath = (path: string) => (url: URL) => url.pathname === path;

async function showsDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: TEXTS.homeTitle }).waitFor();
}

/** What one build downloads, gzip bytes: the sign-in page and the dashboard opened directly. */
interface Measured {
  signIn: number;
  dashboard: number;
}

/** The sign-in page, signing in, then the dashboard opened directly in a new tab. */
async function measureApp(browser: Browser, build: 'fake' | 'api'): Promise<Measured> {
  // 1. A first visit to the sign-in page, then signing in with the demo account.
  const visit = await newContext(browser, build);
  visit.log.step = '/auth';
  await visit.page.goto(`${BASE_URL}/auth`);
  await visit.page.getByRole('heading', { name: TEXTS.signInTitle }).waitFor();
  await visit.log.idle();
  const signInAssets = [...visit.log.assets.values()];
  report(`Sign-in page: ${BASE_URL}/auth (first visit, ${build} mode)`, signInAssets, new Set(visit.log.others), {
    budgetKB: BUDGETS.signInGzipKB,
  });
  if (build === 'api') {
    // No demo account is filled in without the fake backend.
    await visit.page.getByLabel(TEXTS.emailLabel).fill(DEMO_ACCOUNT.email);
    await visit.page.getByLabel(TEXTS.passwordLabel, { exact: true }).fill(DEMO_ACCOUNT.password);
  }

  visit.log.step = 'sign-in';
  await visit.page.getByRole('button', { name: TEXTS.signInButton }).click();
  await visit.page.waitForURL(onPath('/'));
  await showsDashboard(visit.page);
  await visit.log.idle();
  const dashboardAssets = [...visit.log.assets.values()];
  report(`Dashboard: ${BASE_URL}/ reached by signing in on /auth (everything the tab loaded, ${build} mode)`, dashboardAssets, visit.log.others, {
    showStep: true,
  });
  const added = dashboardAssets.filter((asset) => asset.step === 'sign-in');
  console.log(`  of which loaded by signing in: ${added.length} files, ${kb(sum(added, 'gzip'))} KB gzip`);
  if (visit.errors.length > 0) throw new Error(`The page threw: ${visit.errors.join('; ')}`);

  // 2. A signed-in user opening the dashboard directly (what Lighthouse audits on /).
  const signedIn = await visit.context.storageState();
  await visit.context.close();
  const reopen = await newContext(browser, build, signedIn);
  reopen.log.step = '/';
  await reopen.page.goto(`${BASE_URL}/`);
  await showsDashboard(reopen.page);
  await reopen.log.idle();
  if (new URL(reopen.page.url()).pathname !== '/') throw new Error(`Signed in, / went to ${reopen.page.url()}`);
  const direct = [...reopen.log.assets.values()];
  report(`Dashboard: ${BASE_URL}/ opened directly while signed in (new tab, empty cache, ${build} mode)`, direct, reopen.log.others, {
    budgetKB: BUDGETS.dashboardGzipKB[build],
  });
  if (reopen.errors.length > 0) throw new Error(`The page threw: ${reopen.errors.join('; ')}`);
  await reopen.context.close();
  return { signIn: sum(signInAssets, 'gzip'), dashboard: sum(direct, 'gzip') };
}

/** The bare Vite + React page: what React alone costs. */
async function measureBare(browser: Browser): Promise<number> {
  const visit = await newContext(browser, 'bare');
  await visit.page.goto(`${BASE_URL}/`);
  await visit.page.getByRole('heading', { name: TEXTS.bareTitle }).waitFor();
  await visit.log.idle();
  const assets = [...visit.log.assets.values()];
  report(`Bare Vite + React page: ${BASE_URL}/`, assets, visit.log.others);
  await visit.context.close();
  return sum(assets, 'gzip');
}

function summary(measured: Map<Build, Measured>, bare: number): void {
  const ratio = (bytes: number) => `${(bytes / bare).toFixed(1)} x`;
  const rows = [...measured].flatMap(([build, { signIn, dashboard }]) => [
    [`${build}: sign-in page`, kb(signIn), ratio(signIn), `${BUDGETS.signInGzipKB}`, signIn / 1024 <= BUDGETS.signInGzipKB ? 'MET' : 'MISSED'],
    [
      `${build}: dashboard opened directly`,
      kb(dashboard),
      ratio(dashboard),
      `${BUDGETS.dashboardGzipKB[build as 'fake' | 'api']}`,
      dashboard / 1024 <= BUDGETS.dashboardGzipKB[build as 'fake' | 'api'] ? 'MET' : 'MISSED',
    ],
  ]);
  console.log(`\nSummary: gzip JS + CSS, and the ratio to the bare Vite + React page (${kb(bare)} KB) built in the same run`);
  console.log(table(['page', 'KB gzip', 'x bare', 'budget KB', 'verdict'], [...rows, ['bare Vite + React page', kb(bare), '1.0 x', '-', '']]));
}

await benchOnBuilds('bench:size', [...APP_BUILDS, 'bare'], async (build) => {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS, headless: true });
    if (build === 'bare') summary(measured, await measureBare(browser));
    else {
      printFakeBackendTraces(build, outDirOf(build));
      measured.set(build, await measureApp(browser, build));
    }
  } finally {
    await browser?.close();
  }
});
