import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, nextSteps, seriousViolations, signInForm, visible } from './app';
import { open, saveScreenshot, setupBrowser, waitForPath } from './browser';
import { AREAS } from './shell';

const browser = setupBrowser();
const LONG = { timeout: 90_000 };

/** The demo accounts of each role (docs/roles.md), seeded in fake mode as on the server. */
const HR = { email: 'rh@effectif.fr', password: 'Effectif-RH-2026' };
const MANAGER = { email: 'manager@effectif.fr', password: 'Effectif-Manager-2026', name: 'Véronique Vasseur' };
const EMPLOYEE = { email: 'employe@effectif.fr', password: 'Effectif-Employe-2026', name: 'Émilie Nowak' };

/** Signs in through the form, as a user of that role does. */
async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await open(page, '/auth');
  const form = signInForm(page);
  await visible(form.submit);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
const areasBut = (...left: string[]) => AREAS.map((area) => area.en).filter((label) => !left.includes(label));

describe('each demo role signs in and sees its own menu and pages', () => {
  test('a manager approves a pending leave of her team, sees only her own salary, and no administration', LONG, async () => {
    const { page } = browser();
    page.setDefaultTimeout(30_000);
    await signInAs(page, MANAGER);
    await waitForPath(page, '/');
    await expect.poll(() => headingText(page)).toBe('Dashboard');
    // Manager and employee: every area, her own salary included.
    await expect.poll(() => sidebar(page).getByRole('link').allTextContents()).toEqual(areasBut());
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Log out' }));
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Audit trail' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'roles-manager-dashboard');

    // Her team's pending requests: one of someone else's, approved.
    await open(page, '/app/effectif/leave?status=pending');
    const rows = page.getByRole('table').locator('tbody tr');
    await visible(rows.first());
    const teamRow = rows.filter({ hasNotText: MANAGER.name }).first();
    await teamRow.getByRole('link').first().click();
    await page.waitForURL(/\/app\/effectif\/leave\/\d+$/);
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toContain('Approve');
    await nextSteps(page).getByRole('button', { name: 'Approve' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
    await dialog.getByLabel('Comment (optional)').fill('Validé par la DSI');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await visible(page.getByText('Request approved.'));
    // The decision names her, with her comment.
    await expect.poll(() => page.getByTestId('leave-summary').textContent()).toContain(`Approved by ${MANAGER.name} on`);
    await expect.poll(() => page.getByTestId('leave-summary').textContent()).toContain('Decision commentValidé par la DSI');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'roles-manager-approved');

    // Salaries: her own only, never her team's.
    await open(page, '/app/effectif/salary');
    const rowTexts = () => rows.allTextContents();
    await expect.poll(async () => (await rowTexts()).some((cell) => cell.includes(MANAGER.name))).toBe(true);
    expect((await rowTexts()).filter((cell) => !cell.includes(MANAGER.name))).toEqual([]);
  });

  test('an employee lands on her own record, and is told a page is not hers', LONG, async () => {
    const { page } = browser();
    page.setDefaultTimeout(30_000);
    await signInAs(page, EMPLOYEE);
    await page.waitForURL(/\/effectif\/employee\/\d+$/);
    await visible(page.getByRole('heading', { name: new RegExp(EMPLOYEE.name), level: 2 }));
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await sidebar(page).getByRole('link').allTextContents()).toEqual(areasBut('Projects'));
    await saveScreenshot(page, 'roles-employee-home');

    await open(page, '/app/effectif/projet');
    await visible(page.getByRole('heading', { name: 'Not allowed', level: 1 }));
    await visible(page.getByText('Your account does not allow you to open “Projects”.'));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'roles-employee-not-allowed');
    await page.getByRole('link', { name: 'Back to my home page' }).click();
    await page.waitForURL(/\/effectif\/employee\/\d+$/);
  });

  test("an HR administrator manages her enterprise's people: New and Import are offered", LONG, async () => {
    const { page } = browser();
    page.setDefaultTimeout(30_000);
    await signInAs(page, HR);
    await waitForPath(page, '/');
    await open(page, '/effectif/employee');
    await visible(page.getByRole('link', { name: /^New / }));
    await visible(page.getByRole('link', { name: /Import/ }));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Users' }));
  });
});
