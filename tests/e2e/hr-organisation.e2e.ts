import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations, signInAsAdmin, visible } from './app';
import { setupBrowser, shoot, waitForPath } from './browser';
import { layoutAttributes } from './shell';

const browser = setupBrowser();

const TREE_PATH = '/app/effectif/enterprise/tree';

const tree = (page: Page) => page.getByRole('tree', { name: 'Organisation chart' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the organisation chart' });
/** An enterprise's item: the tree's top level. */
const enterprise = (page: Page, name: string) => tree(page).locator(':scope > [role="treeitem"]').filter({ has: page.getByText(name, { exact: true }) }).first();
const item = (scope: Locator, name: string) => scope.getByRole('treeitem', { name, exact: true });
/** The active headcount a unit's description reads out. */
async function headcount(unit: Locator): Promise<number> {
  const description = (await unit.getAttribute('aria-describedby')) ?? '';
  const text = await unit.page().locator(`[id="${description}"]`).textContent();
  return Number(/Active headcount (\d+)/.exec(text ?? '')?.[1] ?? NaN);
}
const focusedKey = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.key ?? '');

/** Signs in, opens the services' list, then the organisation chart from its link. */
async function openTree(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Services', exact: true }).click();
  await waitForPath(page, '/app/effectif/service');
  // The first visit seeds the demo data: wait for the list's rows before leaving it.
  await expect.poll(() => page.getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(2);
  await page.getByRole('link', { name: 'Organisation chart' }).click();
  await waitForPath(page, TREE_PATH);
  await expect.poll(() => tree(page).getByRole('treeitem').count(), { timeout: 15_000 }).toBeGreaterThan(3);
}

/** Picks a unit in the move dialog: the level's box lists the units under the one above. */
async function pick(dialog: Locator, level: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: level, exact: true }).click();
  await (await visible(dialog.getByRole('option', { name: option, exact: true }))).click();
}

// Each test seeds the demo data in a fresh profile, then walks a whole flow: longer than the suite's default.
const FLOW_TIMEOUT = 120_000;

describe('the organisation chart', () => {
  test('browses with the keyboard, moves a service to another department, and keeps it after a reload', async () => {
    const { page } = browser();
    await openTree(page);

    // The keyboard: one tab stop, arrows move, open and close.
    const first = tree(page).getByRole('treeitem').first();
    await first.focus();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await focusedKey(page)).toMatch(/^direction-\d+$/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focusedKey(page)).toMatch(/^department-\d+$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedKey(page)).toMatch(/^direction-\d+$/);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedKey(page)).toMatch(/^enterprise-\d+$/);
    // The last item shown: a direction of the last enterprise (enterprises open, directions closed).
    await page.keyboard.press('End');
    expect(await focusedKey(page)).toMatch(/^direction-\d+$/);
    await page.keyboard.press('Home');
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);

    // Move Recrutement (Effectif Solutions) to Transport (Logistique Atlantique).
    const logistiqueBefore = await headcount(enterprise(page, 'Logistique Atlantique'));
    const solutionsBefore = await headcount(enterprise(page, 'Effectif Solutions'));
    await search(page).fill('recrutement');
    const service = item(enterprise(page, 'Effectif Solutions'), 'Recrutement');
    const staff = await headcount(service);
    expect(staff).toBeGreaterThan(0);
    await service.getByText('Recrutement', { exact: true }).click();
    const panel = page.getByRole('region', { name: 'Selected unit' });
    await panel.getByRole('button', { name: 'Move…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Move “Recrutement”' }));
    await pick(dialog, 'Company', 'Logistique Atlantique');
    await pick(dialog, 'Division', 'Direction des Opérations');
    await pick(dialog, 'Department', 'Transport');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('“Recrutement” has been moved.'));

    await page.reload();
    await expect.poll(() => tree(page).getByRole('treeitem').count(), { timeout: 15_000 }).toBeGreaterThan(3);
    await expect.poll(() => headcount(enterprise(page, 'Logistique Atlantique'))).toBe(logistiqueBefore + staff);
    expect(await headcount(enterprise(page, 'Effectif Solutions'))).toBe(solutionsBefore - staff);
    await search(page).fill('transport');
    const transport = item(enterprise(page, 'Logistique Atlantique'), 'Transport');
    await transport.getByText('Transport', { exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await visible(item(transport, 'Recrutement'));
    expect(await headcount(transport)).toBeGreaterThanOrEqual(staff);
  }, FLOW_TIMEOUT);

  test('light, dark and right to left: screenshots, and no serious axe violation', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openTree(page);
    await tree(page).getByRole('treeitem').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await seriousViolations(page), 'light').toEqual([]);
    await shoot(page, 'org-tree-light');

    await page.getByRole('region', { name: 'Selected unit' }).getByRole('button', { name: 'Move…' }).click();
    await visible(page.getByRole('dialog'));
    expect(await seriousViolations(page), 'dialog').toEqual([]);
    await shoot(page, 'org-tree-move-dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    await search(page).fill('preparation');
    await visible(tree(page).getByRole('treeitem', { name: 'Préparation de commandes' }));
    expect(await seriousViolations(page), 'dark').toEqual([]);
    await shoot(page, 'org-tree-dark-search');

    await page.getByRole('button', { name: 'Switch to light mode', exact: true }).click();
    await search(page).fill('');
    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'العربية' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await visible(page.getByRole('tree', { name: 'الهيكل التنظيمي' }));
    // Right to left, the arrow that points into a branch opens it.
    const first = page.getByRole('tree').getByRole('treeitem').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page), 'rtl').toEqual([]);
    await shoot(page, 'org-tree-rtl-arabic');
  }, FLOW_TIMEOUT);
});
