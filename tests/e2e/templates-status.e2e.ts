import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { headingText, seriousViolations, visible } from './app';
import { baseURL, open, saveScreenshot, setupBrowser } from './browser';

// One page for the whole file: each status page is opened once and checked there.
const browser = setupBrowser({ shared: true });

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens a status page and waits for its title. */
async function visit(page: Page, path: string, title: string): Promise<void> {
  await open(page, path);
  await expect.poll(() => headingText(page)).toBe(title);
}

async function shootAndAxe(page: Page, name: string): Promise<void> {
  expect(await noSideScroll(page), `${name} scrolls sideways`).toBe(true);
  await saveScreenshot(page, `templates-status-${name}`);
  expect(await seriousViolations(page), name).toEqual([]);
}

const backToHome = (page: Page) => page.getByRole('link', { name: 'Back to Home', exact: true });

describe('status pages', () => {
  test('maintenance: title, text, Back to Home to /', async () => {
    const { page } = browser();
    await visit(page, '/pages-maintenance', 'Currently in Maintenance Mode !!!');
    await visible(page.getByText(/back in a few moments/));
    expect(await backToHome(page).getAttribute('href')).toBe('/');
    await shootAndAxe(page, 'maintenance');
  });

  test('not found, in dark mode: title, text, Back to Home to /', async () => {
    const { page } = browser();
    await visit(page, '/pages-404', 'OPPS, PAGE NOT FOUND');
    await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
    await visible(page.getByText(/does not exist/));
    expect(await backToHome(page).getAttribute('href')).toBe('/');
    await shootAndAxe(page, '404-dark');
  });

  test('offline: explains the missing images, no Back to Home, Refresh reloads the page', async () => {
    const { page } = browser();
    await visit(page, '/pages-offline', "We're Temporarily Offline");
    await visible(page.getByText(/images and some content cannot be seen offline.*refresh the page/));
    expect(await backToHome(page).count()).toBe(0);
    await shootAndAxe(page, 'offline');

    await page.evaluate(() => Reflect.set(window, 'beforeRefresh', true));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Refresh' }).click()]);
    await expect.poll(() => headingText(page)).toBe("We're Temporarily Offline");
    expect(await page.evaluate(() => Reflect.get(window, 'beforeRefresh'))).toBeUndefined();
  });

  test('maintenance in Arabic, right to left on a phone', async () => {
    const { page, context } = browser();
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL() }]);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, '/pages-maintenance', 'الموقع حاليًا في وضع الصيانة !!!');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await shootAndAxe(page, 'maintenance-rtl-phone');
    } finally {
      await context.clearCookies();
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  // Last: the clock installed here stays in the shared context.
  test('coming soon: a countdown from 10 s, then the launch; the notify form messages', async () => {
    const { page } = browser();
    // The page boots with the time flowing, then the clock stands still until told to run.
    await page.clock.install({ time: new Date('2025-10-30T09:00:00Z') });
    await visit(page, '/pages-coming-soon', 'Coming Soon ...');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const timer = page.getByRole('timer', { name: 'Time left before the launch' });
    const shown = () => timer.innerText().then((text) => text.replace(/\s+/g, ' ').trim());
    const seconds = Number(/(\d+) Seconds$/.exec(await shown())?.[1]);
    // It starts from 10 s; at most one tick may have passed between the first paint and the pause.
    expect([10, 9]).toContain(seconds);
    expect(await shown()).toMatch(/^00 Days 00 Hours 00 Minutes \d\d Seconds$/);
    expect(await backToHome(page).count()).toBe(0);
    await saveScreenshot(page, 'templates-status-coming-soon');

    await page.clock.runFor((seconds - 2) * 1000);
    await expect.poll(shown).toBe('00 Days 00 Hours 00 Minutes 02 Seconds');
    expect(await page.getByText("We've Launched our new website").count()).toBe(0);
    // At 1 s or less, the launch.
    await page.clock.runFor(1000);
    await visible(page.getByRole('heading', { name: "We've Launched our new website" }));
    expect(await timer.count()).toBe(0);
    expect(await backToHome(page).getAttribute('href')).toBe('/');
    // axe waits on timers: time flows again from here.
    await page.clock.resume();

    const email = page.getByRole('textbox', { name: 'Email address' });
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await send.click();
    await visible(page.getByText('Please enter your email address.', { exact: true }));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('claire.martin@effectif');
    await send.click();
    await visible(page.getByText('Please enter a valid email address.', { exact: true }));
    await email.fill('claire.martin@effectif.fr');
    await send.click();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe(
        'Nothing was sent: this demo page is not connected to any mailing list, so claire.martin@effectif.fr has not been subscribed.',
      );
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await shootAndAxe(page, 'coming-soon-launched');
  });
});
