import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, seriousViolations, signInAsAdmin, visible } from './app';
import { setupBrowser, shoot, waitForPath } from './browser';
import { layoutAttributes } from './shell';

const browser = setupBrowser();

const GRID = '/app/effectif/attendance/grid';

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The first Saturday of this month: nobody works on Saturdays in the demo data. */
function firstSaturday(): string {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  return isoOf(new Date(first.getFullYear(), first.getMonth(), 1 + ((6 - first.getDay() + 7) % 7)));
}

/** The Monday of this month's first whole week, and its seven dates. */
function firstWholeWeek(): string[] {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const monday = 1 + ((8 - first.getDay()) % 7);
  return Array.from({ length: 7 }, (_, i) => isoOf(new Date(first.getFullYear(), first.getMonth(), monday + i)));
}

const row = (page: Page, date: string) => page.locator(`tr[data-day="${date}"]`);
const monthTotal = (page: Page) => page.locator('[data-month-total]').textContent();

/** Signs in, opens the attendance list, then its month grid from the toolbar's link. */
async function openGridFromList(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Attendance', exact: true }).click();
  await waitForPath(page, '/app/effectif/attendance');
  // The first visit seeds the browser's database: wait for the list's rows.
  await expect.poll(() => page.locator('table tbody tr a').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Month grid' }).click();
  await waitForPath(page, GRID);
  await visible(page.getByRole('heading', { name: 'Month grid', level: 2 }));
}

/** Picks the first employee the search for `typed` offers; returns their name. */
async function pickEmployee(page: Page, typed: string): Promise<string> {
  const box = page.getByRole('combobox', { name: 'Employee' });
  await box.fill(typed);
  const option = page.getByRole('listbox', { name: 'Choices' }).getByRole('option').first();
  const name = (await visible(option, 10_000)).textContent();
  await option.click();
  await expect.poll(() => page.locator('tr[data-day]').count(), { timeout: 15_000 }).toBeGreaterThan(27);
  return (await name) ?? '';
}

/** Picks a service down from the first enterprise, direction and department offered. */
async function pickService(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'By service' }).click();
  for (const level of ['Company', 'Division', 'Department', 'Service']) {
    await page.getByRole('combobox', { name: level, exact: true }).click();
    await (await visible(page.getByRole('listbox', { name: 'Choices' }).getByRole('option').first(), 10_000)).click();
  }
  await visible(page.getByRole('table', { name: /^Attendance of the .+ service — / }), 30_000);
}

