import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations, signInAsAdmin, visible } from './app';
import { currentPath, open, saveScreenshot, setupBrowser, shoot } from './browser';
import { layoutAttributes } from './shell';

const browser = setupBrowser();

const EMPLOYEE = '/effectif/employee/2';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Employee file' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const card = (page: Page) => page.getByRole('region', { name: 'Employee file' });

/**
 * Signs in, and waits for the fake backend's worker to be active: a page loaded while it is
 * still installing has the browser refuse msw's update of it ("Not found").
 */
async function signIn(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** Signs in and opens an employee's page; the first visit seeds the demo data, hence the wait. */
async function openEmployee(page: Page, path = EMPLOYEE): Promise<void> {
  await signIn(page);
  await open(page, path);
  await visible(tabs(page), 30_000);
}

/** A small, real PNG (a blue square drawn on a canvas), as the bytes a user's file holds. */
async function smallPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2563eb';
      context.fillRect(0, 0, 64, 64);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The message shown beside a form field. */
async function messageBeside(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ').trim();
}

describe("an employee's page", () => {
  test('tabs by keyboard, the NIR revealed, a photo refused then uploaded, a work e-mail already used, an exit recorded', async () => {
    const { page } = browser();
    await openEmployee(page);

    // The tabs, by keyboard: the chosen one is kept in the address.
    await tab(page, 'Identity').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentPath(page)).toBe(`${EMPLOYEE}?tab=private`);
    await expect.poll(() => tab(page, 'Private information').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => tab(page, 'Private information').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => currentPath(page)).toBe(`${EMPLOYEE}?tab=history`);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentPath(page)).toBe(`${EMPLOYEE}?tab=private`);

    // The NIR, masked until asked for.
    const nir = page.getByTestId('private-nir');
    await visible(nir, 15_000);
    expect(await nir.textContent()).toMatch(/^[12] \d{2} \d{2} \*\* \*\*\* \*\*\* \*\*$/);
    await page.getByRole('button', { name: 'Show: Social security number (NIR)' }).click();
    await expect.poll(() => nir.textContent()).toMatch(/^[12] \d{2} \d{2} (\d{2}|2A|2B) \d{3} \d{3} \d{2}$/);
    await shoot(page, 'hr-employee-private');

    // The photo: a file over 2 MB is refused before it is sent, a small PNG shows at once.
    const input = page.getByLabel('Photo file');
    await input.setInputFiles({ name: 'trop-lourde.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await expect.poll(() => card(page).getByRole('alert').textContent()).toBe('This file weighs 3 MB: the photo must be 2 MB at most.');
    await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await smallPng(page) });
    await visible(page.getByText('Photo updated.'), 15_000);
    await expect.poll(() => card(page).locator('img').first().getAttribute('src')).toMatch(/assets\/profiles\/upload-2-\d+\.png$/);
    await expect.poll(() => card(page).locator('img').first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

    // The list shows it too (through the menu: the app, and its fake backend, stay loaded).
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Employees', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search the list' }).fill('nadia lamy');
    const link = page.getByRole('table').getByRole('link', { name: 'Nadia Lamy', exact: true });
    await visible(link, 30_000);
    const avatar = link.locator('xpath=ancestor::tr//img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/assets\/profiles\/upload-2-\d+\.png$/);

    // The work e-mail, checked as it is typed.
    await link.click();
    await (await visible(page.getByRole('link', { name: 'Edit', exact: true }), 20_000)).click();
    const email = page.locator('form').getByLabel(/^Work email( \*)?$/);
    await visible(email, 15_000);
    await email.fill('claire.martin@effectif.fr');
    await expect.poll(() => messageBeside(page, email), { timeout: 15_000 }).toBe('This address is already used by Claire Martin.');
    await saveScreenshot(page, 'hr-employee-email-taken');

    // Back without saving (the form asks first), then leaving the company: saved, it survives a reload.
    await page.getByRole('link', { name: 'Cancel' }).click();
    const unsaved = page.getByRole('dialog', { name: 'Leave without saving?' });
    await unsaved.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.poll(() => currentPath(page)).toBe(EMPLOYEE);
    await (await visible(page.getByRole('button', { name: 'Leaving the company' }), 15_000)).click();
    const dialog = page.getByRole('dialog', { name: 'Leaving the company' });
    await visible(dialog);
    await dialog.getByLabel(/^Reason for leaving/).selectOption({ label: 'Resignation' });
    await dialog.getByRole('button', { name: 'Record the exit' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    await page.reload();
    await visible(tabs(page), 20_000);
    await expect.poll(() => card(page).locator('.badge').first().textContent()).toBe('Left');
    expect(await page.getByRole('button', { name: 'Leaving the company' }).count()).toBe(0);
    expect(await page.getByRole('tabpanel').textContent()).toContain('Resignation');
  }, 120_000);

  test('a new principal assignment tells which open one it closes, and on which day', async () => {
    const { page } = browser();
    await signIn(page);
    await open(page, '/app/effectif/assignment/new');
    const employee = page.locator('form').getByRole('combobox', { name: /^Employee( \*)?$/ });
    await visible(employee, 30_000);
    await employee.click();
    await employee.fill('Nadia Lamy');
    const option = page.locator('form').getByRole('option').first();
    await visible(option, 30_000);
    await option.click();
    await page.locator('form').getByLabel(/^Start( \*)?$/).fill('2027-04-01');
    const notice = page.getByText(/^Saving will close the current assignment “.+” \(since \d{2}\/\d{2}\/\d{4}\) on 31\/03\/2027\.$/);
    await visible(notice, 15_000);
    await saveScreenshot(page, 'hr-assignment-closing-notice', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  test('reads well light, dark and right to left (screenshots), with no serious axe violation', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openEmployee(page);
    await visible(page.getByRole('tabpanel').getByText('nadia.lamy@effectif.fr'));
    expect(await seriousViolations(page), 'light').toEqual([]);
    await shoot(page, 'hr-employee-light');

    await tab(page, 'Assignments').click();
    await visible(page.getByRole('list', { name: 'Assignment history' }), 15_000);
    expect(await seriousViolations(page), 'timeline').toEqual([]);
    await shoot(page, 'hr-employee-timeline');

    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    await tab(page, 'Leave and balance').click();
    await visible(page.getByText('Remaining', { exact: true }), 15_000);
    expect(await seriousViolations(page), 'dark leaves').toEqual([]);
    await shoot(page, 'hr-employee-leaves-dark');
    await tab(page, 'Attendance this month').click();
    await visible(page.getByRole('heading', { level: 3 }).first(), 15_000);
    await expect.poll(() => page.getByRole('tabpanel').getByRole('status').count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousViolations(page), 'dark attendance').toEqual([]);
    await shoot(page, 'hr-employee-attendance-dark');

    await page.getByRole('button', { name: 'Switch to light mode', exact: true }).click();
    await tab(page, 'Salary history').click();
    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'العربية' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await visible(page.getByRole('tab', { name: 'سجل الرواتب' }));
    await visible(page.getByRole('tabpanel').getByRole('table'), 15_000);
    expect(await seriousViolations(page), 'rtl').toEqual([]);
    await shoot(page, 'hr-employee-rtl-arabic');
  }, 120_000);
});
