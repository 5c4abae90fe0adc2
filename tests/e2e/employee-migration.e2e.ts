import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { formatNumber } from '../../src/shared/lib/format';
import { headingText, seriousViolations, signInAsAdmin, visible } from './app';
import { open, saveScreenshot, setupBrowser } from './browser';

const browser = setupBrowser();

/** Every answer of the fake backend waits 500 ms, and the machine may be busy: wait long. */
const SLOW = { timeout: 30_000 };

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)));

async function openImport(page: Page) {
  await open(page, '/effectif/employee/import');
  await expect.poll(() => headingText(page), SLOW).toBe('Import employees');
}

async function drop(page: Page, name: string, mimeType: string, rows: number, buffer = fixture(name)) {
  await page.getByLabel('File to import (CSV or XLSX)').setInputFiles({ name, mimeType, buffer });
  await visible(page.getByText(`${name}: ${formatNumber(rows)} rows read.`), SLOW.timeout);
}

/** Picks, in the searchable select labelled `label`, the first record offered for `typed`. */
async function pick(page: Page, label: string, typed = '') {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await (await visible(page.getByRole('listbox', { name: 'Choices' }).getByRole('option').first(), SLOW.timeout)).click();
}

const mappedField = (page: Page, column: string) => page.getByLabel(`Field for the column “${column}”`, { exact: true }).inputValue();

async function checkThenImport(page: Page, rows: number) {
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await visible(page.getByRole('heading', { name: `No errors: the ${rows} rows are ready to be imported.` }), SLOW.timeout);
  await page.getByRole('button', { name: `Import ${rows} rows` }).click();
  await visible(page.getByRole('heading', { name: 'Import finished' }), SLOW.timeout);
  await visible(page.getByText(`Employees added: ${rows}.`));
}

/** The employee list searched for `text`: the names of the rows it shows. */
async function search(page: Page, text: string): Promise<string> {
  await open(page, `/effectif/employee?q=${encodeURIComponent(text)}`);
  const range = await visible(page.getByTestId('list-range'), SLOW.timeout);
  await expect.poll(async () => /of 1$/.test(((await range.textContent()) ?? '').trim()), SLOW).toBe(true);
  return page.locator('table tbody').innerText();
}

