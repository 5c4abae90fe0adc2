import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, moveStatus as move, nextSteps, seriousViolations, signInAsAdmin, visible } from './app';
import { open, patientPage, setupBrowser, shoot, waitForPath } from './browser';
import { freeEmployee } from './free-employee';
import { layoutAttributes } from './shell';

const browser = setupBrowser();

const LEAVES = '/app/effectif/leave';

/** Every step waits for the fake backend's 500 ms, and the first HR page seeds the demo data. */
const LONG = { timeout: 180_000 };

const hrPage = (): Page => patientPage(browser);

/** Signs in and opens the leave list once its rows are there (the demo data is seeded on the first visit). */
async function openLeaves(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Leave', exact: true }).click();
  await waitForPath(page, LEAVES);
  await expect.poll(() => page.getByRole('table', { name: 'Leave' }).locator('tbody tr a').count(), { timeout: 60_000 }).toBeGreaterThan(0);
}

/** Picks the first record a searchable select offers for `typed`. */
async function pick(scope: Page | Locator, name: RegExp, typed = ''): Promise<void> {
  const box = scope.getByRole('combobox', { name });
  await box.click();
  if (typed) await box.fill(typed);
  const option = scope.getByRole('listbox').getByRole('option').first();
  await visible(option);
  await option.click();
}

/** A Monday of September next year (no public holiday that week), and that week's Friday. */
function septemberWeek(): { monday: string; friday: string } {
  const year = new Date().getFullYear() + 1;
  const first = new Date(Date.UTC(year, 8, 7));
  const monday = new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * 86_400_000);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { monday: iso(monday), friday: iso(new Date(monday.getTime() + 4 * 86_400_000)) };
}

const notice = (page: Page) => page.getByTestId('leave-notice');

