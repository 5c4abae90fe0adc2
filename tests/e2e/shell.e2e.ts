import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, signInAsAdmin, visible } from './app';
import { baseURL, setupBrowser, waitForPath } from './browser';
import { AREAS, chooseSetting, openCustomizer, texts, waitForDrawerClosed } from './shell';

const browser = setupBrowser();

/** The aria-label of the focused element, or its text when it has none. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim() ?? '';
  });

/** Where the top bar sits and whether it says it is scrolled. */
async function topbar(page: Page): Promise<{ y: number; scrolled: boolean }> {
  const header = page.locator('header.app-topbar');
  const box = await header.boundingBox();
  const classes = (await header.getAttribute('class')) ?? '';
  return { y: Math.round(box?.y ?? Number.NaN), scrolled: classes.split(' ').includes('is-scrolled') };
}

/** Scrolls the page with the mouse wheel and waits until it got there. */
async function scrollTo(page: Page, y: number): Promise<void> {
  const current = await page.evaluate(() => window.scrollY);
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, y - current);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

describe('the sidebar', () => {
  test('in French it lists the fourteen areas in order; each opens its page, titled and highlighted', async () => {
    const { page, context } = browser();
    await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL() }]);
    await signInAsAdmin(page, { submitLabel: 'Se connecter' });

    const sidebar = page.getByRole('complementary', { name: 'Barre latérale', exact: true });
    const menu = sidebar.getByRole('navigation', { name: 'Menu principal', exact: true });
    await expect.poll(() => texts(menu.getByRole('link'))).toEqual(AREAS.map((area) => area.fr));
    expect(await menu.locator('a.active').count()).toBe(0);

    for (const area of AREAS) {
      const link = menu.getByRole('link', { name: area.fr, exact: true });
      await link.click();
      await waitForPath(page, area.path);
      await expect.poll(() => headingText(page), { message: `heading of ${area.path}` }).toBe(area.fr);
      // Only the clicked entry is highlighted.
      await expect.poll(() => texts(menu.locator('a.active')), { message: `active entry on ${area.path}` }).toEqual([area.fr]);
      expect(await link.getAttribute('aria-current')).toBe('page');
    }
  });

  test('on a phone (600 px) it is an overlay: the toggle opens it; Escape, the backdrop or a choice closes it', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 600, height: 800 });
    await signInAsAdmin(page);
    await expect.poll(() => headingText(page)).toBe('Dashboard');

    const aside = page.locator('aside.app-sidebar');
    const toggle = page.getByRole('button', { name: 'Show or hide the menu', exact: true });
    const state = async () => ({
      visible: await aside.isVisible(),
      classes: ((await aside.getAttribute('class')) ?? '').split(' ').sort(),
      expanded: await toggle.getAttribute('aria-expanded'),
    });
    const closed = { visible: false, classes: ['app-sidebar', 'is-overlay'], expanded: 'false' };
    const opened = { visible: true, classes: ['app-sidebar', 'is-open', 'is-overlay'], expanded: 'true' };
    expect(await state()).toEqual(closed);

    // Opens over the page, at the inline start, with the focus on its first entry.
    await toggle.click();
    await expect.poll(state).toEqual(opened);
    const box = await aside.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.width).toBeLessThan(600);
    await expect.poll(() => focusedName(page)).toBe('Employees');

    // Escape closes it and gives the focus back to the toggle.
    await page.keyboard.press('Escape');
    await expect.poll(state).toEqual(closed);
    await expect.poll(() => focusedName(page)).toBe('Show or hide the menu');

    // A click outside it, on the backdrop, closes it.
    await toggle.click();
    await expect.poll(state).toEqual(opened);
    await page.mouse.click(500, 400);
    await expect.poll(state).toEqual(closed);

    // Choosing an entry goes there and closes it.
    await toggle.click();
    await expect.poll(state).toEqual(opened);
    await aside.getByRole('link', { name: 'Leave', exact: true }).click();
    await waitForPath(page, '/app/effectif/leave');
    await expect.poll(() => headingText(page)).toBe('Leave');
    await expect.poll(state).toEqual(closed);
  });

  test('on a tablet (900 px) it is the small one, the toggle widens it, and a desktop shows the chosen size', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 900, height: 800 });
    await signInAsAdmin(page);
    await expect.poll(() => headingText(page)).toBe('Dashboard');

    const aside = await visible(page.getByRole('complementary', { name: 'Sidebar', exact: true }));
    const size = async () => ({
      size: await aside.getAttribute('data-size'),
      width: Math.round((await aside.boundingBox())?.width ?? 0),
    });
    await expect.poll(size).toEqual({ size: 'sm', width: 70 });
    // Icons only, yet every entry keeps its name.
    expect(await texts(aside.getByRole('link', { name: 'Leave', exact: true }))).toEqual(['Leave']);
    expect(await aside.locator('.menu-label').first().evaluate((label) => label.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

    const toggle = page.getByRole('button', { name: 'Show or hide the menu', exact: true });
    await toggle.click();
    await expect.poll(size).toEqual({ size: 'lg', width: 250 });
    await toggle.click();
    await expect.poll(size).toEqual({ size: 'sm', width: 70 });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(size).toEqual({ size: 'lg', width: 250 });
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect.poll(size).toEqual({ size: 'sm', width: 70 });
  });
});

describe('the top bar', () => {
  test('after 50 px of scroll it gets its shadow and, sticky, stays at the top; other navigation types move', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1280, height: 400 });
    await signInAsAdmin(page);
    await expect.poll(() => headingText(page)).toBe('Dashboard');
    // The dashboard is short: make its content taller than the window. (Not the body: the
    // top bar sticks within the shell's column, which would then end before the page does.)
    await page.locator('main#main').evaluate((main) => {
      main.style.minHeight = '2400px';
    });

    expect(await topbar(page)).toEqual({ y: 0, scrolled: false });
    await scrollTo(page, 40);
    await expect.poll(() => topbar(page)).toEqual({ y: 0, scrolled: false });
    await scrollTo(page, 300);
    await expect.poll(() => topbar(page)).toEqual({ y: 0, scrolled: true });
    await scrollTo(page, 800);
    await expect.poll(() => topbar(page)).toEqual({ y: 0, scrolled: true });
    await scrollTo(page, 0);
    await expect.poll(() => topbar(page)).toEqual({ y: 0, scrolled: false });

    // "Scrolls away": the top bar leaves with the page.
    let customizer = await openCustomizer(page);
    await chooseSetting(customizer, 'Top bar', 'Scrolls away');
    await page.keyboard.press('Escape');
    await waitForDrawerClosed(page);
    await scrollTo(page, 300);
    await expect.poll(() => topbar(page)).toEqual({ y: -300, scrolled: true });
    await scrollTo(page, 0);

    // "Hides when scrolling": away while going down, back when going up.
    customizer = await openCustomizer(page);
    await chooseSetting(customizer, 'Top bar', 'Hides when scrolling');
    await page.keyboard.press('Escape');
    await waitForDrawerClosed(page);
    await scrollTo(page, 300);
    await expect.poll(() => topbar(page)).toEqual({ y: -70, scrolled: true });
    await scrollTo(page, 250);
    await expect.poll(() => topbar(page)).toEqual({ y: 0, scrolled: true });
  });
});