describe('a team brought in from the tool it leaves', { timeout: 240_000 }, () => {
  test("imports another HR system's export without editing it: values given on screen, its cities created", async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await openImport(page);
    await drop(page, 'other-hr-export.csv', 'text/csv', 10);

    const columns = ['Empl No', 'First', 'Last', 'MI', 'Street', 'City', 'State', 'Zip', 'Phone', 'Pager', 'DOH'];
    expect(await Promise.all(columns.map((column) => mappedField(page, column)))).toEqual([
      'matricule', 'firstName', 'lastName', '', 'address', 'cityId', '', 'postalCode', 'phone', '', 'hireDate',
    ]);
    await saveScreenshot(page, 'migration-a-1-mapping', { fullPage: true });

    await page.getByLabel('Gender (required)', { exact: true }).selectOption('F');
    await page.getByLabel('Date of birth (required)', { exact: true }).fill('1985-01-01');
    await pick(page, 'Nationality (required)', 'France');
    await page.getByLabel('Work email (required)', { exact: true }).fill('@other-hr.test');
    await page.getByLabel('Contract (required)', { exact: true }).selectOption('CDI');
    await saveScreenshot(page, 'migration-a-2-values', { fullPage: true });

    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await visible(page.getByRole('heading', { name: 'Rows to fix: 10' }), SLOW.timeout);
    const report = page.getByRole('table', { name: 'Errors by row of the file' });
    await expect.poll(() => report.locator('tbody tr').allInnerTexts()).toEqual([
      'City of residence\tCity 1\tNo city named « City 1 ».\tRows 2, 4, 8, 11 (4)',
      'City of residence\tCity 2\tNo city named « City 2 ».\tRows 3, 6, 9 (3)',
      'City of residence\tCity 3\tNo city named « City 3 ».\tRows 5, 7, 10 (3)',
    ]);
    await visible(page.getByText('Cities missing: 3'));
    // Away from the button just clicked, whose hover colours fade out.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'migration-a-3-report', { fullPage: true });

    await page.getByLabel('Create these cities, in the country:').first().check();
    await pick(page, 'Create these cities, in the country:', 'France');
    await visible(page.getByText('Created with the import'));
    await saveScreenshot(page, 'migration-a-4-create', { fullPage: true });
    await checkThenImport(page, 10);
    await saveScreenshot(page, 'migration-a-5-done', { fullPage: true });

    const found = await search(page, 'Yarborough');
    expect(found).toContain('Jonah Yarborough');
    await saveScreenshot(page, 'migration-a-6-search', { fullPage: true });
    expect(await search(page, '1010')).toContain('Jonah Yarborough');
  });

  test('imports a French payroll export (Windows-1252, ";", dd/mm/yyyy, M./Mme) and creates its new service', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await openImport(page);
    await drop(page, 'payroll-export.csv', 'text/csv', 4);
    await visible(page.getByRole('cell', { name: 'Lefèvre' }).first());
    expect(await mappedField(page, 'Né(e) le')).toBe('birthDate');
    expect(await mappedField(page, 'Service')).toBe('serviceId');

    // Every day and month is 12 or less: the page asks, and holds the check until answered.
    expect(await page.getByRole('button', { name: 'Check (dry run)' }).isDisabled()).toBe(true);
    const dayFirst = page.getByRole('radio', { name: 'Day first (dd/mm/yyyy)' });
    await expect.poll(() => dayFirst.count()).toBe(2);
    await dayFirst.nth(0).check();
    await dayFirst.nth(1).check();

    const melle = page.getByLabel('Gender for “Melle”', { exact: true });
    expect(await melle.inputValue()).toBe('');
    expect(await page.getByLabel('Gender for “Mme”', { exact: true }).inputValue()).toBe('F');
    expect(await page.getByLabel('Contract for “Contrat à durée indéterminée”', { exact: true }).inputValue()).toBe('CDI');
    await melle.selectOption('F');
    await pick(page, 'Position');
    await saveScreenshot(page, 'migration-b-1-values', { fullPage: true });

    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await visible(page.getByRole('heading', { name: 'Rows to fix: 4' }), SLOW.timeout);
    await visible(page.getByRole('cell', { name: 'No service named « Paie et avantages ».' }));
    await visible(page.getByText('Services missing: 1'));
    await saveScreenshot(page, 'migration-b-2-report', { fullPage: true });

    await page.getByLabel('Create these services, in the department:').first().check();
    await pick(page, 'Create these services, in the department:');
    await checkThenImport(page, 4);
    await saveScreenshot(page, 'migration-b-3-done', { fullPage: true });

    const found = await search(page, 'Gaultier');
    expect(found).toContain('Maëlle Gaultier');
    expect(found).toContain('Paie et avantages');
    await saveScreenshot(page, 'migration-b-4-search', { fullPage: true });
  });

  test('imports an OrangeHRM export without e-mails whose namesakes get unique addresses, listed before the import', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await openImport(page);
    await drop(page, 'orangehrm-export.csv', 'text/csv', 12);
    expect(await mappedField(page, 'Joined Date')).toBe('hireDate');
    await page.getByLabel('Contract (required)', { exact: true }).selectOption('CDI');

    const email = page.getByLabel('Work email (required)', { exact: true });
    await email.fill('{first}.{nom}@orange-import.test');
    await visible(page.getByText(/^This pattern cannot build addresses/));
    expect(await page.getByRole('button', { name: 'Check (dry run)' }).isDisabled()).toBe(true);
    await page.getByText('Other patterns').click();
    await visible(page.getByText('first letter of the last name'));
    await email.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'migration-c-0-pattern');
    await email.fill('@orange-import.test');

    await page.getByRole('button', { name: 'Check (dry run)' }).click();
    await visible(page.getByRole('progressbar', { name: 'Dry run progress' }));
    await visible(page.getByRole('heading', { name: 'No errors: the 12 rows are ready to be imported.' }), SLOW.timeout);
    await visible(page.getByRole('heading', { name: 'Addresses to create: 12' }));
    const built = page.getByRole('table', { name: 'Addresses built, by row of the file' });
    expect(await built.locator('tbody tr').allInnerTexts()).toEqual([
      '2\tAnne Martin\tanne.martin@orange-import.test',
      '3\tThomas Bernard\tthomas.bernard@orange-import.test',
      '4\tÉlodie Le Gall\telodie.le-gall@orange-import.test',
      '5\tAnne Martin\tanne.martin2@orange-import.test numbered',
      '6\tKarim Benali\tkarim.benali@orange-import.test',
      '7\tThomas Bernard\tthomas.bernard2@orange-import.test numbered',
      '8\tSophie Nguyen\tsophie.nguyen@orange-import.test',
      '9\tÉlodie Le Gall\telodie.le-gall2@orange-import.test numbered',
      '10\tJulien Roux\tjulien.roux@orange-import.test',
      '11\tKarim Benali\tkarim.benali2@orange-import.test numbered',
      '12\tCamille Dubois\tcamille.dubois@orange-import.test',
      '13\tHugo Lefèvre\thugo.lefevre@orange-import.test',
    ]);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'migration-c-1-addresses', { fullPage: true });

    await checkThenImport(page, 12);
    expect(await search(page, 'anne.martin2@orange-import.test')).toContain('Anne Martin');
  });

  test('shows how far the dry run of a large file got, and its addresses, on a wide and a narrow screen', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await openImport(page);
    const [header, ...lines] = fixture('orangehrm-export.csv').toString('utf8').trim().split('\n');
    // 1 500 rows: the twelve people of the export again and again (each staff number its own), namesakes many times over.
    const rows = Array.from({ length: 1500 }, (_, index) => lines[index % lines.length].replace(/^"\d+"/, `"${5000 + index}"`));
    const file = [header, ...rows].join('\n');
    await drop(page, 'orangehrm-large.csv', 'text/csv', 1500, Buffer.from(file));
    await page.getByLabel('Contract (required)', { exact: true }).selectOption('CDI');
    await page.getByLabel('Work email (required)', { exact: true }).fill('{f}{last}@orange-large.test');

    for (const [width, height] of [[1280, 800], [390, 844]]) {
      await page.setViewportSize({ width, height });
      await page.getByRole('button', { name: 'Check (dry run)' }).click();
      const progress = await visible(page.getByRole('progressbar', { name: 'Dry run progress' }), SLOW.timeout);
      await expect.poll(() => progress.getAttribute('aria-valuetext'), SLOW).toBe(`Checking: 500/${formatNumber(1500)} rows`);
      await progress.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `migration-d-1-progress-${width}`);
      await visible(page.getByRole('heading', { name: `No errors: the ${formatNumber(1500)} rows are ready to be imported.` }), SLOW.timeout);
      const addresses = page.getByRole('heading', { name: `Addresses to create: ${formatNumber(1500)}` });
      await visible(addresses);
      await page.getByRole('checkbox', { name: 'Show only the numbered addresses' }).check();
      await visible(page.getByRole('cell', { name: 'amartin2@orange-large.test numbered' }));
      await addresses.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `migration-d-2-addresses-${width}`);
    }
  });
});
