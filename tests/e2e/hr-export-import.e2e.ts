import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
// The app's own reader: plain TypeScript, no alias needed.
import { parseCsv } from '../../src/shared/lib/csv';
import { headingText, seriousViolations, signInAsAdmin, visible } from './app';
import { open, saveScreenshot, setupBrowser, waitForPath } from './browser';
import { layoutAttributes } from './shell';

const browser = setupBrowser();

interface ListPage {
  items: Record<string, unknown>[];
  total: number;
}

/** A list straight from the fake backend, as the app asks it (the worker answers). */
const fetchList = (page: Page, query: string): Promise<ListPage> =>
  page.evaluate(async (search) => {
    const response = await fetch(`/api/app/employee?${search}`, { headers: { Authorization: 'Bearer fake-jwt-token' } });
    return (await response.json()) as ListPage;
  }, query);

/** Every answer of the fake backend waits 500 ms, and the machine may be busy: wait long. */
const SLOW = { timeout: 30_000 };

/** The list's "1–20 of n", once the page shows it. */
async function listTotal(page: Page): Promise<number> {
  const range = await visible(page.getByTestId('list-range'), SLOW.timeout);
  await expect.poll(async () => /of \d+/.test((await range.textContent()) ?? ''), SLOW).toBe(true);
  return Number(/of (\d+)/.exec((await range.textContent()) ?? '')?.[1]);
}

const HEADER = "Nom;Prénom;Sexe;Date de naissance;Nationalité;Adresse;Ville;Téléphone;E-mail professionnel;Date d'embauche;Type de contrat;Fin de contrat";

/** 20 new employees as an HR department writes them; `broken` spoils some rows. */
function employeeFile(broken: Record<number, { hireDate?: string; city?: string }> = {}) {
  const lines = Array.from({ length: 20 }, (_, index) => {
    const fix = broken[index] ?? {};
    return [
      `Nouveau${index}`,
      index % 2 ? 'Léa' : 'Hugo',
      index % 2 ? 'Femme' : 'Homme',
      '05/11/1992',
      'France',
      `${index + 1} avenue Foch`,
      fix.city ?? 'Lyon',
      '04 78 00 00 00',
      `nouveau.${index}@effectif.test`,
      fix.hireDate ?? '01/04/2026',
      index % 4 === 0 ? 'CDD' : 'CDI',
      index % 4 === 0 ? '30/09/2026' : '',
    ].join(';');
  });
  return { name: 'nouveaux.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${HEADER}\r\n${lines.join('\r\n')}\r\n`, 'utf8') };
}

describe('exports and the employee import', { timeout: 180_000 }, () => {
  test('exports the searched employee list to CSV: BOM, ";", header and the rows of every page', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await open(page, '/effectif/employee?q=ma&pageSize=10');
    await expect.poll(() => headingText(page), SLOW).toBe('Employees');
    const total = await listTotal(page);
    const expected = await fetchList(page, 'q=ma&pageSize=200&sort=lastName,firstName');
    expect(expected.total).toBe(total);
    expect(total).toBeGreaterThan(10);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', SLOW),
      page.getByRole('menuitem', { name: 'CSV (semicolon-separated)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^effectif-employes-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFStaff number;Name;Position;Service;Contract;Status');
    const [, ...rows] = parseCsv(text);
    expect(rows.map((row) => row[0])).toEqual(expected.items.map((item) => item.matricule));
    expect(rows.map((row) => row[1])).toEqual(expected.items.map((item) => item.fullName));
    await visible(page.getByRole('button', { name: 'Export' }));
  });

  test('imports 20 employees: a file with 2 wrong rows imports nothing, the corrected one adds 20', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await open(page, '/effectif/employee');
    const before = await listTotal(page);
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await waitForPath(page, '/effectif/employee/import');
    await expect.poll(() => headingText(page), SLOW).toBe('Import employees');
    const input = page.getByLabel('File to import (CSV or XLSX)');

    await input.setInputFiles(employeeFile({ 6: { hireDate: '2026-02-30' }, 14: { city: 'Atlantide' } }));
    await visible(page.getByText('nouveaux.csv: 20 rows read.'), SLOW.timeout);
    await saveScreenshot(page, 'import-preview', { fullPage: true });
    // Every dd/mm date has a day of 12 or less: the page asks which order they are in.
    const dayFirst = page.getByRole('radio', { name: 'Day first (dd/mm/yyyy)' });
    for (const radio of await dayFirst.all()) await radio.check();
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await visible(page.getByRole('heading', { name: 'Rows to fix: 2' }), SLOW.timeout);
    const report = page.getByRole('table', { name: 'Errors by row of the file' });
    await expect.poll(() => report.locator('tbody tr').allInnerTexts()).toEqual([
      'City of residence\tAtlantide\tNo city named « Atlantide ».\tRow 16',
      'Hire date\t2026-02-30\tEnter a valid date.\tRow 8',
    ]);
    await page.mouse.move(0, 0);
    expect(await page.getByRole('button', { name: 'Import 20 rows' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'import-report', { fullPage: true });

    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'import-report-dark', { fullPage: true });
    await page.getByRole('button', { name: 'Switch to light mode', exact: true }).click();

    expect((await fetchList(page, 'pageSize=1')).total).toBe(before);

    await input.setInputFiles(employeeFile());
    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await visible(page.getByRole('heading', { name: 'No errors: the 20 rows are ready to be imported.' }), SLOW.timeout);
    await page.getByRole('button', { name: 'Import 20 rows' }).click();
    await visible(page.getByRole('progressbar', { name: 'Import progress' }));
    await visible(page.getByRole('heading', { name: 'Import finished' }), SLOW.timeout);
    await visible(page.getByText('Employees added: 20.'));
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'import-done', { fullPage: true });

    await page.getByRole('link', { name: 'See the employee list' }).click();
    await waitForPath(page, '/effectif/employee');
    await expect.poll(() => listTotal(page), SLOW).toBe(before + 20);
  });
});
