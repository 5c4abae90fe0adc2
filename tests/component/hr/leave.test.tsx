import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, list, useHrBackend as resetHrBackend, type Item, type Page } from '../../unit/fake-backend/client';

resetHrBackend();

const LEAVES = '/app/effectif/leave';
const notice = () => screen.getByTestId('leave-notice');
const setDate = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

interface BalanceRow {
  employeeId: number;
  available: number;
  alsaceMoselle: boolean;
}

/** Active employees' balances, first page by name. */
async function balances(): Promise<BalanceRow[]> {
  return (await call<Page>('GET', '/app/leave_balance?status=active&pageSize=100')).body.items as unknown as BalanceRow[];
}

/** An employee of a site without Alsace-Moselle holidays, with nothing planned from April to May 2026. */
async function freeEmployee(test: (row: BalanceRow) => boolean): Promise<BalanceRow> {
  for (const row of (await balances()).filter((candidate) => !candidate.alsaceMoselle && test(candidate))) {
    const span = { from: '2026-04-01', to: '2026-05-31', employeeId: row.employeeId, pageSize: 1 };
    const [leaves, missions] = await Promise.all([list('leave', span), list('mission', span)]);
    if (leaves.total + missions.total === 0) return row;
  }
  throw new Error('No free employee in the demo data');
}

