import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { switchLanguage } from '../../helpers/i18n';
import { API, server } from '../../helpers/server';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before the suite.
import { list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';
import { bodyRows, columnTexts, findRange, listTable } from './list-helpers';

resetHrBackend({ before: 'all' });

afterEach(async () => {
  await switchLanguage('en');
});

const EMPLOYEES = '/effectif/employee';
const openEmployees = async (search = '') => {
  const app = renderApp({ route: `${EMPLOYEES}${search}`, preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Employees', level: 1 });
  return app;
};
const employees = () => listTable('Employees');

describe('the employee list', () => {
  it('shows photo, staff number, name, current position and service, contract and status, 20 a page', async () => {
    await openEmployees();
    await findRange('1–20 of 300');
    const headers = within(employees())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Photo', 'Staff number', 'Name', 'Position', 'Service', 'Contract', 'Status']);
    const expected = (await list('employee', { pageSize: 20 })).items;
    const rows = bodyRows(employees());
    expect(rows).toHaveLength(20);
    const first = within(rows[0]);
    expect(first.getByText(String(expected[0].matricule))).toBeInTheDocument();
    expect(first.getByText(String(expected[0].fullName))).toBeInTheDocument();
    expect(first.getByText(String(expected[0].positionTitle))).toBeInTheDocument();
    expect(first.getByText(String(expected[0].serviceName))).toBeInTheDocument();
    // No photo in the demo data: the avatar is chosen by gender.
    expect(rows[0].querySelector('img')?.getAttribute('src')).toMatch(/avatar-(male|female|neutral)\.svg$/);
    expect(columnTexts(employees(), 'Status').every((status) => ['Active', 'Suspended', 'Left'].includes(status))).toBe(true);
  });

  it('speaks French with fr-FR numbers: title, headers, "1–20 sur 300"', async () => {
    await switchLanguage('fr');
    renderApp({ route: EMPLOYEES, preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Employés', level: 1 })).toBeInTheDocument();
    await findRange('1–20 sur 300');
    expect(screen.getByRole('button', { name: 'Matricule' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Fil d'Ariane" })).toHaveTextContent('Employés');
  });

  it('sorts by a header, both ways, in the URL too', async () => {
    const { user, location } = await openEmployees();
    await findRange('1–20 of 300');
    const header = () => screen.getByRole('columnheader', { name: /Staff number/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Staff number' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    expect(location()).toBe(`${EMPLOYEES}?sort=matricule`);
    const ascending = (await list('employee', { sort: 'matricule', pageSize: 20 })).items.map((item) => item.matricule);
    await waitFor(() => expect(columnTexts(employees(), 'Staff number')).toEqual(ascending));

    // The keyboard: Enter on the focused header turns it around.
    screen.getByRole('button', { name: 'Staff number' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    expect(location()).toBe(`${EMPLOYEES}?sort=-matricule`);
    const descending = (await list('employee', { sort: '-matricule', pageSize: 20 })).items.map((item) => item.matricule);
    await waitFor(() => expect(columnTexts(employees(), 'Staff number')).toEqual(descending));
    expect(descending[0]).not.toBe(ascending[0]);
  });

  it('pages, and changes the page size back to page 1', async () => {
    const { user, location } = await openEmployees();
    await findRange('1–20 of 300');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await findRange('21–40 of 300');
    expect(location()).toBe(`${EMPLOYEES}?page=2`);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const second = (await list('employee', { page: 2, pageSize: 20 })).items.map((item) => item.matricule);
    expect(columnTexts(employees(), 'Staff number')).toEqual(second);

    await user.click(screen.getByRole('button', { name: 'Page 15' }));
    await findRange('281–300 of 300');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await findRange('1–50 of 300');
    expect(location()).toBe(`${EMPLOYEES}?pageSize=50`);
    expect(bodyRows(employees())).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Page 6' })).toBeInTheDocument();
  });

  it('searches once typing pauses, ignoring accents: "helene" finds Hélène', async () => {
    const { user, location } = await openEmployees();
    await findRange('1–20 of 300');
    const searched: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const q = new URL(request.url).searchParams.get('q');
      if (q) searched.push(q);
    };
    server.events.on('request:start', onRequest);
    try {
      await user.type(screen.getByRole('searchbox', { name: 'Search the list' }), 'helene');
      expect(location()).toBe(EMPLOYEES);
      await findRange('1–1 of 1');
      expect(location()).toBe(`${EMPLOYEES}?q=helene`);
      expect(within(bodyRows(employees())[0]).getByText('Hélène Fernandez')).toBeInTheDocument();
      // One request for the whole word, none for "h", "he", ...
      expect(searched).toEqual(['helene']);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('reproduces a page from its address: page, size, sort, search and filter', async () => {
    const query = { page: 2, pageSize: 10, sort: '-matricule', status: 'active', contractType: 'CDI' };
    const expected = await list('employee', query);
    const { location } = await openEmployees('?page=2&pageSize=10&sort=-matricule&status=active&contractType=CDI');
    await findRange(`11–20 of ${expected.total}`);
    expect(columnTexts(employees(), 'Staff number')).toEqual(expected.items.map((item) => item.matricule));
    expect(screen.getByRole('columnheader', { name: /Staff number/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Contract')).toHaveValue('CDI');
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
    expect(new Set(columnTexts(employees(), 'Contract'))).toEqual(new Set(['Permanent (CDI)']));
    expect(location()).toBe(`${EMPLOYEES}?page=2&pageSize=10&sort=-matricule&status=active&contractType=CDI`);
  });

  it('filters by status from its select, back to page 1', async () => {
    const { user, location } = await openEmployees('?page=3');
    await findRange('41–60 of 300');
    const left = await list('employee', { status: 'left' });
    await user.selectOptions(screen.getByLabelText('Status'), 'left');
    await findRange(`1–${Math.min(20, left.total)} of ${left.total}`);
    expect(location()).toBe(`${EMPLOYEES}?status=left`);
    expect(new Set(columnTexts(employees(), 'Status'))).toEqual(new Set(['Left']));
  });

  it("shows the server's message when the list fails, and fetches again on retry", async () => {
    server.use(
      http.get(
        `${API}/app/employee`,
        () => HttpResponse.json({ message: 'Le service des employés est indisponible.' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = await openEmployees();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('Le service des employés est indisponible.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findRange('1–20 of 300');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodyRows(employees())).toHaveLength(20);
  });

  it('says when nothing matches, and clears the search and filters', async () => {
    const { user, location } = await openEmployees('?q=zzqxw&status=active');
    expect(await screen.findByText('No results')).toBeInTheDocument();
    await findRange('0–0 of 0');
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await findRange('1–20 of 300');
    expect(location()).toBe(EMPLOYEES);
    expect(screen.getByRole('searchbox', { name: 'Search the list' })).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('hides a column from the column chooser, keeps the choice, and always keeps one column', async () => {
    const first = await openEmployees();
    await findRange('1–20 of 300');
    await first.user.click(screen.getByRole('button', { name: 'Columns' }));
    await first.user.click(screen.getByRole('checkbox', { name: 'Service' }));
    expect(screen.queryByRole('columnheader', { name: 'Service' })).toBeNull();
    await first.user.click(screen.getByRole('checkbox', { name: 'Hire date' }));
    expect(screen.getByRole('columnheader', { name: /Hire date/ })).toBeInTheDocument();
    first.unmount();

    const again = await openEmployees();
    await findRange('1–20 of 300');
    expect(screen.queryByRole('columnheader', { name: 'Service' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Hire date/ })).toBeInTheDocument();
    expect(columnTexts(employees(), 'Hire date')[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    await again.user.click(screen.getByRole('button', { name: 'Columns' }));
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes) if ((box as HTMLInputElement).checked && !(box as HTMLInputElement).disabled) await again.user.click(box);
    const left = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(left).toHaveLength(1);
    expect(left[0]).toBeDisabled();
    expect(within(employees()).getAllByRole('columnheader')).toHaveLength(1);
  });
});
