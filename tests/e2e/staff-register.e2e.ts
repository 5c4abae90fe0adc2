import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, seriousViolations, signInAsAdmin, visible } from './app';
import { open, patientPage, setupBrowser, shoot } from './browser';

const browser = setupBrowser();

/** The demo employee (Émilie Nowak, of Effectif Solutions since 2019): employed, placed, the same whatever the demo's day. */
const EMPLOYEE = '/effectif/employee/19';
const REGISTER = '/app/effectif/staff-register';
const ENTERPRISE = 'Effectif Solutions';
const SLOW = { timeout: 30_000 };

/** A day `days` from today: as the date input takes it, and as the page writes it. */
function inDays(days: number): { iso: string; shown: string } {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const [year, month, date] = [day.getFullYear(), String(day.getMonth() + 1).padStart(2, '0'), String(day.getDate()).padStart(2, '0')];
  return { iso: `${year}-${month}-${date}`, shown: `${date}/${month}/${year}` };
}

/** The register of the enterprise, and Émilie Nowak's line in it. */
async function openRegister(page: Page) {
  await open(page, REGISTER);
  await (await visible(page.getByLabel('Enterprise'), 30_000)).selectOption({ label: ENTERPRISE });
  const staff = page.getByRole('region', { name: /^Employees/ });
  const line = staff.getByRole('row').filter({ hasText: 'NOWAK Émilie' });
  await visible(line, 30_000);
  return { staff, line };
}

/** The first sheet of a workbook, as rows of cell values (dates as dd/mm/yyyy). */
async function firstSheet(bytes: Buffer): Promise<unknown[][]> {
  // exceljs is CommonJS: Node gives its exports as `default`.
  const excelJs = (await import('exceljs')).default;
  const workbook = new excelJs.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value instanceof Date ? value.toISOString().slice(0, 10).split('-').reverse().join('/') : value)));
  });
  return rows;
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download', SLOW), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

describe('the staff register', () => {
  test("an employee's line, then their exit added to it as a correction; the PDF and XLSX downloaded", async () => {
    const page = patientPage(browser);
    await signInAsAdmin(page);
    // A page loaded while the fake backend's worker still installs is refused its update.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const before = await openRegister(page);
    await expect.poll(() => before.line.textContent(), SLOW).toContain('25/01/2019');
    expect(await before.line.getByRole('cell').nth(6).textContent()).toBe('—');

    // Her exit recorded on her record.
    const exit = inDays(10);
    await open(page, EMPLOYEE);
    await (await visible(page.getByRole('button', { name: 'Leaving the company' }), 30_000)).click();
    const dialog = page.getByRole('dialog', { name: 'Leaving the company' });
    await dialog.getByLabel(/^Exit date/).fill(exit.iso);
    await dialog.getByLabel(/^Reason for leaving/).selectOption({ label: 'Resignation' });
    await dialog.getByRole('button', { name: 'Record the exit' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

    // The line is the same, its exit date added under it as a correction: who, when, before → after.
    const { staff, line } = await openRegister(page);
    await expect.poll(() => line.getByRole('cell').nth(6).textContent(), SLOW).toBe(exit.shown);
    await visible(staff.getByText(new RegExp(`^\\d{2}/\\d{2}/\\d{4}.*, Claire Martin: Exit — → ${exit.shown}$`)));

    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toMatch(/^staff-register-Effectif_Solutions-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xlsx = await download(page, 'Download XLSX');
    expect(xlsx.name).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheet = await firstSheet(xlsx.bytes);
    const row = sheet.find((cells) => cells.includes('Nowak'));
    expect(row?.slice(0, 5)).toEqual(['Employees', expect.any(Number), 'EMP-000019', 'Nowak', 'Émilie']);
    expect(row?.at(-1)).toMatch(new RegExp(`Claire Martin: Exit — → ${exit.shown}$`));

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `staff-register-${width}`, { fullPage: false });
      await line.scrollIntoViewIfNeeded();
      await shoot(page, `staff-register-line-${width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page), 'light').toEqual([]);

    // Right to left, in Arabic: the headings and the correction in Arabic, the names as written.
    await (await visible(page.getByLabel('Language', { exact: true }))).selectOption({ label: 'العربية' });
    await expect.poll(() => headingText(page)).toBe('سجل الموظفين');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await visible(page.getByText(new RegExp(`Claire Martin: المغادرة — ← ${exit.shown}$`)));
    expect(await seriousViolations(page), 'rtl').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'staff-register-rtl-arabic', { fullPage: false });
  }, 240_000);
});