describe('leaves', () => {
  test('a request counts its days as it is typed, is saved, then approved with a comment', LONG, async () => {
    const page = hrPage();
    await openLeaves(page);
    const { monday, friday } = septemberWeek();
    // Someone else's request: the signed-in administrator does not decide her own.
    const employee = await freeEmployee(page, monday, friday, 6);
    expect(employee, 'an employee free that week').not.toBeNull();
    if (!employee) return;
    await page.getByRole('link', { name: 'New leave request' }).click();
    await waitForPath(page, `${LEAVES}/new`);
    await pick(page, /^Employee/, employee.name);
    await page.getByLabel(/^Start( \*)?$/).fill(monday);
    await page.getByLabel(/^End( \*)?$/).fill(friday);
    // Monday to Friday of paid leave uses the Saturday too: 6 jours ouvrables.
    await expect.poll(() => notice(page).textContent()).toContain('This request counts for 6 working days (Mon–Sat)');
    await expect.poll(() => notice(page).textContent()).toMatch(/Paid leave remaining: [\d,]+ working days/);
    await page.getByLabel(/^Starts( \*)?$/).selectOption({ label: 'In the afternoon' });
    await expect.poll(() => notice(page).textContent()).toContain('This request counts for 5,5 working days (Mon–Sat)');
    expect(await seriousViolations(page), 'form').toEqual([]);
    await shoot(page, 'leave-request-count');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/app\/effectif\/leave\/\d+$/, { timeout: 60_000 });
    await visible(page.getByRole('heading', { name: `${employee.name} — Paid leave` }), 60_000);
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Approve', 'Reject', 'Cancel the request']);

    await nextSteps(page).getByRole('button', { name: 'Approve' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
    await dialog.getByLabel('Comment (optional)').fill('Bon repos !');
    expect(await seriousViolations(page), 'dialog').toEqual([]);
    // The pointer rests where it clicked Approve, over the "created" toast, which pauses it: away, the toast goes.
    await page.mouse.move(640, 790);
    await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 15_000 }).toBe(0);
    await shoot(page, 'leave-approve-dialog');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByText('Request approved.'));
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Cancel the request']);
    // The decision says who took it, and with which comment.
    const decided = page.getByTestId('leave-summary');
    await expect.poll(() => decided.textContent()).toMatch(/Approved by Claire Martin on \d{2}\/\d{2}\/\d{4}Decision commentBon repos !/);

    // Read back from the backend: approved, with its comment and 5,5 days.
    await page.reload();
    await expect.poll(() => decided.textContent(), { timeout: 30_000 }).toContain('Decision commentBon repos !');
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Cancel the request']);
  });

  test('balances and the absences of a service, light, dark and right to left', LONG, async () => {
    const page = hrPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLeaves(page);

    await page.getByRole('link', { name: 'Balances' }).click();
    await waitForPath(page, `${LEAVES}/balances`);
    const balances = page.getByRole('table', { name: 'Balances' });
    await expect.poll(() => balances.locator('tbody tr a').count()).toBe(20);
    await visible(page.getByText(/^Paid leave in working days \(Mon–Sat\), reference period/));
    await page.getByRole('searchbox').fill('Claire Martin');
    await expect.poll(() => balances.locator('tbody tr a').allTextContents()).toEqual(['Claire Martin']);
    expect(await seriousViolations(page), 'balances').toEqual([]);
    await shoot(page, 'leave-balances');

    await open(page, LEAVES);
    await page.getByRole('link', { name: 'Absences by service' }).click({ timeout: 60_000 });
    await waitForPath(page, `${LEAVES}/absences`);
    await visible(page.getByText('Choose a service to see who is away.'));
    const picker = page.getByRole('group', { name: 'Service to show' });
    const [enterprise, direction, department, service] = await picker.getByRole('combobox').all();
    for (const [box, typed] of [[enterprise, 'Effectif'], [direction, ''], [department, ''], [service, '']] as const) {
      await box.click();
      if (typed) await box.fill(typed);
      const option = picker.getByRole('listbox').getByRole('option').first();
      await visible(option);
      await option.click();
    }
    await expect.poll(() => page.url()).toMatch(/serviceId=\d+/);
    const grid = page.locator('table.absence-grid');
    await expect.poll(() => grid.locator('tbody tr').count()).toBeGreaterThan(0);
    const days = await grid.locator('thead th').count();
    expect(days).toBeGreaterThanOrEqual(29);

    // Back and forth through the months until one shows a leave.
    for (let step = 0; step < 6 && (await grid.locator('.absence-bar').count()) === 0; step += 1) {
      await page.getByRole('button', { name: 'Previous month' }).click();
      await expect.poll(() => page.url()).toMatch(/month=\d{4}-\d{2}/);
      await expect.poll(() => grid.locator('tbody tr').count()).toBeGreaterThan(0);
    }
    expect(await grid.locator('.absence-bar').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page), 'absences light').toEqual([]);
    await shoot(page, 'leave-absences-light');

    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    expect(await seriousViolations(page), 'absences dark').toEqual([]);
    await shoot(page, 'leave-absences-dark');

    await page.getByRole('button', { name: 'Switch to light mode', exact: true }).click();
    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'العربية' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => headingText(page)).not.toBe('Leave');
    await expect.poll(() => grid.locator('.absence-bar').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page), 'absences rtl').toEqual([]);
    await shoot(page, 'leave-absences-rtl-arabic');
  });
});

describe('missions', () => {
  test('an order goes from draft to submitted to approved, each step asked first', LONG, async () => {
    const page = hrPage();
    await openLeaves(page);
    await open(page, '/app/effectif/mission?status=draft');
    const table = page.getByRole('table', { name: 'Missions' });
    // A page load starts the fake backend again: give it time.
    await expect.poll(() => table.locator('tbody tr a').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    // Someone else's order: the signed-in administrator does not decide her own.
    await table.locator('tbody tr').filter({ hasNotText: 'Claire Martin' }).first().locator('a').first().click();
    await page.waitForURL(/\/app\/effectif\/mission\/\d+$/);
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Submit', 'Cancel the order']);
    await visible(page.getByRole('region', { name: 'Expenses summary' }));

    await move(page, 'Submit', 'Submit this mission order?');
    await visible(page.getByText('Mission order submitted.'));
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Approve', 'Reject', 'Cancel the order']);
    await move(page, 'Approve', 'Approve this mission order?');
    await visible(page.getByText('Mission order approved.'));
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Start the mission', 'Cancel the order']);
    await expect.poll(() => page.getByTestId('decision-summary').textContent()).toMatch(/Approved by Claire Martin on \d{2}\/\d{2}\/\d{4}/);
    expect(await seriousViolations(page), 'mission').toEqual([]);

    await page.reload();
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Start the mission', 'Cancel the order']);
    await shoot(page, 'mission-approved');
  });
});
