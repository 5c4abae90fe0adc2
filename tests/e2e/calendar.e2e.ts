import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, seriousViolations, signInAsAdmin, visible } from './app';
import { setupBrowser, shoot, waitForPath } from './browser';
import { layoutAttributes } from './shell';

const browser = setupBrowser();

const pad = (value: number) => String(value).padStart(2, '0');
const isoOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Today, and two other days of the same month for the moves (the month view shows all three). */
function daysOfThisMonth() {
  const now = new Date();
  const shifted = (days: number) => isoOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
  const early = now.getDate() <= 15;
  return { today: isoOf(now), first: shifted(early ? 2 : -2), second: shifted(early ? 5 : -5) };
}

const grid = (page: Page) => page.getByRole('grid');
const cell = (page: Page, day: string) => grid(page).locator(`[data-day="${day}"]`);
const chip = (page: Page, day: string, title: string) => cell(page, day).getByRole('button', { name: new RegExp(title) });

/** Waits until the calendar has loaded what it shows (after a page load, the fake backend starts first). */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => grid(page).getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
}

/** Every step waits for the fake backend's 500 ms, and each reload restarts it. */
const LONG = { timeout: 180_000 };

/** The test's page, with room for a month of leaves read by a busy machine. */
function calendarPage(): Page {
  const { page } = browser();
  page.setDefaultTimeout(30_000);
  page.setDefaultNavigationTimeout(30_000);
  return page;
}

/** Signs in, opens the leaves, then the team calendar from their link. */
async function openCalendarFromLeaves(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Leave', exact: true }).click();
  await waitForPath(page, '/app/effectif/leave');
  await page.getByRole('link', { name: 'Team calendar' }).click();
  await waitForPath(page, '/app/effectif/calendar');
  await expect.poll(() => headingText(page)).toBe('Team calendar');
  await settled(page);
}

