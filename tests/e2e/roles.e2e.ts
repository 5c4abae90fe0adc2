import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Grant } from '../../src/domain/grants';
import type { LinkedEmployee, SessionUser } from '../../src/domain/user';
import { FAKE_TOKEN } from '../../mocks/config';
import { headingText, seriousViolations, visible } from './app';
import { open, saveScreenshot, setupBrowser, waitForPath } from './browser';
import { AREAS } from './shell';

const browser = setupBrowser();

/**
 * Opens the app as a user of a role, their session already kept in the browser as signing in
 * keeps it (docs/roles.md): the menu and the pages follow the session's grants.
 */
async function openAs(page: Page, path: string, grants: Grant[], employee: LinkedEmployee): Promise<void> {
  const user: SessionUser = {
    id: 7,
    email: 'someone@effectif.fr',
    username: 'someone',
    firstName: '',
    lastName: '',
    token: FAKE_TOKEN,
    data: { _id: '7', email: 'someone@effectif.fr', role: grants[0].role, grants },
    additional: { employee },
  };
  await page.addInitScript((session) => {
    if (localStorage.getItem('currentUser') === null) localStorage.setItem('currentUser', session);
  }, JSON.stringify(user));
  await open(page, path);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu', exact: true });
const areasBut = (...left: string[]) => AREAS.map((area) => area.en).filter((label) => !left.includes(label));

describe('each role sees its own menu and pages', () => {
  test("a manager: the dashboard, every area but salaries, no administration", async () => {
    const { page } = browser();
    await openAs(page, '/', [{ role: 'manager' }], {
      id: 108,
      profile: { nameFile: null },
      user: { person: { gender: 'F', label: 'Catherine Perez' } },
      position: { title: 'Responsable recrutement' },
    });
    await expect.poll(() => headingText(page)).toBe('Dashboard');
    await expect.poll(() => sidebar(page).getByRole('link').allTextContents()).toEqual(areasBut('Salary'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await visible(page.getByRole('menuitem', { name: 'Log out' }));
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    await saveScreenshot(page, 'roles-manager-menu');
  });

  test('an employee: their own record at home, and "not allowed" on a page that is not theirs', async () => {
    const { page } = browser();
    await openAs(page, '/app/effectif/projet', [{ role: 'employee' }], {
      id: 40,
      profile: { nameFile: 'portrait-14.svg' },
      user: { person: { gender: 'M', label: 'João Le Goff' } },
      position: { title: 'Développeur back-end' },
    });
    await visible(page.getByRole('heading', { name: 'Not allowed', level: 1 }));
    await visible(page.getByText('Your account does not allow you to open “Projects”.'));
    expect(await sidebar(page).getByRole('link').allTextContents()).toEqual(areasBut('Projects'));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'roles-employee-not-allowed');
    await page.getByRole('link', { name: 'Back to my home page' }).click();
    await waitForPath(page, '/effectif/employee/40');
    await visible(page.getByRole('heading', { name: /João Le Goff/, level: 2 }), 20_000);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await saveScreenshot(page, 'roles-employee-home');
  });
});
