import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, openUserMenu, seriousViolations, signInAsAdmin, visible } from './app';
import { open, patientPage, setupBrowser, shoot, waitForPath } from './browser';
import { recordExit } from './exit-steps';

const browser = setupBrowser();

/** The demo employee (Émilie Nowak): employed and placed whatever the demo's day. */
const EMPLOYEE = '/effectif/employee/19';
const RETENTION = '/app/effectif/retention';
/** Every step waits for the fake backend's 500 ms, and the first HR page seeds the demo data. */
const LONG = { timeout: 240_000 };

const iso = (day: Date) => `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
const shown = (date: string) => date.split('-').reverse().join('/');

/** Today as the browser has it, and the day the file of someone leaving today is due: 5 years and a day later. */
function days() {
  const today = new Date();
  const due = new Date(today.getFullYear() + 5, today.getMonth(), today.getDate() + 1);
  return { today: iso(today), due: iso(due) };
}

async function openRetention(page: Page): Promise<void> {
  await openUserMenu(page);
  await chooseInUserMenu(page, 'Retention');
  await waitForPath(page, RETENTION);
  await visible(page.getByRole('heading', { name: 'Retention policy' }), 60_000);
}

describe('forgetting on time, in fake mode', () => {
  test('an exit today; five years and a day later (the backend clock moved) HR runs a dry run, then purges the file', LONG, async () => {
    const page = patientPage(browser);
    const { today, due } = days();
    await signInAsAdmin(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await open(page, EMPLOYEE);
    await visible(page.getByRole('tablist', { name: 'Employee file' }), 30_000);
    await recordExit(page, today);

    // Today: the file is kept (the register keeps it 5 years); the policy says so.
    await openRetention(page);
    await visible(page.getByRole('heading', { name: `Due on ${shown(today)}` }));
    await visible(page.getByRole('row', { name: /Employee file.*5 years after the exit/ }));
    const dueNow = page.getByRole('table', { name: 'People concerned' });
    if (await dueNow.isVisible()) await expect.poll(() => dueNow.getByRole('row', { name: /Émilie Nowak/ }).filter({ hasText: 'Employee file' }).count()).toBe(0);

    // Five years and a day later: the backend's clock is moved (docs/testing.md).
    await page.evaluate((day) => window.effectifDemoClock?.(day), due);
    await open(page, RETENTION);
    await visible(page.getByRole('heading', { name: `Due on ${shown(due)}` }), 60_000);
    const people = page.getByRole('table', { name: 'People concerned' });
    const emilie = people.getByRole('row', { name: /Émilie Nowak/ });
    await visible(emilie);
    await visible(emilie.getByText('Employee file'));

    // The dry run says what would change, and changes nothing.
    await page.getByRole('button', { name: 'Dry run' }).click();
    const dryRun = await visible(page.getByRole('region', { name: 'What a purge would change' }));
    await visible(dryRun.getByRole('row', { name: /Émilie Nowak/ }).getByText(/anonymised: .*First name.*Last name/));
    expect(await seriousViolations(page)).toEqual([]);
    await dryRun.evaluate((region) => region.scrollIntoView({ block: 'start' }));
    await shoot(page, 'retention-dry-run-desktop', { fullPage: false });
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await dryRun.evaluate((region) => region.scrollIntoView({ block: 'start' }));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'retention-dry-run-390', { fullPage: false });
    if (desktop) await page.setViewportSize(desktop);

    // The purge, confirmed in a dialog.
    await page.getByRole('button', { name: 'Purge…' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Purge the data due?' }));
    await visible(dialog.getByText(/This cannot be undone/));
    await shoot(page, 'retention-confirm-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Purge', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByRole('status').filter({ hasText: /^Purge done\. People concerned: \d+\.$/ }), 60_000);
    await visible(page.getByText('Nothing is due today.'));

    // The record keeps its employment (the register's line), its names are gone.
    await open(page, EMPLOYEE);
    await visible(page.getByRole('heading', { name: /Anonyme Anonyme/ }), 30_000);
    await expect.poll(() => page.getByText('Émilie').count()).toBe(0);

    await open(page, RETENTION);
    await visible(page.getByText('Nothing is due today.'), 60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await visible(page.getByRole('heading', { name: 'Retention policy' }));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'retention-390');
  });
});
