import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/shared/lib/csv';
import { renderApp } from '../../helpers/app';
import { blobText } from '../../helpers/blob';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const HEADER = "Nom;Prénom;Sexe;Date de naissance;Nationalité;Adresse;Ville;Téléphone;E-mail professionnel;Date d'embauche;Type de contrat;Fin de contrat";

/** 20 new employees as an HR file gives them: French headers, dates dd/mm/yyyy, country and city by name. */
function employeeFile(broken: Record<number, Partial<Record<'hireDate' | 'city', string>>> = {}): File {
  const lines = Array.from({ length: 20 }, (_, index) => {
    const fix = broken[index] ?? {};
    return [
      `Importé${index}`,
      index % 2 ? 'Jeanne' : 'Paul',
      index % 2 ? 'F' : 'Homme',
      '14/07/1990',
      'France',
      `${index + 1} rue de la Paix`,
      fix.city ?? 'Lyon',
      '04 72 00 00 00',
      `import.${index}@effectif.test`,
      fix.hireDate ?? '02/03/2026',
      index % 5 === 0 ? 'CDD' : 'CDI',
      index % 5 === 0 ? '31/12/2026' : '',
    ].join(';');
  });
  return new File([`\uFEFF${HEADER}\r\n${lines.join('\r\n')}\r\n`], 'employes.csv', { type: 'text/csv' });
}

/** Lazy pages and a real saga round trip: on a busy machine they take longer than the default wait. */
const SLOW = { timeout: 15_000 };

const employeeTotal = async () => (await list('employee', { pageSize: 1 })).total;

async function openImport() {
  const app = renderApp({ route: '/effectif/employee/import', preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Import employees', level: 1 }, SLOW);
  return app;
}

async function choose(user: ReturnType<typeof renderApp>['user'], file: File) {
  await user.upload(screen.getByLabelText('File to import (CSV or XLSX)'), file);
  await screen.findByText('employes.csv: 20 rows read.', undefined, SLOW);
}

describe('the employee import', { timeout: 90_000 }, () => {
  it('reads the file, guesses the columns and previews the first rows', async () => {
    const { user } = await openImport();
    await choose(user, employeeFile());
    expect(screen.getByRole('combobox', { name: 'Field for the column “Nom”' })).toHaveDisplayValue('Last name (required)');
    expect(screen.getByRole('combobox', { name: 'Field for the column “Prénom”' })).toHaveDisplayValue('First name (required)');
    expect(screen.getByRole('combobox', { name: "Field for the column “Date d'embauche”" })).toHaveDisplayValue('Hire date (required)');
    expect(screen.getByRole('combobox', { name: 'Field for the column “Ville”' })).toHaveDisplayValue(/City/);
    const preview = screen.getByRole('table', { name: 'Preview: first 5 rows of 20' });
    expect(within(preview).getAllByRole('row')).toHaveLength(6);
    expect(within(preview).getByText('Importé0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 20 rows' })).toBeDisabled();
  });

  it('reports both wrong rows and imports nothing; the corrected file imports all 20', async () => {
    const before = await employeeTotal();
    const { user, downloads } = await openImport();
    await choose(user, employeeFile({ 3: { hireDate: '31/02/2026' }, 11: { city: 'Atlantide' }, 12: { city: 'Atlantide' } }));
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));

    const title = await screen.findByRole('heading', { name: 'Rows to fix: 3' }, SLOW);
    await waitFor(() => expect(title).toHaveFocus());
    const report = screen.getByRole('table', { name: 'Errors by row of the file' });
    const rows = within(report).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      [expect.stringMatching(/City/), 'Atlantide', 'No city named « Atlantide ».', 'Rows 13–14 (2)'],
      ['Hire date', '31/02/2026', 'Enter a valid date.', 'Row 5'],
    ]);
    expect(screen.getByText('Cities missing: 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download the file with an “Errors” column (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].fileName).toBe('employes-errors.csv');
    const lines = parseCsv(await blobText(downloads[0].blob));
    expect(lines[0].at(-1)).toBe('Errors');
    expect(lines[4].at(-1)).toBe('Hire date: Enter a valid date.');
    expect(lines[12].at(-1)).toBe('City of residence: No city named « Atlantide ».');
    expect(lines[13].at(-1)).toBe('City of residence: No city named « Atlantide ».');
    expect(lines[1].at(-1)).toBe('');
    expect(screen.getByRole('button', { name: 'Import 20 rows' })).toBeDisabled();
    expect(await employeeTotal()).toBe(before);

    await choose(user, employeeFile());
    // Every hire date is now 02/03/2026: the page asks which order, and holds the check until told.
    expect(screen.getByRole('button', { name: 'Check (dry run)' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Day first (dd/mm/yyyy)' }));
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    expect(await screen.findByRole('heading', { name: 'No errors: the 20 rows are ready to be imported.' }, SLOW)).toBeInTheDocument();
    expect(await employeeTotal()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Import 20 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Employees added: 20.')).toBeInTheDocument();
    expect(await employeeTotal()).toBe(before + 20);
    const imported = await list('employee', { q: 'import.3@effectif.test' });
    expect(imported.items[0]).toMatchObject({ lastName: 'Importé3', hireDate: '2026-03-02', gender: 'F', cityName: 'Lyon', status: 'active' });

    await user.click(screen.getByRole('link', { name: 'See the employee list' }));
    expect(await screen.findByRole('heading', { name: 'Employees', level: 1 }, SLOW)).toBeInTheDocument();
  });

  it('offers again the columns and values chosen for a file with the same headers', async () => {
    localStorage.clear();
    const { user } = await openImport();
    await choose(user, employeeFile());
    expect(screen.queryByText(/chosen last time/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field for the column “Téléphone”' }), '');
    await user.type(screen.getByLabelText('Phone (required)'), '01 00 00 00 00');
    await choose(user, employeeFile());
    expect(screen.getByText('The columns and values chosen last time for these headers are back.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Field for the column “Téléphone”' })).toHaveDisplayValue('Do not import');
    expect(screen.getByLabelText('Phone (required)')).toHaveValue('01 00 00 00 00');
  });

  it('refuses a file it cannot read', async () => {
    const { user } = await openImport();
    await user.upload(screen.getByLabelText('File to import (CSV or XLSX)'), new File(['Nom;Prénom\r\n'], 'vide.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('This file has no employee row below the line of column names.');
  });
});