// The first visit seeds the browser's database, and a service's month is a few pages of records.
describe('the attendance month grid', { timeout: 120_000 }, () => {
  test("enters a day's check-in and check-out for an employee: the totals follow, a reload keeps them", async () => {
    const { page } = browser();
    const saturday = firstSaturday();
    await openGridFromList(page);
    const name = await pickEmployee(page, 'mar');
    await expect.poll(() => page.url()).toMatch(/employeeId=\d+/);
    expect(await page.getByRole('table', { name: new RegExp(`^Attendance of ${name.replace(/[()]/g, '\\$&')}`) }).count()).toBe(1);
    const before = await monthTotal(page);
    expect(await row(page, saturday).locator('[data-worked]').textContent()).toBe('—');

    const checkIn = row(page, saturday).getByRole('textbox', { name: /^Check-in,/ });
    const checkOut = row(page, saturday).getByRole('textbox', { name: /^Check-out,/ });
    await checkIn.fill('09:00');
    await checkIn.press('Enter');
    // Stored with the record form's default break of 60 minutes.
    await expect.poll(() => row(page, saturday).getByRole('textbox', { name: /^Break \(min\),/ }).inputValue()).toBe('60');
    await checkOut.fill('13:30');
    await checkOut.press('Enter');
    await expect.poll(() => row(page, saturday).locator('[data-worked]').textContent()).toBe('3 h 30');
    await expect.poll(() => monthTotal(page)).not.toBe(before);
    const after = await monthTotal(page);

    // Escape puts the stored time back over one typed but not entered.
    await checkOut.fill('08:00');
    await checkOut.press('Escape');
    expect(await checkOut.inputValue()).toBe('13:30');

    await page.reload();
    await expect.poll(() => row(page, saturday).locator('[data-worked]').textContent(), { timeout: 15_000 }).toBe('3 h 30');
    expect(await checkIn.inputValue()).toBe('09:00');
    expect(await monthTotal(page)).toBe(after);
  });

  test("shows a service's people across the month's days, and moves month by month", async () => {
    const { page } = browser();
    await openGridFromList(page);
    await pickService(page);
    await expect.poll(() => page.url()).toMatch(/mode=service&serviceId=\d+/);
    const table = page.getByRole('table', { name: /^Attendance of the .+ service — / });
    const days = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 0).getDate();
    expect(await table.getByRole('columnheader').count()).toBe(days + 2);
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThan(0);
    // Weekends are shaded: the first Saturday's column says so.
    const saturday = Number(firstSaturday().slice(8));
    expect(await table.getByRole('columnheader').nth(saturday).getAttribute('class')).toContain('att-off-cell');

    const title = await page.locator('.att-month').textContent();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect.poll(() => page.locator('.att-month').textContent()).not.toBe(title);
    await expect.poll(() => page.url()).toMatch(/month=\d{4}-\d{2}/);
    const previous = (await page.locator('.att-month').textContent()) ?? '';
    await visible(page.getByRole('table', { name: new RegExp(`service — ${previous}$`, 'i') }), 15_000);
  });

  test('names a week without 35 h of uninterrupted rest, in English and in French', async () => {
    const { page } = browser();
    const week = firstWholeWeek();
    await openGridFromList(page);
    await pickEmployee(page, 'mar');
    // Three hours every morning of the week: 21 h of rest at most between two days.
    for (const date of week) {
      for (const [name, time] of [['Check-in', '09:00'], ['Check-out', '12:00']]) {
        const box = row(page, date).getByRole('textbox', { name: new RegExp(`^${name},`) });
        await box.fill(time);
        await box.press('Enter');
        await expect.poll(() => box.inputValue(), { timeout: 15_000 }).toBe(time);
      }
    }
    // Every day saved: each shows its time worked.
    for (const date of week) await expect.poll(() => row(page, date).locator('[data-worked]').textContent(), { timeout: 15_000 }).not.toBe('—');
    const weekRow = page.locator(`tr[data-week="${week[0]}"]`);
    await visible(weekRow.getByText('Weekly rest < 35 h'), 15_000);
    expect(await weekRow.getByText('Longest uninterrupted rest of the week under 35 h (art. L3132-2)').count()).toBe(1);
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
    await weekRow.scrollIntoViewIfNeeded();
    await shoot(page, 'attendance-weekly-rest-en', { fullPage: false });

    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'Français' });
    await visible(weekRow.getByText('Repos hebdo < 35 h'), 15_000);
    await weekRow.scrollIntoViewIfNeeded();
    await shoot(page, 'attendance-weekly-rest-fr', { fullPage: false });
  });

  // Three axe runs over a month of editable rows: the slowest test here.
  test('light, dark and right to left: screenshots, and no serious axe violation', { timeout: 300_000 }, async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openGridFromList(page);
    await pickEmployee(page, 'mar');
    expect(await seriousViolations(page), 'light').toEqual([]);
    await shoot(page, 'attendance-grid-employee-light');

    await pickService(page);
    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    expect(await seriousViolations(page), 'dark').toEqual([]);
    await shoot(page, 'attendance-grid-service-dark');

    await page.getByRole('button', { name: 'Switch to light mode', exact: true }).click();
    await page.getByRole('button', { name: 'By employee' }).click();
    await expect.poll(() => page.locator('tr[data-day]').count(), { timeout: 15_000 }).toBeGreaterThan(27);
    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'العربية' });
    await expect.poll(() => headingText(page)).toBe('الحضور');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.locator('tr[data-day]').count(), { timeout: 15_000 }).toBeGreaterThan(27);
    expect(await seriousViolations(page), 'rtl').toEqual([]);
    await shoot(page, 'attendance-grid-employee-rtl');
  });
});