describe('the leave request form', { timeout: 40_000 }, () => {
  it('counts the days as the dates, halves and type change: weekends and public holidays left out', async () => {
    const employee = await freeEmployee(() => true);
    const { user } = renderApp({ route: `${LEAVES}/new?employeeId=${employee.employeeId}`, preloadedState: signedIn() });
    await screen.findByLabelText(/^Start/, { selector: 'input' }, { timeout: 10_000 });
    expect(notice()).toHaveTextContent('');

    // Friday 1 May (Labour Day) to Monday 4 May: the example of docs/domain.md, 1 ouvrable.
    setDate(/^Start/, '2026-05-01');
    setDate(/^End/, '2026-05-04');
    await waitFor(() => expect(notice()).toHaveTextContent('This request counts for 1 working day (Mon–Sat)'));

    // To Friday 8 May (Victory Day): back on Monday 11, so Saturday 9 is used up, the two holidays are not.
    setDate(/^End/, '2026-05-08');
    await waitFor(() => expect(notice()).toHaveTextContent('This request counts for 5 working days (Mon–Sat)'));

    // From the afternoon of Monday 4 May: half a day less.
    setDate(/^Start/, '2026-05-04');
    await user.selectOptions(screen.getByLabelText(/^Starts/, { selector: 'select' }), 'In the afternoon');
    await waitFor(() => expect(notice()).toHaveTextContent('This request counts for 4,5 working days (Mon–Sat)'));

    // RTT counts jours ouvrés: Monday afternoon to Thursday, Friday 8 May being a holiday.
    await user.selectOptions(screen.getByLabelText(/^Leave type/, { selector: 'select' }), 'RTT (reduced working time)');
    await waitFor(() => expect(notice()).toHaveTextContent('This request counts for 3,5 business days (Mon–Fri)'));
    expect(notice()).not.toHaveTextContent('Paid leave remaining');

    // An end before the start is no request: nothing is counted.
    setDate(/^End/, '2026-05-01');
    await waitFor(() => expect(notice()).not.toHaveTextContent('counts for'));
  });

  it("shows the employee's paid-leave balance and warns beyond it, as the backend then refuses", async () => {
    const employee = await freeEmployee((row) => row.available > 0 && row.available < 22);
    const { user } = renderApp({ route: `${LEAVES}/new?employeeId=${employee.employeeId}`, preloadedState: signedIn() });
    await screen.findByLabelText(/^Start/, { selector: 'input' }, { timeout: 10_000 });
    setDate(/^Start/, '2026-04-07');
    setDate(/^End/, '2026-04-07');
    const available = new Intl.NumberFormat('fr-FR').format(employee.available);
    await waitFor(() => expect(notice()).toHaveTextContent(`Paid leave remaining: ${available} working days (Mon–Sat)`));
    expect(within(notice()).queryByRole('alert')).not.toBeInTheDocument();

    // Four weeks (22 ouvrables, 1 May left out) is more than is left.
    setDate(/^End/, '2026-05-02');
    expect(await within(notice()).findByRole('alert')).toHaveTextContent(
      `This request (22 working days (Mon–Sat)) exceeds the remaining balance (${available} working days (Mon–Sat)): it will be refused.`,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The request exceeds the available balance.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

/** A request in `status` of someone else than the signed-in administrator (the employee 1): hers are not hers to decide. */
async function leaveIn(status: string): Promise<Item> {
  const leave = (await list('leave', { status, pageSize: 20 })).items.find((item) => item.employeeId !== 1);
  if (!leave) throw new Error(`no ${status} leave of another employee`);
  return leave;
}

/** The record's page once loaded (the fake backend runs beside other suites: give it time). */
const opened = () => screen.findByRole('link', { name: 'Edit' }, { timeout: 20_000 });
const nextSteps = () => within(screen.getByRole('group', { name: 'Next steps' })).getAllByRole('button').map((button) => button.textContent);

describe('deciding on a request', { timeout: 40_000 }, () => {
  it.each([
    ['draft', ['Submit', 'Cancel the request']],
    ['pending', ['Approve', 'Reject', 'Cancel the request']],
    ['approved', ['Cancel the request']],
  ])('offers only the legal next steps of a %s request', async (status, buttons) => {
    const leave = await leaveIn(status);
    renderApp({ route: `${LEAVES}/${leave.id}`, preloadedState: signedIn() });
    await opened();
    expect(nextSteps()).toEqual(buttons);
  });

  it('offers no step once a request is rejected', async () => {
    const leave = await leaveIn('rejected');
    renderApp({ route: `${LEAVES}/${leave.id}`, preloadedState: signedIn() });
    await opened();
    expect(screen.queryByRole('group', { name: 'Next steps' })).not.toBeInTheDocument();
  });

  it('rejects only with a comment, and keeps the comment with the decision', async () => {
    const leave = await leaveIn('pending');
    const { user } = renderApp({ route: `${LEAVES}/${leave.id}`, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Write a comment explaining the decision.')).toBeInTheDocument();
    const comment = within(dialog).getByLabelText('Comment (required)');
    expect(comment).toHaveFocus();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect((await call('GET', `/app/leave/${leave.id}`)).body.status).toBe('pending');

    await user.type(comment, 'Période de clôture comptable.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request rejected.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Next steps' })).not.toBeInTheDocument());
    // The request's status, and its one step's outcome with the comment.
    expect(screen.getAllByText('Rejected')).toHaveLength(2);
    expect(within(screen.getByTestId('approval-steps')).getByText('Rejected')).toBeInTheDocument();
    const stored = (await call('GET', `/app/leave/${leave.id}`)).body;
    expect(stored).toMatchObject({ status: 'rejected', comment: 'Période de clôture comptable.', decidedAt: expect.any(String) });
  });

  it('approves with an optional comment, then offers only to cancel', async () => {
    const leave = await leaveIn('pending');
    const { user } = renderApp({ route: `${LEAVES}/${leave.id}`, preloadedState: signedIn() });
    const summary = await screen.findByTestId('leave-summary', {}, { timeout: 10_000 });
    // Who will decide: the head of the requester's unit.
    expect(summary).toHaveTextContent(`DecisionAwaiting the decision of ${String(leave.approverName)}`);
    await user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Bonnes vacances !');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request approved.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(nextSteps()).toEqual(['Cancel the request']));
    expect((await call('GET', `/app/leave/${leave.id}`)).body).toMatchObject({ status: 'approved', comment: 'Bonnes vacances !' });
    // The decision is told with who made it and when (the signed-in administrator, today in the tests).
    await waitFor(() => expect(screen.getByTestId('leave-summary')).toHaveTextContent('Approved by Claire Martin on 16/03/2026'));
    expect(screen.getByTestId('leave-summary')).toHaveTextContent('Decision commentBonnes vacances !');
    expect(screen.getByTestId('leave-summary')).toHaveTextContent(`Days counted${new Intl.NumberFormat('fr-FR').format(Number(leave.days))}`);
  });

  it("shows a paid-leave request's balance before and after it", async () => {
    const [leave] = (await list('leave', { status: 'pending', typeId: 1, pageSize: 1 })).items;
    const before = (await call<{ available: number }>('GET', `/app/leave_balance/${leave.employeeId}?excludeId=${leave.id}`)).body.available;
    renderApp({ route: `${LEAVES}/${leave.id}`, preloadedState: signedIn() });
    const summary = await screen.findByTestId('leave-summary', {}, { timeout: 10_000 });
    const days = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
    await waitFor(() => expect(summary).toHaveTextContent(`Balance before this request${days(before)} working`), { timeout: 10_000 });
    expect(summary).toHaveTextContent(`Balance after this request${days(before - Number(leave.days))} working`);
  });
});

describe('the leave views', { timeout: 40_000 }, () => {
  it('lists the balances, searched like the employees', async () => {
    const { user, location } = renderApp({ route: `${LEAVES}/balances`, preloadedState: signedIn() });
    const table = await screen.findByRole('table', { name: 'Balances' }, { timeout: 10_000 });
    await screen.findByText(/^Paid leave in working days \(Mon–Sat\), reference period 01\/06\/2025 – 31\/05\/2026\.$/, {}, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    const [first] = (await balances()).slice(0, 1) as unknown as (BalanceRow & { employeeName: string; matricule: string })[];
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(first.employeeName);
    await user.type(screen.getByRole('searchbox'), first.matricule);
    await waitFor(() => expect(location()).toBe(`${LEAVES}/balances?q=${first.matricule}`));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 10_000 });
  });

  it("explains an employee's balance and records the waiver of fractionnement from the leave tab", async () => {
    const [row] = (await balances()).filter((candidate) => candidate.available > 0) as unknown as { employeeId: number; fractionnementWaived: boolean }[];
    const { user } = renderApp({ route: `/effectif/employee/${row.employeeId}?tab=leaves`, preloadedState: signedIn() });
    const explained = await screen.findByTestId('balance-explained', {}, { timeout: 10_000 });
    // 16 March 2026: June 2025 to February 2026 are over.
    expect(explained).toHaveTextContent(/Months counted so far: 9( \(2,5 days each\)|, of which \d+ on sick leave)/);
    const waiver = screen.getByRole('switch', { name: 'The employee waives the split-leave bonus for this period' });
    expect(waiver).not.toBeChecked();
    await user.click(waiver);
    await waitFor(() => expect(waiver).toBeChecked(), { timeout: 5000 });
    expect((await call('GET', `/app/leave_balance/${row.employeeId}`)).body).toMatchObject({ fractionnementWaived: true, fractionnement: 0 });
  });

  it("draws a service's month: people as rows, leaves as bars linking to the request", async () => {
    const { items: services } = await list('service', { pageSize: 200 });
    let shown: { serviceId: number; absence: Item } | undefined;
    for (const service of services) {
      const month = (await call('GET', `/app/leave_absences?serviceId=${service.id}&month=2026-03`)).body;
      const [absence] = month.absences as Item[];
      if (absence) {
        shown = { serviceId: service.id, absence };
        break;
      }
    }
    if (!shown) throw new Error('No absence in March 2026');
    const { serviceId, absence } = shown;
    const { location, user } = renderApp({ route: `${LEAVES}/absences?serviceId=${serviceId}&month=2026-03`, preloadedState: signedIn() });
    expect(await screen.findByTestId('absences-month')).toHaveTextContent('March 2026');
    const grid = await screen.findByRole('table', { name: 'Absences by service — March 2026' }, { timeout: 10_000 });
    // 31 days and the names' column.
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(32);
    const bars = within(grid).getAllByRole('link');
    expect(bars.length).toBeGreaterThan(0);
    const bar = bars.find((link) => link.getAttribute('href') === `${LEAVES}/${absence.id}`);
    expect(bar).toHaveAccessibleName(/^[^,]+, from \d{2}\/\d{2}\/\d{4}( (morning|afternoon))? to \d{2}\/\d{2}\/\d{4}( (morning|afternoon))? \((Approved|Pending)\)$/);
    await user.click(bar as HTMLElement);
    await waitFor(() => expect(location()).toBe(`${LEAVES}/${absence.id}`));
  });
});
