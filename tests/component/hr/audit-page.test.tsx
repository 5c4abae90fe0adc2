import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/shared/lib/csv';
import { renderApp } from '../../helpers/app';
import { blobText } from '../../helpers/blob';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const SLOW = { timeout: 15_000 };

/** Two writes and a reading of private data, by the signed-in administrator. */
async function someEntries() {
  const city = (await call('GET', '/app/city/3')).body;
  const { id: _id, createdAt: _c, updatedAt: _u, countryName: _n, countryNames: _ns, ...input } = city;
  await call('PUT', '/app/city/3', { ...input, name: 'Lyon Métropole' });
  await call('GET', '/user/private/4');
  return city;
}

const rowsOf = async () => within(await screen.findByRole('table', { name: 'Audit trail' }, SLOW)).getAllByRole('row').slice(1);

describe('the audit page', { timeout: 45_000 }, () => {
  it("opens from the account menu's administration and lists the latest entries first", async () => {
    await someEntries();
    const { user, location } = renderApp({ route: '/', preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }, SLOW));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Audit trail' }));
    await waitFor(() => expect(location()).toBe('/app/effectif/audit'));
    expect(await screen.findByRole('heading', { name: 'Audit trail', level: 1 }, SLOW)).toBeInTheDocument();
    // Newest first: the reading, the change, then the reset of the data before the test.
    await waitFor(async () => expect((await rowsOf()).length).toBeGreaterThanOrEqual(3), SLOW);
    const [read, changed, reset] = await rowsOf();
    expect(read).toHaveTextContent('Claire MartinPrivate information#4Private data viewed');
    expect(changed).toHaveTextContent('Claire MartinCity#3Changed');
    expect(changed).toHaveTextContent('Name:');
    expect(within(changed).getByRole('link', { name: '#3' })).toHaveAttribute('href', '/app/effectif/city/3');
    expect(reset).toHaveTextContent('Demo data reset');
  });

  it('filters by area and period (kept in the address), says when nothing matches, and exports what it shows', async () => {
    const city = await someEntries();
    const { user, location, downloads } = renderApp({ route: '/app/effectif/audit', preloadedState: signedIn() });
    await waitFor(async () => expect((await rowsOf())[0]).toHaveTextContent('Private data viewed'), SLOW);
    await user.selectOptions(screen.getByLabelText('Area'), 'City');
    expect(location()).toBe('/app/effectif/audit?area=city');
    await waitFor(async () => expect((await rowsOf()).every((row) => row.textContent?.includes('City#3'))).toBe(true), SLOW);
    expect(await screen.findByRole('option', { name: 'Claire Martin' }, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (semicolon-separated)' }));
    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    expect(downloads[0].fileName).toMatch(/^effectif-journal-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv((await blobText(downloads[0].blob)).replace(/^\uFEFF/, '')).filter((line) => line.some(Boolean));
    expect(header).toEqual(['When', 'Who', 'Area', 'Record', 'Action', 'Changes']);
    // Every entry of the filter, the newest first: this test's change.
    expect(rows).toHaveLength((await rowsOf()).length);
    expect(rows[0].slice(1)).toEqual(['Claire Martin', 'City', '3', 'Changed', `Name: ${String(city.name)} → Lyon Métropole`]);

    await user.type(screen.getByLabelText('To'), '2000-01-01');
    expect(await screen.findByText('No row matches the search or the filters.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    expect(location()).toBe('/app/effectif/audit');
    await waitFor(async () => expect((await rowsOf())[0]).toHaveTextContent('Private data viewed'), SLOW);
  });
});
