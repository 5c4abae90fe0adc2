import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, nextSteps, openUserMenu, seriousViolations, signInAsAdmin, visible } from './app';
import { open, patientPage, setupBrowser, shoot, waitForPath } from './browser';
import { FAKE_TOKEN } from './free-employee';

const browser = setupBrowser();

const PAYROLL = '/app/effectif/payroll';
/** Every step waits for the fake backend's 500 ms, and the first HR page seeds the demo data. */
const LONG = { timeout: 240_000 };

/** The month before the browser's today, `YYYY-MM`, its first and last days, and its English name. */
function lastMonth() {
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const last = new Date(today.getFullYear(), today.getMonth(), 0);
  const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { month: iso(first).slice(0, 7), from: iso(first), to: iso(last), name: first.toLocaleString('en', { month: 'long', year: 'numeric' }) };
}

/**
 * An approved leave from `from` to `to` of someone who then worked in the enterprise, asked of
 * the fake backend as the app asks it (the leave list's page filters by dates, not by enterprise).
 */
async function approvedLeaveIn(page: Page, enterpriseId: number, from: string, to: string): Promise<number> {
  const id = await page.evaluate(
    async ({ token, query }) => {
      const answer = await fetch(`/api/app/leave?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      const { items } = (await answer.json()) as { items: { id: number }[] };
      return items[0]?.id;
    },
    { token: FAKE_TOKEN, query: new URLSearchParams({ enterpriseId: String(enterpriseId), status: 'approved', from, to, pageSize: '1' }).toString() },
  );
  expect(id, `an approved leave of enterprise ${enterpriseId} from ${from} to ${to}`).toBeTypeOf('number');
  return Number(id);
}

async function openPayroll(page: Page): Promise<void> {
  await openUserMenu(page);
  await chooseInUserMenu(page, 'Payroll');
  await waitForPath(page, PAYROLL);
  await visible(page.getByRole('heading', { name: 'Payroll months' }), 60_000);
}

describe('the payroll month, in fake mode', () => {
  test('HR closes last month, a leave of it is then refused with the month named, and its generic CSV is downloaded', LONG, async () => {
    const page = patientPage(browser);
    const { month, from, to, name } = lastMonth();
    await signInAsAdmin(page);
    // The dashboard's tile: last month is to close, with its warnings.
    const monthOnly = new Date(`${month}-01T00:00:00`).toLocaleString('en', { month: 'long' });
    await visible(page.getByText(`Payroll for ${monthOnly}: to close`), 60_000);
    await shoot(page, 'payroll-dashboard-tile', { fullPage: false });
    await openPayroll(page);
    const enterprise = await page.getByLabel('Enterprise').locator('option:checked').textContent();
    const enterpriseId = Number(await page.getByLabel('Enterprise').inputValue());

    // The month, its warnings, and the close asked for in a dialog.
    await page.getByRole('button', { name: `View the payroll for ${name}` }).click();
    const panel = await visible(page.getByRole('region', { name: new RegExp(`^Payroll for ${name}`) }));
    await panel.getByRole('button', { name: 'Close the month' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: `Close the payroll for ${name}?` }));
    await dialog.getByRole('button', { name: 'Close the month', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(panel.getByText('Closed', { exact: true }));
    await visible(panel.getByRole('button', { name: 'Reopen' }));
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'payroll-desktop');

    // An approved leave of that month in that enterprise: cancelling it is refused, the month named.
    await open(page, `/app/effectif/leave/${await approvedLeaveIn(page, enterpriseId, from, to)}`);
    await nextSteps(page).getByRole('button', { name: 'Cancel the request', exact: true }).click();
    const cancel = await visible(page.getByRole('dialog', { name: /cancel/i }));
    await cancel.getByRole('textbox').fill('Saisie en retard');
    await cancel.getByRole('button', { name: 'Cancel the request', exact: true }).click();
    await visible(cancel.getByRole('alert').filter({ hasText: `The payroll of ${enterprise} for ${name} is closed.` }));
    await shoot(page, 'payroll-refused');
    await cancel.getByRole('button', { name: 'Cancel', exact: true }).click();
    await cancel.waitFor({ state: 'hidden' });

    // The month's file, as the payroll software reads it.
    await openPayroll(page);
    await page.getByRole('button', { name: `View the payroll for ${name}` }).click();
    const opened = await visible(page.getByRole('region', { name: new RegExp(`^Payroll for ${name}`) }));
    await opened.getByLabel('Format').selectOption('csv');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), opened.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`paie-csv-1-${month}.csv`);
    const text = readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFFmatricule;code;date_debut;demi_journee_debut;date_fin;demi_journee_fin;quantite;unite;periode;type_ligne\r\n')).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(opened.getByRole('button', { name: 'Download' }));
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The download's toast fades in and out over the page: checked once it is gone.
    await expect.poll(() => page.locator('.Toastify__toast').count(), { timeout: 20_000 }).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'payroll-phone');
  });
});
