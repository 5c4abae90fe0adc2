import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ROLE_ACCOUNTS, type DemoRoleAccount } from '../../mocks/fixtures/demo-accounts';
import { headingText, nextSteps, seriousViolations, signInForm, visible } from './app';
import { open, saveScreenshot, waitForPath } from './browser';
import { AREAS } from './shell';

/**
 * What a user of each demo role does after signing in (docs/roles.md), written once and run
 * by both browser suites: in fake mode (tests/e2e/roles.e2e.ts) and in api mode against the
 * server (tests/e2e/api/roles.e2e.ts). The demo accounts are seeded alike in both modes.
 */

const [HR, MANAGER, EMPLOYEE] = DEMO_ROLE_ACCOUNTS;
const nameOf = (account: DemoRoleAccount) => account.employee.user.person.label;

/** Where a journey's screenshots go: `{prefix}-{step}.png` (tests/e2e/artifacts/screenshots/). */
export interface Journey {
  page: Page;
  prefix: string;
}

/** Signs in through the form, as a user of that role does. */
async function signInAs(page: Page, account: DemoRoleAccount): Promise<void> {
  await open(page, '/auth');
  const form = signInForm(page);
  await visible(form.submit);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.submit.click();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
const areasBut = (...left: string[]) => AREAS.map((area) => area.en).filter((label) => !left.includes(label));

/** The manager: every area in her menu and no administration; approves a pending leave of her team; sees her own salary only. */
export async function managerJourney({ page, prefix }: Journey): Promise<void> {
  const name = nameOf(MANAGER);
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
  await saveScreenshot(page, `${prefix}-manager-dashboard`);

  // Her team's pending requests: one of someone else's, approved.
  await open(page, '/app/effectif/leave?status=pending');
  const rows = page.getByRole('table').locator('tbody tr');
  await visible(rows.first());
  const teamRow = rows.filter({ hasNotText: name }).first();
  await teamRow.getByRole('link').first().click();
  await page.waitForURL(/\/app\/effectif\/leave\/\d+$/);
  await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toContain('Approve');
  await nextSteps(page).getByRole('button', { name: 'Approve' }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
  await dialog.getByLabel('Comment (optional)').fill('Validé par la DSI');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await visible(page.getByText('Request approved.'));
  // The decision names her, with her comment.
  await expect.poll(() => page.getByTestId('leave-summary').textContent()).toContain(`Approved by ${name} on`);
  await expect.poll(() => page.getByTestId('leave-summary').textContent()).toContain('Decision commentValidé par la DSI');
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, `${prefix}-manager-approved`);

  // Salaries: her own only, never her team's.
  await open(page, '/app/effectif/salary');
  const rowTexts = () => rows.allTextContents();
  await expect.poll(async () => (await rowTexts()).some((cell) => cell.includes(name))).toBe(true);
  expect((await rowTexts()).filter((cell) => !cell.includes(name))).toEqual([]);
}

/** The employee: lands on her space, her menu her space, the team calendar and her record; her record is read-only; a page not hers says so and leads home. */
export async function employeeJourney({ page, prefix }: Journey): Promise<void> {
  await signInAs(page, EMPLOYEE);
  await page.waitForURL(/\/app\/effectif\/me$/);
  await visible(page.getByRole('heading', { name: 'My space', level: 1 }));
  expect(await sidebar(page).getByRole('link').allTextContents()).toEqual(['My space', 'Team calendar', 'My record']);
  await saveScreenshot(page, `${prefix}-employee-home`);
  await sidebar(page).getByRole('link', { name: 'My record' }).click();
  await page.waitForURL(new RegExp(`/effectif/employee/${EMPLOYEE.employee.id}$`));
  await visible(page.getByRole('heading', { name: new RegExp(nameOf(EMPLOYEE)), level: 2 }));
  expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);

  await open(page, '/app/effectif/projet');
  await visible(page.getByRole('heading', { name: 'Not allowed', level: 1 }));
  await visible(page.getByText('Your account does not allow you to open “Projects”.'));
  expect(await seriousViolations(page)).toEqual([]);
  await saveScreenshot(page, `${prefix}-employee-not-allowed`);
  await page.getByRole('link', { name: 'Back to my home page' }).click();
  await page.waitForURL(/\/app\/effectif\/me$/);
}

/** The HR administrator: her enterprise's people, with New and Import; the administration's Users and Audit trail. */
export async function hrJourney({ page, prefix }: Journey): Promise<void> {
  await signInAs(page, HR);
  await waitForPath(page, '/');
  await expect.poll(() => headingText(page)).toBe('Dashboard');
  await open(page, '/effectif/employee');
  await visible(page.getByRole('link', { name: /^New / }));
  await visible(page.getByRole('link', { name: /Import/ }));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await visible(page.getByRole('menuitem', { name: 'Users' }));
  await visible(page.getByRole('menuitem', { name: 'Audit trail' }));
  await saveScreenshot(page, `${prefix}-hr-menu`);
}
