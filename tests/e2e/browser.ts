import { mkdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const ARTIFACTS_DIR = fileURLToPath(new URL('./artifacts/', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** The base URL `vite preview` serves the app on (given by the global setup). */
export const baseURL = (): string => inject('baseURL');

export interface BrowserTest {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and unhandled rejections of the page, as "name: message". */
  pageErrors: string[];
  /**
   * Errors the page logged to the console, except the browser's own notes about HTTP
   * answers with an error status (the fake backend answers 400 to a wrong password).
   */
  consoleErrors: string[];
}

/** Opens a page of the app by path, e.g. '/auth', and waits for its document. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** The current path, search and hash of the page, e.g. '/auth?returnUrl=%2F'. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Waits until the page's URL is exactly this path (with its search, if given). */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}${url.hash}` === path, {
    timeout,
    waitUntil: 'commit',
  });
}

const fileNameFor = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/**
 * Starts one Chromium for the test file and gives every test a context of its own:
 * empty cookies, local and session storage, English browser, desktop-sized window.
 * After each test the page must not have thrown nor logged an error; a failing test leaves a screenshot in
 * tests/e2e/artifacts/. Call at the top of a test file; the returned function gives
 * the current test's browser. `shared`: the file's tests go on in one context, one after
 * the other, as one user would (signed in once, the fake backend's data kept).
 */
export function setupBrowser({ shared = false }: { shared?: boolean } = {}): () => BrowserTest {
  let browser: Browser | undefined;
  let current: BrowserTest | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await current?.context.close();
    await browser?.close();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    if (shared && current) return;
    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(15_000);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
        consoleErrors.push(message.text());
      }
    });
    current = { context, page, pageErrors, consoleErrors };
  });

  afterEach(async ({ task }) => {
    const test = current;
    if (!shared) current = undefined;
    if (!test) return;
    try {
      if (task.result?.state === 'fail') {
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        const path = `${ARTIFACTS_DIR}${fileNameFor(`${task.file.name}-${task.name}`)}.png`;
        await test.page.screenshot({ path, fullPage: true }).catch(() => undefined);
        console.error(`Screenshot of the failed test: ${path} (URL ${test.page.url()})`);
      }
    } finally {
      if (!shared) await test.context.close();
    }
    const pageErrors = test.pageErrors.splice(0);
    const consoleErrors = test.consoleErrors.splice(0);
    expect(pageErrors, 'errors thrown in the page').toEqual([]);
    expect(consoleErrors, 'errors logged by the page').toEqual([]);
  });

  return () => {
    if (!current) throw new Error('No browser: use the page inside a test');
    return current;
  };
}

const SCREENSHOTS_DIR = `${ARTIFACTS_DIR}screenshots/`;

/** Saves what the page shows under tests/e2e/artifacts/screenshots/{name}.png, to be looked at. */
export async function saveScreenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}.png`, fullPage, animations: 'disabled', caret: 'hide' });
}

/**
 * Waits until the page is still (its images loaded, its fonts ready, no animation running),
 * then saves it, the whole page unless told otherwise.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => ({
        images: [...document.images].every((image) => image.complete),
        animations: document.getAnimations().length,
        fonts: document.fonts.status,
      })),
    )
    .toEqual({ images: true, animations: 0, fonts: 'loaded' });
  await saveScreenshot(page, name, { fullPage });
}

/** The current test's page, patient with the HR pages: every step waits for the fake backend's 500 ms. */
export function patientPage(current: () => BrowserTest): Page {
  const { page } = current();
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(30_000);
  return page;
}