/** Fills and saves the event dialog. */
async function saveEvent(page: Page, dialogName: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
  const dialog = await visible(page.getByRole('dialog', { name: dialogName }));
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the team calendar', () => {
  test('opens from the leaves; switches week and month; creates, moves, edits and deletes an event that persists', LONG, async () => {
    const page = calendarPage();
    const { today, first, second } = daysOfThisMonth();
    await openCalendarFromLeaves(page);
    await expect.poll(() => cell(page, today).getAttribute('aria-current')).toBe('date');
    expect(await grid(page).locator('tbody tr').count()).toBeGreaterThanOrEqual(4);

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect.poll(() => grid(page).locator('tbody tr').count()).toBe(1);
    expect(await grid(page).getByRole('gridcell').count()).toBe(7);
    await expect.poll(() => page.url()).toContain('view=week');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect.poll(() => grid(page).locator('tbody tr').count()).toBeGreaterThanOrEqual(4);
    await settled(page);

    // Create, on today.
    await page.getByRole('button', { name: 'New event' }).click();
    await saveEvent(page, 'New event', (dialog) => dialog.getByLabel('Title').fill('Point e2e'));
    await visible(chip(page, today, 'Point e2e'));

    // Move through the dialog: new dates.
    await chip(page, today, 'Point e2e').click();
    await saveEvent(page, 'Edit event', async (dialog) => {
      await dialog.getByLabel('End').fill(first);
      await dialog.getByLabel('Start').fill(first);
    });
    await visible(chip(page, first, 'Point e2e'));
    expect(await chip(page, today, 'Point e2e').count()).toBe(0);

    // Move by drag and drop onto the day's number, once the month read again after the save is
    // shown (a chip drawn again under the mouse ends the drag).
    await settled(page);
    await chip(page, first, 'Point e2e').dragTo(cell(page, second), { targetPosition: { x: 24, y: 12 } });
    await visible(chip(page, second, 'Point e2e'));
    expect(await chip(page, first, 'Point e2e').count()).toBe(0);

    // Edit the title.
    await chip(page, second, 'Point e2e').click();
    await saveEvent(page, 'Edit event', (dialog) => dialog.getByLabel('Title').fill('Point e2e renommé'));
    await visible(chip(page, second, 'Point e2e renommé'));

    // A reload reads it back from the backend, where it was moved and renamed.
    await page.reload();
    await settled(page);
    await visible(chip(page, second, 'Point e2e renommé'));

    // The keyboard: a day opens with Enter, the event is edited from there.
    await cell(page, second).focus();
    await page.keyboard.press('Enter');
    const day = await visible(page.getByRole('dialog'));
    await day.getByRole('button', { name: 'Edit “Point e2e renommé”' }).click();
    const edit = await visible(page.getByRole('dialog', { name: 'Edit event' }));
    await edit.getByRole('button', { name: 'Delete' }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete the event' }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => chip(page, second, 'Point e2e').count()).toBe(0);
    await page.reload();
    await settled(page);
    expect(await chip(page, second, 'Point e2e').count()).toBe(0);
  });

  test("filters by a service: that service's events and the company-wide ones stay", LONG, async () => {
    const page = calendarPage();
    const { today } = daysOfThisMonth();
    await openCalendarFromLeaves(page);
    const filters = page.getByRole('group', { name: 'Filter by unit' });
    const service = filters.getByLabel('Service', { exact: true });
    // The units arrive after the page: wait for them.
    await expect.poll(() => service.locator('option').allTextContents()).toContain('Paie');
    const options = await service.locator('option').allTextContents();
    const [paie, other] = [options.indexOf('Paie'), options.findIndex((name, index) => index > 0 && name !== 'Paie')];
    expect(paie).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'New event' }).click();
    await saveEvent(page, 'New event', async (dialog) => {
      await dialog.getByLabel('Title').fill('Réunion paie e2e');
      await dialog.getByLabel('Service concerned').selectOption({ label: 'Paie' });
    });
    await page.getByRole('button', { name: 'New event' }).click();
    await saveEvent(page, 'New event', (dialog) => dialog.getByLabel('Title').fill('Pot de toute la société e2e'));

    const leaveChips = () => grid(page).locator('.cal-chip--leave').count();
    const everyone = await leaveChips();
    const asked = page.waitForRequest((request) => request.url().includes('/app/leave') && request.url().includes('serviceId='));
    await service.selectOption({ label: options[other] });
    await asked;
    await settled(page);
    await expect.poll(() => page.url()).toMatch(/serviceId=\d+/);
    await visible(chip(page, today, 'Pot de toute la société e2e'));
    expect(await chip(page, today, 'Réunion paie e2e').count()).toBe(0);
    expect(await leaveChips()).toBeLessThanOrEqual(everyone);

    await service.selectOption({ label: 'Paie' });
    await settled(page);
    await visible(chip(page, today, 'Réunion paie e2e'));
    // The selects above narrow to Paie's units.
    expect(await filters.getByLabel('Department').locator('option:checked').textContent()).toBe('All departments');
    await filters.getByLabel('Enterprise').selectOption({ index: 1 });
    await expect.poll(() => page.url()).not.toContain('serviceId');
  });

  test('light, with the event dialog open: screenshots, and no serious axe violation', LONG, async () => {
    const page = calendarPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCalendarFromLeaves(page);
    expect(await seriousViolations(page), 'light').toEqual([]);
    await shoot(page, 'calendar-light');

    await page.getByRole('button', { name: 'New event' }).click();
    await visible(page.getByRole('dialog', { name: 'New event' }));
    expect(await seriousViolations(page), 'dialog').toEqual([]);
    await shoot(page, 'calendar-dialog');
  });

  test('dark, the week: screenshot, and no serious axe violation', LONG, async () => {
    const page = calendarPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCalendarFromLeaves(page);
    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await settled(page);
    expect(await seriousViolations(page), 'dark').toEqual([]);
    await shoot(page, 'calendar-week-dark');
  });

  test('right to left, in Arabic: screenshot, and no serious axe violation', LONG, async () => {
    const page = calendarPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openCalendarFromLeaves(page);
    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'العربية' });
    await expect.poll(() => headingText(page)).toBe('تقويم الفريق');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await settled(page);
    expect(await seriousViolations(page), 'rtl').toEqual([]);
    await shoot(page, 'calendar-rtl-arabic');
  });
});
