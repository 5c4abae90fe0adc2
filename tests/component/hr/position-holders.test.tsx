import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before the suite.
import { call, list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend({ before: 'all' });

describe('the positions', { timeout: 30_000 }, () => {
  it('shows filled against budgeted headcount, and says when a position is over budget', async () => {
    const { items } = await list('position', { pageSize: 200 });
    const position = items.find((item) => Number(item.filledHeadcount) >= 1);
    if (!position) throw new Error('No filled position in the demo data');
    // Budget one person fewer than hold it.
    const { id, version, filledHeadcount, enterpriseName: _name, ...rest } = position;
    const budgeted = Number(filledHeadcount) - 1;
    expect((await call('PUT', `/app/position/${id}`, { ...rest, version, budgetedHeadcount: budgeted })).status).toBe(200);

    renderApp({ route: `/app/effectif/position?q=${encodeURIComponent(String(position.code))}`, preloadedState: signedIn() });
    const title = await within(await screen.findByRole('table', { name: 'Positions' }, { timeout: 10_000 })).findByRole('link', {
      name: String(position.title),
    });
    const row = title.closest('tr');
    expect(row).toHaveTextContent(`${String(filledHeadcount)} / ${budgeted} (over the budgeted headcount)`);
  });

  it("lists the people holding a position today on the position's page", async () => {
    const { items } = await list('position', { pageSize: 200 });
    const position = items.find((item) => Number(item.filledHeadcount) >= 2);
    if (!position) throw new Error('No position held by two people in the demo data');
    const current = await list('assignment', { positionId: position.id, current: true, pageSize: 200, sort: 'employeeName' });

    renderApp({ route: `/app/effectif/position/${position.id}`, preloadedState: signedIn() });
    const section = await screen.findByRole('region', { name: new RegExp(`^Current holders ${current.total}$`) }, { timeout: 10_000 });
    const names = within(section).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(current.items.map((item) => item.employeeName));
    expect(within(section).getByRole('link', { name: String(current.items[0].employeeName) })).toHaveAttribute(
      'href',
      `/effectif/employee/${String(current.items[0].employeeId)}`,
    );
  });
});
