import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, signInAsAdmin, visible } from './app';
import { baseURL, open, setupBrowser, shoot, waitForPath } from './browser';

const browser = setupBrowser();
const PHONE = { width: 390, height: 844 };

/** How far the page scrolls sideways (0 when it fits the screen). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const root = (page: Page) => page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));

async function openPath(page: Page, path: string, heading: string): Promise<void> {
  await open(page, path);
  await waitForPath(page, path);
  await expect.poll(() => headingText(page), { timeout: 20_000 }).toBe(heading);
}

/** Waits for the list's rows (the skeleton gone). */
async function rowsShown(page: Page, table: string): Promise<void> {
  await expect.poll(() => page.getByRole('table', { name: table }).locator('tbody tr a').count(), { timeout: 60_000 }).toBeGreaterThan(0);
}

describe('on a 390 px phone', () => {
  test('a list starts on the first screen, its filters folded under "Filters", nothing wider than the screen', async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    await openPath(page, '/effectif/employee', 'Employees');
    await rowsShown(page, 'Employees');
    expect(await sidewaysScroll(page)).toBe(0);
    const status = page.getByLabel('Status', { exact: true });
    expect(await status.isVisible()).toBe(false);
    const firstRow = await page.getByRole('table', { name: 'Employees' }).locator('tbody tr').first().boundingBox();
    expect(firstRow && firstRow.y + firstRow.height).toBeLessThan(PHONE.height);
    await shoot(page, 'phone-employee-list', { fullPage: false });

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await visible(status);
    await status.selectOption({ label: 'Active' });
    await visible(page.getByRole('button', { name: 'Filters (1)', exact: true }));
    expect(await sidewaysScroll(page)).toBe(0);
    await shoot(page, 'phone-employee-filters', { fullPage: false });
  });

  test('the line editors of a mission and of a project fit the screen, each line a card of labelled fields', async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    await openPath(page, '/app/effectif/mission/new', 'Missions');
    await page.getByRole('button', { name: 'Add a line', exact: true }).click();
    await page.getByRole('button', { name: 'Add a line', exact: true }).click();
    const amount = page.getByLabel('Amount', { exact: true }).first();
    await visible(amount);
    const box = await amount.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await sidewaysScroll(page)).toBe(0);
    await amount.scrollIntoViewIfNeeded();
    await shoot(page, 'phone-mission-expenses', { fullPage: false });

    await openPath(page, '/app/effectif/projet/new', 'Projects');
    await page.getByRole('button', { name: 'Add a line', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Remove line 1' }));
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('the team calendar fits the screen, its unit filters folded', async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    await openPath(page, '/app/effectif/calendar?date=2026-03-16', 'Team calendar');
    await expect.poll(() => page.getByRole('grid').getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
    expect(await sidewaysScroll(page)).toBe(0);
    const grid = await page.getByRole('grid').boundingBox();
    expect(grid && grid.x + grid.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.getByLabel('Direction', { exact: true }).isVisible()).toBe(false);
    await shoot(page, 'phone-calendar', { fullPage: false });
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await visible(page.getByLabel('Direction', { exact: true }));
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('the language can be chosen from the top bar', async () => {
    const { page } = browser();
    await page.setViewportSize(PHONE);
    await signInAsAdmin(page);
    const language = page.getByLabel('Language', { exact: true });
    const box = await language.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // Nothing covers it: a tap at its centre reaches it.
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('aria-label') ?? document.elementFromPoint(x, y)?.tagName,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(reached).toBe('SELECT');
    await language.selectOption({ label: 'Français' });
    await expect.poll(() => headingText(page)).toBe('Tableau de bord');
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

describe('Arabic', () => {
  test('opens right-to-left from the cookie, over a left-to-right direction stored under English', async () => {
    const { page, context } = browser();
    await page.setViewportSize(PHONE);
    // The cookie first: a first visit without one writes the browser's language (English) there.
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL() }]);
    await open(page, '/auth');
    await page.evaluate(() =>
      localStorage.setItem(
        'effectif.preferences',
        JSON.stringify({ version: 1, layoutSettings: { direction: 'ltr', mode: 'light' }, directionLanguage: 'en' }),
      ),
    );
    await signInAsAdmin(page, { submitLabel: 'تسجيل الدخول' });
    await expect.poll(() => root(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await openPath(page, '/app/effectif/leave', 'الإجازات');
    await rowsShown(page, 'الإجازات');
    expect(await sidewaysScroll(page)).toBe(0);
    await shoot(page, 'phone-arabic-leave', { fullPage: false });

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => root(page)).toEqual({ dir: 'rtl', lang: 'ar' });
  });
});
