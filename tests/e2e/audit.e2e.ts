import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, openUserMenu, seriousViolations, signInAsAdmin, visible } from './app';
import { open, patientPage, setupBrowser, shoot, waitForPath } from './browser';

const browser = setupBrowser();

/** An employee on a CDI, hired long ago (the demo data's third). */
const EMPLOYEE = '/effectif/employee/3';
/** Every step waits for the fake backend's 500 ms, and the first HR page seeds the demo data. */
const LONG = { timeout: 180_000 };

describe('the audit trail', () => {
  test("an employee's change shows in their History tab and in the audit trail, who and what", LONG, async () => {
    const page = patientPage(browser);
    await signInAsAdmin(page);
    await open(page, EMPLOYEE);
    await (await visible(page.getByRole('link', { name: 'Edit', exact: true }), 60_000)).click();
    const phone = page.locator('form').getByLabel(/^Phone( \*)?$/);
    await visible(phone, 30_000);
    const before = await phone.inputValue();
    await phone.fill('07 00 00 00 01');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, EMPLOYEE, 60_000);

    await page.getByRole('tab', { name: 'History', exact: true }).click();
    const history = page.getByRole('table', { name: 'History of this record' });
    const latest = history.locator('tbody tr').first();
    await visible(latest, 30_000);
    await expect.poll(() => latest.textContent()).toContain(`Phone: ${before} → 07 00 00 00 01`);
    expect(await latest.textContent()).toContain('Claire Martin');
    expect(await latest.textContent()).toContain('Changed');
    expect(await seriousViolations(page), 'history').toEqual([]);
    await shoot(page, 'audit-employee-history');

    // The account menu's Administration, beside the users.
    await openUserMenu(page);
    await chooseInUserMenu(page, 'Audit trail');
    await waitForPath(page, '/app/effectif/audit');
    const trail = page.getByRole('table', { name: 'Audit trail' });
    await expect.poll(() => trail.locator('tbody tr').first().textContent(), { timeout: 30_000 }).toContain(`Phone: ${before} → 07 00 00 00 01`);
    expect(await seriousViolations(page), 'audit trail').toEqual([]);
    await shoot(page, 'audit-trail');
  });
});
