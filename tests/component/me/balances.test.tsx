import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { AfterRequestLine, BalancesCard } from '@/features/balances';
import { createTestStore } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const EMPLOYEE = 12;

function mount(element: React.ReactElement) {
  const { store } = createTestStore({ preloadedState: signedIn() });
  const view = render(<Provider store={store}>{element}</Provider>);
  const rerender = (next: React.ReactElement) => view.rerender(<Provider store={store}>{next}</Provider>);
  return { user: userEvent.setup(), rerender };
}

describe('the balances card', { timeout: 30_000 }, () => {
  it('shows my balances per type and the balance projected to a date, month by month', async () => {
    const today = (await call('GET', `/app/leave_balance/${EMPLOYEE}`)).body;
    const { user } = mount(<BalancesCard employeeId={EMPLOYEE} />);
    const paid = await screen.findByRole('listitem', { name: 'Congés payés' }, { timeout: 10_000 });
    expect(paid).toHaveTextContent('Acquired');
    expect(paid).toHaveTextContent('Carried over');
    expect(paid).toHaveTextContent(`${String(today.available).replace('.', ',')} working day`);

    // On today first: the balance of today, the field bounded by today and the end of the next period.
    const field = await screen.findByLabelText('Date');
    await waitFor(() => expect(field).toHaveAttribute('min', '2026-03-16'));
    expect(field).toHaveAttribute('max', '2027-05-31');
    expect(screen.getByTestId('balance-on-date')).toHaveTextContent('On 16/03/2026:');

    fireEvent.change(field, { target: { value: '2026-06-15' } });
    await waitFor(() => expect(screen.getByTestId('balance-on-date')).toHaveTextContent('On 15/06/2026:'));
    await user.click(screen.getByRole('button', { name: 'Show month by month' }));
    const table = within(screen.getByTestId('month-table'));
    expect(table.getAllByRole('row')).toHaveLength(1 + 4 + 1);
    expect(table.getByText(/End of the period on 31\/05\/2026: .* days carried over, .* lost/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide month by month' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the line after a request', { timeout: 30_000 }, () => {
  it('tells what is left on the last day once the fields are complete, nothing before', async () => {
    const dates = { startDate: '2026-04-13', endDate: '2026-04-17', startHalf: 'morning', endHalf: 'afternoon' };
    const expected = (await call('GET', `/app/leave_balance/${EMPLOYEE}/on?date=2026-04-17&typeId=1&startDate=2026-04-13&endDate=2026-04-17`)).body;
    const after = (expected.request as { availableAfter: number }).availableAfter;
    const { rerender } = mount(<AfterRequestLine employeeId={EMPLOYEE} typeId={1} startDate={dates.startDate} />);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByTestId('after-request')).toBeNull();
    rerender(<AfterRequestLine employeeId={EMPLOYEE} typeId={1} {...dates} />);
    expect(await screen.findByTestId('after-request', undefined, { timeout: 5_000 })).toHaveTextContent(
      `After this request: ${String(after).replace('.', ',')} working day`,
    );
    expect(screen.getByTestId('after-request')).toHaveTextContent('left on 17/04/2026');
  });
});
