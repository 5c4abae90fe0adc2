import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, seriousViolations, signInAsAdmin, visible } from './app';
import { setupBrowser, shoot, waitForPath } from './browser';
import { layoutAttributes } from './shell';

const browser = setupBrowser();

/** Signs in and waits for the dashboard's figures (the fake backend answers after its delay). */
async function openDashboard(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await expect.poll(() => headingText(page)).toBe('Dashboard');
  await visible(page.getByRole('link', { name: /^Pending leave requests: \d+$/ }), 20_000);
}

describe('the HR dashboard', () => {
  test('shows its tiles; "pending leaves" opens the leave list filtered, with the same total', async () => {
    const { page } = browser();
    await openDashboard(page);
    for (const name of [/^Active headcount: \d+$/, /^Arrivals this month: \d+$/, /^Away today: \d+$/, /^Contracts ending within 30 days: \d+$/]) {
      await visible(page.getByRole('link', { name }));
    }
    await visible(page.getByRole('region', { name: 'Active headcount by division' }));
    const tile = page.getByRole('link', { name: /^Pending leave requests: \d+$/ });
    const count = Number((await tile.getAttribute('aria-label'))?.match(/(\d+)$/)?.[1]);
    expect(count).toBeGreaterThan(0);

    await tile.click();
    await waitForPath(page, '/app/effectif/leave?status=pending');
    await expect.poll(() => headingText(page)).toBe('Leave');
    await expect.poll(() => page.getByTestId('list-range').textContent()).toBe(`1–${Math.min(20, count)} of ${count}`);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('pending');
  });

  test('reads well in light mode (screenshot), with no serious axe violation', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'dashboard-light');
  });

  test('reads well in dark mode (screenshot), with no serious axe violation', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'dashboard-dark');
  });

  test('reads well right to left in Arabic (screenshot), with no serious axe violation', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(page);
    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'العربية' });
    await expect.poll(() => headingText(page)).toBe('لوحة التحكم');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await visible(page.getByRole('link', { name: /^طلبات الإجازة المعلّقة: \d+$/ }));
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'dashboard-rtl-arabic');
  });

  test('on a phone, the tiles stack and stay reachable by keyboard', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    // Nothing sticks out sideways: the page does not scroll horizontally.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const tile = page.getByRole('link', { name: /^Active headcount: \d+$/ });
    await tile.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/effectif/employee?status=active');
    await expect.poll(() => headingText(page)).toBe('Employees');
    await page.goBack();
    await visible(page.getByRole('link', { name: /^Active headcount: \d+$/ }));
    await shoot(page, 'dashboard-phone');
  });
});
