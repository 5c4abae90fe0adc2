import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { signInAsAdmin, visible } from './app';
import { currentPath, open, patientPage, setupBrowser, shoot } from './browser';
import { recordExit } from './exit-steps';

const browser = setupBrowser();

/** The demo employee (Émilie Nowak): employed, placed, the same whatever the demo's day. */
const EMPLOYEE = '/effectif/employee/19';
const SLOW = { timeout: 30_000 };

/** A day `days` from today, as the date input takes it. */
function inDays(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe("an employee's exit", () => {
  test('an exit recorded: its checklist, an item done, the certificat downloaded, the exit on the dashboard', async () => {
    const page = patientPage(browser);
    await signInAsAdmin(page);
    // A page loaded while the fake backend's worker still installs is refused its update.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await open(page, EMPLOYEE);
    await visible(page.getByRole('tablist', { name: 'Employee file' }), 30_000);
    const exitDate = inDays(10);
    await recordExit(page, exitDate);

    await page.getByRole('tab', { name: 'Exit & documents', exact: true }).click();
    await expect.poll(() => currentPath(page)).toBe(`${EMPLOYEE}?tab=exit`);
    const checklist = page.getByRole('region', { name: 'Exit checklist' });
    await visible(checklist, 30_000);
    for (const item of ['Certificat de travail handed over', 'Reçu pour solde de tout compte signed', 'Attestation France Travail', 'Equipment returned']) {
      await visible(checklist.getByText(item, { exact: true }));
    }
    await visible(checklist.getByText(/^Sent by the payroll software through the DSN by \d{2}\/\d{2}\/\d{4}\.$/));

    const equipment = page.getByTestId('exit-item-equipment');
    await equipment.getByRole('button', { name: 'Mark as done' }).click();
    await expect.poll(() => equipment.locator('.badge').textContent(), SLOW).toMatch(/^Done on \d{2}\/\d{2}\/\d{4}$/);

    const [download] = await Promise.all([page.waitForEvent('download', SLOW), page.getByRole('button', { name: 'Download the certificat de travail' }).click()]);
    expect(download.suggestedFilename()).toBe('certificat-de-travail-19.pdf');
    expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    for (const [width, name] of [[1280, 'exit-checklist-1280'], [390, 'exit-checklist-390']] as const) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, name);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The dashboard lists the exit with what is still open.
    await open(page, '/');
    const exits = page.getByTestId('upcoming-exits');
    await visible(exits, 30_000);
    const line = exits.getByRole('listitem').filter({ hasText: 'Émilie Nowak' });
    await expect.poll(() => line.textContent(), SLOW).toContain('Still to do: Certificat de travail handed over, Reçu pour solde de tout compte signed, Attestation France Travail');
  }, 180_000);
});
