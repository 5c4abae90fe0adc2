/**
 * `npm run bench:size`: the JS and CSS a browser downloads for the sign-in page and for the
 * dashboard, raw and gzipped (node:zlib, level 9, from the built files). A report: it exits
 * 0 whatever the figures, and non-zero only when something broke.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { BASE_URL, BENCH_CHROMIUM_ARGS, BUDGETS, CHROMIUM_PATH, OUT_DIR, TEXTS, benchOnBuild, kb, table } from './common';

type Kind = 'js' | 'css';

interface Asset {
  /** Path under the build, e.g. assets/index-abc123.js. */
  file: string;
  kind: Kind;
  raw: number;
  gzip: number;
  /** The step during which the page first asked for it. */
  step: string;
}

/** Records what a browser context requests from the app, step by step. */
class RequestLog {
  private inFlight = new Set<Request>();
  private lastActivity = Date.now();
  readonly assets = new Map<string, Asset>();
  readonly others = new Set<string>();
  step = 'load';

  constructor(context: BrowserContext) {
    context.on('request', (request) => this.started(request));
    const done = (request: Request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
  }

  private started(request: Request): void {
    this.inFlight.add(request);
    this.lastActivity = Date.now();
    const url = new URL(request.url());
    if (url.origin !== BASE_URL) {
      if (url.protocol.startsWith('http')) this.others.add(url.href);
      return;
    }
    const file = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const kind = kindOf(file, request.resourceType());
    if (!kind) {
      this.others.add(url.pathname);
      return;
    }
    if (!this.assets.has(file)) this.assets.set(file, { file, kind, step: this.step, ...sizes(file) });
  }

  /** Resolves once no request has been in flight for `quietMs` (network idle, at any time). */
  async idle(quietMs = 500, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const pending = [...this.inFlight].map((request) => request.url()).join(', ');
        throw new Error(`The network did not go idle within ${timeoutMs} ms (pending: ${pending || 'none'})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

function kindOf(file: string, resourceType: string): Kind | null {
  if (/\.m?js$/.test(file)) return 'js';
  if (file.endsWith('.css')) return 'css';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  return null;
}

function sizes(file: string): { raw: number; gzip: number } {
  let content: Buffer;
  try {
    content = readFileSync(`${OUT_DIR}${file}`);
  } catch {
    throw new Error(`The page asked for ${file}, which is not in the build (${OUT_DIR})`);
  }
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

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

async function newContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, storageState });
  context.setDefaultTimeout(20_000);
  const log = new RequestLog(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return { context, log, page, errors };
}

const onPath = (path: string) => (url: URL) => url.pathname === path;

async function showsDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: TEXTS.homeTitle }).waitFor();
}

await benchOnBuild('bench:size', async () => {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS, headless: true });

    // 1. A first visit to the sign-in page, then signing in with the pre-filled demo account.
    const visit = await newContext(browser);
    visit.log.step = '/auth';
    await visit.page.goto(`${BASE_URL}/auth`);
    await visit.page.getByRole('heading', { name: TEXTS.signInTitle }).waitFor();
    await visit.log.idle();
    const signInAssets = [...visit.log.assets.values()];
    const signInOthers = new Set(visit.log.others);
    report(`Sign-in page: ${BASE_URL}/auth (first visit, fake mode)`, signInAssets, signInOthers, {
      budgetKB: BUDGETS.signInGzipKB,
    });

    visit.log.step = 'sign-in';
    await visit.page.getByRole('button', { name: TEXTS.signInButton }).click();
    await visit.page.waitForURL(onPath('/'));
    await showsDashboard(visit.page);
    await visit.log.idle();
    const dashboardAssets = [...visit.log.assets.values()];
    report(`Dashboard: ${BASE_URL}/ reached by signing in on /auth (everything the tab loaded)`, dashboardAssets, visit.log.others, {
      showStep: true,
    });
    const added = dashboardAssets.filter((asset) => asset.step === 'sign-in');
    console.log(`  of which loaded by signing in: ${added.length} files, ${kb(sum(added, 'gzip'))} KB gzip`);
    if (visit.errors.length > 0) throw new Error(`The page threw: ${visit.errors.join('; ')}`);

    // 2. A signed-in user opening the dashboard directly (what Lighthouse audits on /).
    const signedIn = await visit.context.storageState();
    await visit.context.close();
    const reopen = await newContext(browser, signedIn);
    reopen.log.step = '/';
    await reopen.page.goto(`${BASE_URL}/`);
    await showsDashboard(reopen.page);
    await reopen.log.idle();
    if (new URL(reopen.page.url()).pathname !== '/') throw new Error(`Signed in, / went to ${reopen.page.url()}`);
    report(`Dashboard: ${BASE_URL}/ opened directly while signed in (new tab, empty cache)`, [...reopen.log.assets.values()], reopen.log.others);
    if (reopen.errors.length > 0) throw new Error(`The page threw: ${reopen.errors.join('; ')}`);
    await reopen.context.close();
  } finally {
    await browser?.close();
  }
});
