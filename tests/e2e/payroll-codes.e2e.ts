import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, openUserMenu, signInAsAdmin, visible } from './app';
import { patientPage, saveScreenshot, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

/** The payroll codes of overtime and night hours are in hours, nothing else (docs/payroll.md, "Payroll codes"). */
describe('the payroll codes, in fake mode', () => {
  test('overtime and night hours offer hours alone as their unit', { timeout: 240_000 }, async () => {
    const page = patientPage(browser);
    await signInAsAdmin(page);
    await openUserMenu(page);
    await chooseInUserMenu(page, 'Payroll');
    await waitForPath(page, '/app/effectif/payroll');
    const section = page.getByRole('region', { name: 'Payroll codes' });
    for (const item of ['Overtime at +25%', 'Overtime at +50%', 'Night hours']) {
      const unit = await visible(section.getByLabel(`Unit: ${item}`), 60_000);
      expect(await unit.locator('option').allTextContents()).toEqual(['Hours']);
    }
    expect(await section.getByLabel('Unit: Meals').locator('option').count()).toBeGreaterThan(1);
    await section.getByLabel('Unit: Night hours').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'payroll-codes-hours', { fullPage: false });
  });
});
