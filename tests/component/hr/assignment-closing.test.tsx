import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/shared/lib/format';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend({ before: 'all' });

const SLOW = { timeout: 20_000 };

describe('assignments', { timeout: 45_000 }, () => {
  it('tells, on a new principal assignment, which open one saving will close and on which day', async () => {
    const [open] = (await list('assignment', { employeeId: 2, kind: 'principale', current: true })).items;
    expect(open.endDate).toBeUndefined();
    const { user } = renderApp({ route: '/app/effectif/assignment/new?employeeId=2&startDate=2026-04-01', preloadedState: signedIn() });
    const notice = `Saving will close the current assignment “${String(open.positionTitle)} — ${String(open.serviceName)}” (since ${formatDate(String(open.startDate))}) on 31/03/2026.`;
    expect(await screen.findByText(notice, {}, SLOW)).toBeInTheDocument();

    // An end date: nothing is closed (the rule is for open assignments).
    await user.type(screen.getByLabelText(/^End/, { selector: 'input' }), '2026-06-30');
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText(/^End/, { selector: 'input' }));
    expect(await screen.findByText(notice)).toBeInTheDocument();

    // An acting assignment closes nothing either.
    await user.selectOptions(screen.getByLabelText(/^Kind/, { selector: 'select' }), 'Acting');
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
  });

  it("shows the employee's whole timeline on an assignment's page", async () => {
    const { items } = await list('assignment', { employeeId: 3, sort: '-startDate' });
    renderApp({ route: `/app/effectif/assignment/${items[1].id}`, preloadedState: signedIn() });
    const timeline = await screen.findByRole('list', { name: 'Assignment history' }, SLOW);
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(items.length);
    expect(screen.getByRole('link', { name: "Open the employee's record" })).toHaveAttribute('href', '/effectif/employee/3');
  });

  it("shows the employee's whole salary history on a salary's page, that entry marked", async () => {
    const { items } = await list('salary', { employeeId: 1, sort: '-effectiveDate' });
    renderApp({ route: `/app/effectif/salary/${items[1].id}`, preloadedState: signedIn() });
    const table = await screen.findByRole('table', { name: 'Salary history' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(items.length);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', `/app/effectif/salary/${items[0].id}`);
  });
});
