import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations, signInAsAdmin, visible } from './app';
import { open, setupBrowser, shoot, waitForPath } from './browser';
import { freeEmployee } from './free-employee';

const browser = setupBrowser();

const LEAVES = '/app/effectif/leave';
/** Every step waits for the fake backend's 500 ms, and the first HR page seeds the demo data. */
const LONG = { timeout: 240_000 };

const notice = (page: Page) => page.getByTestId('leave-notice');
const summary = (page: Page) => page.getByTestId('leave-summary');

describe('a leave request ending on 31 December', () => {
  test('counts up to the return to work in January: 10 ouvrables live and once saved; the record shows its balance and decision', LONG, async () => {
    const { page } = browser();
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await open(page, LEAVES);
    await expect.poll(() => page.getByRole('table', { name: 'Leave' }).locator('tbody tr a').count(), { timeout: 90_000 }).toBeGreaterThan(0);
    const employee = await freeEmployee(page, '2026-12-14', '2027-01-08', 11);
    expect(employee, 'an employee free at the year end').not.toBeNull();
    if (!employee) return;

    await page.getByRole('link', { name: 'New leave request' }).click();
    await waitForPath(page, `${LEAVES}/new`);
    const picker = page.getByRole('combobox', { name: /^Employee/ });
    await picker.click();
    await picker.fill(employee.label.replace(/ \(.*$/, ''));
    await (await visible(page.getByRole('listbox').getByRole('option', { name: employee.label }))).click();
    await page.getByLabel(/^Start( \*)?$/).fill('2026-12-21');
    await page.getByLabel(/^End( \*)?$/).fill('2026-12-31');
    // Monday 21 to Thursday 31 December: back on Monday 4 January, 1 January off, Saturday 2 used up.
    await expect.poll(() => notice(page).textContent()).toContain('This request counts for 10 working days (Mon–Sat)');
    expect(await seriousViolations(page), 'form').toEqual([]);
    await shoot(page, 'leave-year-end-form');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/app\/effectif\/leave\/\d+$/, { timeout: 60_000 });
    await expect.poll(() => summary(page).textContent(), { timeout: 30_000 }).toContain('Days counted10 working days (Mon–Sat)');
    await expect.poll(() => summary(page).textContent()).toMatch(/Balance before this request([\d,]+) working days/);
    const before = Number((/Balance before this request([\d,]+) working days/.exec((await summary(page).textContent()) ?? '')?.[1] ?? '').replace(',', '.'));
    await expect.poll(() => summary(page).textContent()).toContain(`Balance after this request${String(before - 10).replace('.', ',')} working days`);
    // Who will decide: the head of the employee's unit.
    await expect.poll(() => summary(page).textContent()).toMatch(/DecisionAwaiting the decision of \S+/);

    const steps = page.getByRole('group', { name: 'Next steps' });
    await steps.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => summary(page).textContent(), { timeout: 30_000 }).toMatch(/Approved by Claire Martin on \d{2}\/\d{2}\/\d{4}/);
    // Approved, it still counts 10 days and draws the same balance.
    await expect.poll(() => summary(page).textContent()).toContain(`Balance after this request${String(before - 10).replace('.', ',')} working days`);
    expect(await seriousViolations(page), 'record').toEqual([]);
    // The toast's progress bar is an animation: shoot once it is gone.
    await page.getByText('Request approved.').waitFor({ state: 'hidden', timeout: 20_000 });
    await shoot(page, 'leave-year-end-record');

    await open(page, `/effectif/employee/${employee.employeeId}?tab=leaves`);
    const explained = page.getByTestId('balance-explained');
    await visible(explained, 60_000);
    await expect.poll(() => explained.textContent()).toMatch(/Months counted so far: \d+/);
    const waiver = page.getByRole('switch', { name: 'The employee waives the split-leave bonus for this period' });
    await expect.poll(() => waiver.isChecked()).toBe(false);
    // Ticked once the backend has recorded it.
    await waiver.click();
    await expect.poll(() => waiver.isChecked(), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: /waives the split-leave bonus/ }).isChecked(), { timeout: 60_000 }).toBe(true);
    expect(await seriousViolations(page), 'balance').toEqual([]);
    await shoot(page, 'leave-year-end-balance');
  });
});
