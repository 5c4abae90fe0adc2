import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, signInAsAdmin, visible } from './app';
import { setupBrowser, waitForPath } from './browser';
import { HORIZONTAL_LABELS, chooseSetting, openCustomizer, texts, waitForDrawerClosed } from './shell';

const browser = setupBrowser();

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
/** The entries shown in the bar itself (not under "More"). */
const barLinks = (page: Page) => mainMenu(page).locator(':scope > ul > li > a');
const moreToggle = (page: Page) => mainMenu(page).getByRole('button', { name: 'More', exact: true });

/** Switches to the horizontal layout with the customizer, and closes it. */
async function chooseHorizontalLayout(page: Page): Promise<void> {
  const customizer = await openCustomizer(page);
  await chooseSetting(customizer, 'Layout', 'Horizontal');
  await page.keyboard.press('Escape');
  await waitForDrawerClosed(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-layout'))).toBe('horizontal');
  // The menu is there (on a phone, folded).
  await page.locator('#app-topnav').waitFor({ state: 'attached' });
}

interface Split {
  bar: string[];
  more: string[];
}

/** What the bar shows and, opening "More", what it holds (closing it again). */
async function menuSplit(page: Page): Promise<Split> {
  const bar = await texts(barLinks(page));
  const toggle = moreToggle(page);
  if ((await toggle.count()) === 0) return { bar, more: [] };
  await toggle.click();
  const dropdown = await visible(mainMenu(page).locator('.dropdown-menu'));
  const more = await texts(dropdown.getByRole('menuitem'));
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
  return { bar, more };
}

/** The bar's entries and the "More" toggle all lie inside the window. */
async function rightmostEdge(page: Page): Promise<number> {
  const boxes = await Promise.all([
    ...(await barLinks(page).all()).map((link) => link.boundingBox()),
    moreToggle(page).boundingBox(),
  ]);
  return Math.max(...boxes.map((box) => (box ? box.x + box.width : Number.POSITIVE_INFINITY)));
}

/** Checks a split: some entries in the bar, the others under "More", the thirteen in order. */
async function expectSplit(page: Page, width: number): Promise<Split> {
  const split = await menuSplit(page);
  expect(split.bar.length, `entries in the bar at ${width} px`).toBeGreaterThan(0);
  expect(split.more.length, `entries under More at ${width} px`).toBeGreaterThan(0);
  expect([...split.bar, ...split.more]).toEqual(HORIZONTAL_LABELS);
  expect(await rightmostEdge(page)).toBeLessThanOrEqual(width);
  return split;
}

const barCount = (page: Page) => barLinks(page).count();

/** How far the page can scroll sideways, in px: 0 when nothing sticks out. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the horizontal layout', () => {
  test('never makes the page scroll sideways, left to right or right to left', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await chooseHorizontalLayout(page);
    await expect.poll(() => barCount(page)).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    const customizer = await openCustomizer(page);
    await chooseSetting(customizer, 'Direction', 'Right to left');
    await page.keyboard.press('Escape');
    await waitForDrawerClosed(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
  });

  test('at 1280 and 900 px the thirteen first entries share the bar and "More", recomputed on resize', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await chooseHorizontalLayout(page);
    expect(await page.locator('aside.app-sidebar').count()).toBe(0);
    expect(await mainMenu(page).getByText('Services').count()).toBe(0);

    const wide = await expectSplit(page, 1280);

    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(() => barCount(page)).toBeLessThan(wide.bar.length);
    const narrow = await expectSplit(page, 900);
    expect(narrow.more.length).toBeGreaterThan(wide.more.length);

    // Loaded at that width, the split is the same as after the resize.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => headingText(page)).toBe('Dashboard');
    await expect.poll(() => barCount(page)).toBe(narrow.bar.length);
    expect(await menuSplit(page)).toEqual(narrow);

    // An entry under "More" leads to its page, and "More" shows where one is.
    await moreToggle(page).click();
    await (await visible(mainMenu(page).getByRole('menuitem', { name: 'Departments', exact: true }))).click();
    await waitForPath(page, '/app/effectif/department');
    await expect.poll(() => headingText(page)).toBe('Departments');
    await expect.poll(async () => (await moreToggle(page).getAttribute('class'))?.split(' ').includes('active')).toBe(true);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => barCount(page)).toBe(wide.bar.length);
    expect(await menuSplit(page)).toEqual(wide);
    // In the bar, the entry of the page open is highlighted.
    await barLinks(page).first().click();
    await waitForPath(page, '/effectif/employee');
    await expect.poll(() => texts(mainMenu(page).locator('a.active'))).toEqual(['Employees']);
  });

  test('under 768 px (600) the menu is hidden until the toggle shows all thirteen entries', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 600, height: 900 });
    await signInAsAdmin(page);
    await chooseHorizontalLayout(page);
    const menu = page.locator('#app-topnav');

    const toggle = page.getByRole('button', { name: 'Show or hide the menu', exact: true });
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe('app-topnav');

    await toggle.click();
    await visible(menu);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await texts(barLinks(page))).toEqual(HORIZONTAL_LABELS);
    expect(await moreToggle(page).count()).toBe(0);
    // All of them on screen, one under the other.
    for (const link of await barLinks(page).all()) expect(await link.isVisible()).toBe(true);

    await toggle.click();
    await menu.waitFor({ state: 'hidden' });

    // Choosing an entry goes there and folds the menu.
    await toggle.click();
    await visible(menu);
    await mainMenu(page).getByRole('link', { name: 'Leave', exact: true }).click();
    await waitForPath(page, '/app/effectif/leave');
    await expect.poll(() => headingText(page)).toBe('Leave');
    await menu.waitFor({ state: 'hidden' });
  });
});
