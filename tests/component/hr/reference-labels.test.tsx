import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { switchLanguage } from '../../helpers/i18n';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

afterEach(async () => {
  await switchLanguage('en');
});

describe('the seeded leave types, in the user language', { timeout: 30_000 }, () => {
  it('names them in English in the list, under the menu entry "Leave"', async () => {
    const { items } = await list('leave', { q: 'Congés payés', pageSize: 1 });
    expect(items[0].typeName).toBe('Congés payés');
    renderApp({ route: '/app/effectif/leave?q=Cong%C3%A9s%20pay%C3%A9s', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Leave', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Leave' });
    const types = await within(table).findAllByRole('cell', { name: 'Paid leave' }, { timeout: 15_000 });
    expect(types.length).toBeGreaterThan(0);
    expect(within(table).queryByText('Congés payés')).toBeNull();
  });

  it('names them in German on the page of a request', async () => {
    const [leave] = (await list('leave', { q: 'Maladie', pageSize: 1 })).items;
    expect(leave.typeName).toBe('Maladie');
    await switchLanguage('gr');
    renderApp({ route: `/app/effectif/leave/${leave.id}`, preloadedState: signedIn() });
    const german = await screen.findByRole('heading', { level: 2, name: new RegExp(`^${String(leave.employeeName)} — `) }, { timeout: 15_000 });
    expect(german).toHaveTextContent(`${String(leave.employeeName)} — Krankheit`);
  });
});
