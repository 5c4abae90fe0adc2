import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/shared/lib/csv';
import { readXlsx } from '@/shared/lib/xlsx-read';
import { renderApp } from '../../helpers/app';
import { blobBytes, blobText } from '../../helpers/blob';
import { API, server } from '../../helpers/server';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before the suite.
import { list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend({ before: 'all' });

/** Lazy pages and a few hundred rows through the sagas: on a busy machine they take longer than the default wait. */
const SLOW = { timeout: 15_000 };

const CONTRACTS: Record<string, string> = { CDI: 'Permanent (CDI)', CDD: 'Fixed-term (CDD)' };

const QUERY = { status: 'active', q: 'a', sort: '-matricule' };

/** Every row of the query, straight from the backend, 100 at a time (the export asks 200 at a time). */
async function allRows() {
  const first = await list('employee', { ...QUERY, pageSize: 100 });
  const rest = [];
  for (let page = 2; (page - 1) * 100 < first.total; page += 1) rest.push(...(await list('employee', { ...QUERY, pageSize: 100, page })).items);
  return { total: first.total, items: [...first.items, ...rest] };
}

/** The employee list filtered and searched, 10 rows a page: the export must hold every page. */
async function openFilteredList() {
  const expected = await allRows();
  const app = renderApp({ route: `/effectif/employee?${new URLSearchParams(QUERY)}&pageSize=10`, preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Employees', level: 1 }, SLOW);
  await screen.findByText(`1–10 of ${expected.total}`, { selector: '[data-testid="list-range"]' }, SLOW);
  return { ...app, expected };
}

async function exportAs(user: ReturnType<typeof renderApp>['user'], format: string) {
  await user.click(screen.getByRole('button', { name: 'Export' }));
  await user.click(screen.getByRole('menuitem', { name: format }));
}

// A few hundred rows through the real sagas and the fake backend: slow on a small machine.
describe('the export menu of a list', { timeout: 90_000 }, () => {
  it('saves a CSV of the whole query, in the columns shown, as the table shows them', async () => {
    const { user, downloads, expected } = await openFilteredList();
    // More than one page of the list, and of the export.
    expect(expected.total).toBeGreaterThan(200);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hire date' }));
    await user.click(screen.getByRole('checkbox', { name: 'Service' }));

    await exportAs(user, 'CSV (semicolon-separated)');
    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    expect(downloads[0].fileName).toMatch(/^effectif-employes-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await blobText(downloads[0].blob);
    expect(text.startsWith('\uFEFFStaff number;Name;Position;Contract;Status;Hire date\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);

    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(['Staff number', 'Name', 'Position', 'Contract', 'Status', 'Hire date']);
    expect(lines).toEqual(
      expected.items.map((item) => [
        item.matricule,
        item.fullName,
        item.positionTitle ?? '',
        CONTRACTS[String(item.contractType)] ?? expect.any(String),
        'Active',
        String(item.hireDate).split('-').reverse().join('/'),
      ]),
    );
    // Done: the button is back, the export told to screen readers.
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.getByText(`Export finished: ${expected.total} rows.`)).toHaveAttribute('role', 'status');
  });

  it('saves an XLSX workbook of the same rows', async () => {
    const { user, downloads, expected } = await openFilteredList();
    await exportAs(user, 'Excel (XLSX)');
    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    expect(downloads[0].fileName).toMatch(/^effectif-employes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [header, ...rows] = await readXlsx(await blobBytes(downloads[0].blob));
    expect(header).toEqual(['Staff number', 'Name', 'Position', 'Service', 'Contract', 'Status']);
    expect(rows.map((row) => row[0])).toEqual(expected.items.map((item) => item.matricule));
  });

  it('toasts a failure, saves nothing, and can be tried again', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/app/employee`, ({ request }) => {
        if (new URL(request.url).searchParams.get('pageSize') !== '200') return undefined;
        calls += 1;
        return HttpResponse.json({ message: 'Base indisponible : réessayez dans un instant.' }, { status: 503 });
      }),
    );
    const { user, downloads } = await openFilteredList();
    await exportAs(user, 'CSV (semicolon-separated)');
    expect(await screen.findByText(/The export failed: Base indisponible/, undefined, SLOW)).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    expect(calls).toBe(1);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('shows its progress on a disabled button while the pages come', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/app/employee`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('pageSize') === '200') await held;
        return undefined;
      }),
    );
    const { user, downloads } = await openFilteredList();
    await exportAs(user, 'CSV (semicolon-separated)');
    const busy = await screen.findByRole('button', { name: 'Exporting…' }, SLOW);
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    expect(within(busy.parentElement ?? document.body).getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
