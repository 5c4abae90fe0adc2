import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN, signInAsAdmin, visible } from './app';
import { baseURL, open, saveScreenshot, setupBrowser } from './browser';

const browser = setupBrowser();

/** The app's entry module, which the page's start script asks for. */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * A context beside the test's, with its local storage (a kept session), whose pages never get
 * the app's code: what they show is the page's first frame alone.
 */
async function withoutTheApp(from: BrowserContext, viewport = { width: 412, height: 823 }): Promise<Page> {
  const context = await from.browser()?.newContext({
    baseURL: baseURL(),
    locale: 'en-US',
    viewport,
    storageState: await from.storageState(),
    serviceWorkers: 'block',
  });
  if (!context) throw new Error('No browser');
  await context.route(APP_ENTRY, (route) => route.abort());
  return context.newPage();
}

/** Where the page's content box starts, from the left, in px. */
const contentLeft = (page: Page) => page.locator('.app-content').evaluate((box) => Math.round(box.getBoundingClientRect().left));

/** When, in the page's own clock, it first painted something, and when it asked for the app's entry module. */
const paintThenCode = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    return { paint, code: entry?.startTime ?? null };
  });

describe("the pages' first frames, painted before the app's code arrives", () => {
  test('the sign-in page: the form, filled with the demo account, inert until the app takes it over', async () => {
    const { context, page } = browser();
    const frameOnly = await withoutTheApp(context);
    try {
      await open(frameOnly, '/auth');
      await visible(frameOnly.getByRole('heading', { name: 'Welcome Back !' }));
      expect(await frameOnly.locator('#root > [inert]').count()).toBe(1);
      expect(await frameOnly.locator('input[type="email"]').inputValue()).toBe(ADMIN.email);
      await saveScreenshot(frameOnly, 'first-frame-sign-in');
    } finally {
      await frameOnly.context().close();
    }

    // With the app: its code is asked for once the frame is on screen, then the form is the app's.
    await open(page, '/auth');
    await expect.poll(() => paintThenCode(page).then(({ code }) => code)).not.toBeNull();
    const { paint, code } = await paintThenCode(page);
    expect(code).toBeGreaterThanOrEqual(paint ?? Infinity);
    await expect.poll(() => page.locator('#root [inert]').count()).toBe(0);
    await visible(page.getByRole('button', { name: 'Sign In', exact: true }));
  });

  test("the dashboard: its title, the signed-in user's greeting and the tiles' words, then the app's figures", async () => {
    const { context, page } = browser();
    await signInAsAdmin(page);
    const frameOnly = await withoutTheApp(context);
    try {
      await open(frameOnly, '/');
      await visible(frameOnly.getByRole('heading', { name: 'Dashboard' }));
      await visible(frameOnly.getByText(`Welcome, ${ADMIN.name}.`));
      await visible(frameOnly.getByText('Contracts ending within 30 days'));
      expect(await frameOnly.locator('#root > [inert]').count()).toBe(1);
      await saveScreenshot(frameOnly, 'first-frame-dashboard-phone');
    } finally {
      await frameOnly.context().close();
    }

    // On a tablet the sidebar is narrow: the frame leaves it the room the app's shell gives it.
    const tablet = { width: 900, height: 800 };
    const tabletFrame = await withoutTheApp(context, tablet);
    try {
      await open(tabletFrame, '/');
      await visible(tabletFrame.getByRole('heading', { name: 'Dashboard' }));
      await page.setViewportSize(tablet);
      await visible(page.getByRole('heading', { name: 'Dashboard' }));
      expect(await contentLeft(tabletFrame)).toBe(await contentLeft(page));
    } finally {
      await tabletFrame.context().close();
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.goto('/', { waitUntil: 'commit' });
    await visible(page.getByRole('link', { name: /^Active headcount: \d+$/ }), 20_000);
    const { paint, code } = await paintThenCode(page);
    expect(code).toBeGreaterThanOrEqual(paint ?? Infinity);
    expect(await page.locator('#root [inert]').count()).toBe(0);
    expect(await page.locator('#dashboard-first-frame').count()).toBe(0);
  });
});
