import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/shared/lib/csv';
import { renderApp } from '../../helpers/app';
import { blobText } from '../../helpers/blob';
import { API, server } from '../../helpers/server';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const HEADER = "Nom;Prénom;Sexe;Date de naissance;Nationalité;Adresse;Ville;Téléphone;Date d'embauche;Type de contrat";

/** "a", "b", … "ba"…: last names without digits. */
const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26))) + String.fromCharCode(97 + (n % 26));

/** `rows` people without an e-mail; the second half are namesakes of the first. */
function namesakesFile(rows: number): File {
  const lines = Array.from({ length: rows }, (_, index) =>
    [`Homonyme ${letters(index % (rows / 2))}`, 'Anne', 'F', '14/07/1990', 'France', '1 rue de la Paix', 'Lyon', '04 72 00 00 00', '14/07/2020', 'CDI'].join(';'),
  );
  return new File([`${HEADER}\r\n${lines.join('\r\n')}\r\n`], 'autre-sirh.csv', { type: 'text/csv' });
}

const SLOW = { timeout: 30_000 };

async function openWithFile(rows: number) {
  const app = renderApp({ route: '/effectif/employee/import', preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Import employees', level: 1 }, SLOW);
  await app.user.upload(screen.getByLabelText('File to import (CSV or XLSX)'), namesakesFile(rows));
  await screen.findByText(`autre-sirh.csv: ${rows} rows read.`, undefined, SLOW);
  await app.user.type(screen.getByLabelText('Work email (required)'), '@acme.test');
  return app;
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('the e-mails the import builds', { timeout: 120_000 }, () => {
  it('shows how far the dry run got, then every address it will create, namesakes numbered, and imports them', async () => {
    // The second part's answer waits until the page has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.post(`${API}/app/employee/import`, async () => {
        calls += 1;
        if (calls === 2) await held;
        // Nothing returned: the fake backend's own handler answers.
      }),
    );
    const { user } = await openWithFile(700);
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    const progress = await screen.findByRole('progressbar', { name: 'Dry run progress' }, SLOW);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', 'Checking: 500/700 rows'), SLOW);
    expect(progress).toHaveAttribute('aria-valuenow', '71');
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    release();

    expect(await screen.findByRole('heading', { name: 'No errors: the 700 rows are ready to be imported.' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Addresses to create: 700' })).toBeInTheDocument();
    expect(screen.getByText(/already has the address: 350\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Addresses built, by row of the file' });
    expect(cells(table).slice(0, 2)).toEqual([
      ['2', 'Anne Homonyme a', 'anne.homonyme-a@acme.test'],
      ['3', 'Anne Homonyme b', 'anne.homonyme-b@acme.test'],
    ]);
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–20 of 700');
    await user.click(screen.getByRole('checkbox', { name: 'Show only the numbered addresses' }));
    expect(cells(table)[0]).toEqual(['352', 'Anne Homonyme a', 'anne.homonyme-a2@acme.test numbered']);
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–20 of 350');

    await user.click(screen.getByRole('button', { name: 'Import 700 rows' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' }, SLOW)).toBeInTheDocument();
    const [namesake] = (await list('employee', { q: 'anne.homonyme-a2@acme.test' })).items;
    expect(namesake).toMatchObject({ lastName: 'Homonyme a', workEmail: 'anne.homonyme-a2@acme.test' });
  });

  it('shows a refused address as it was built, in the report and in the file of errors', async () => {
    server.use(
      http.post(
        `${API}/app/employee/import`,
        () =>
          HttpResponse.json(
            {
              message: 'Essai à blanc : 1 ligne à corriger.',
              rows: [{ index: 1, errors: { workEmail: { code: 'duplicate', message: 'Cette valeur est déjà utilisée.' } } }],
              missing: {},
              built: [
                { index: 0, field: 'workEmail', value: 'anne.homonyme-a@acme.test' },
                { index: 1, field: 'workEmail', value: 'anne.homonyme-b@acme.test' },
              ],
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const { user, downloads } = await openWithFile(2);
    await user.click(screen.getByRole('button', { name: 'Check (dry run)' }));
    await screen.findByRole('heading', { name: 'Rows to fix: 1' }, SLOW);
    const report = screen.getByRole('table', { name: 'Errors by row of the file' });
    expect(cells(report)).toEqual([['Work email', 'anne.homonyme-b@acme.test built', 'This value is already in use.', 'Row 3']]);
    expect(report).not.toHaveTextContent('(empty)');

    await user.click(screen.getByRole('button', { name: 'Download the file with an “Errors” column (CSV)' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = parseCsv(await blobText(downloads[0].blob));
    expect(lines[2].at(-1)).toBe('Work email (built: anne.homonyme-b@acme.test): This value is already in use.');
  });

  it('names a pattern it cannot use, and holds the check until it is right', async () => {
    const { user } = await openWithFile(2);
    const field = screen.getByLabelText('Work email (required)');
    await user.clear(field);
    await user.type(field, 'prenom.{{nom}@acme.test');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/This pattern cannot build addresses/);
    expect(screen.getByRole('button', { name: 'Check (dry run)' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '{{f}{{last}@acme.test');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Check (dry run)' })).toBeEnabled();
  });
});
