import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { API, server } from '../../helpers/server';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const historyTab = () => screen.findByRole('tab', { name: 'History' }, { timeout: 20_000 });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe("a record's History tab", { timeout: 45_000 }, () => {
  it('lists who changed which field, from what to what, newest first', async () => {
    const city = (await call('GET', '/app/city/3')).body;
    const { id: _id, createdAt: _c, updatedAt: _u, countryName: _n, countryNames: _ns, ...input } = city;
    expect((await call('PUT', '/app/city/3', { ...input, name: 'Lyon Métropole', postalCode: '69001' })).status).toBe(200);

    const { user, location } = renderApp({ route: '/app/effectif/city/3', preloadedState: signedIn() });
    await user.click(await historyTab());
    expect(location()).toBe('/app/effectif/city/3?tab=history');
    const table = await screen.findByRole('table', { name: 'History of this record' }, { timeout: 10_000 });
    const [row] = rowsOf(table);
    expect(rowsOf(table)).toHaveLength(1);
    expect(row).toHaveTextContent('Claire Martin');
    expect(row).toHaveTextContent('Changed');
    expect(row).toHaveTextContent(`Name: ${String(city.name)} → Lyon Métropole`);
    expect(row).toHaveTextContent(`Postcode: ${String(city.postalCode)} → 69001`);
    expect(row).not.toHaveTextContent('Version');
  });

  it("says an employee's private data changed, and was viewed, without showing it", async () => {
    const before = (await call<{ version: number }>('GET', '/user/private/4')).body;
    expect((await call('PUT', '/user/private/4', { ...before, emergencyContactName: 'Nina Secret' })).status).toBe(200);

    const { user } = renderApp({ route: '/effectif/employee/4', preloadedState: signedIn() });
    await user.click(await historyTab());
    const table = await screen.findByRole('table', { name: 'History of this record' }, { timeout: 10_000 });
    const rows = rowsOf(table);
    expect(rows[0]).toHaveTextContent('Changed');
    expect(rows[0]).toHaveTextContent('Private information');
    expect(rows[0]).toHaveTextContent('Emergency contact: changed (value not recorded)');
    expect(rows[1]).toHaveTextContent('Private data viewed');
    expect(table).not.toHaveTextContent('Nina Secret');
  });

  it('says when nothing was recorded yet', async () => {
    const { user } = renderApp({ route: '/app/effectif/country/1', preloadedState: signedIn() });
    await user.click(await historyTab());
    expect(await screen.findByText('No change recorded for this record yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it("shows the server's reason when the history fails, and asks again on retry", async () => {
    server.use(
      http.get(`${API}/app/audit/:area/:id`, () => HttpResponse.json({ message: "Le journal d'audit est indisponible." }, { status: 503 }), { once: true }),
    );
    const { user } = renderApp({ route: '/app/effectif/country/1?tab=history', preloadedState: signedIn() });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('The history could not be loaded.');
    expect(alert).toHaveTextContent("Le journal d'audit est indisponible.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No change recorded for this record yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
