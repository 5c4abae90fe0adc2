import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it puts the fake backend's demo data back before each test.
import { call, list, useHrBackend as resetHrBackend, type Item } from '../../unit/fake-backend/client';

resetHrBackend();

const GRID = '/app/effectif/attendance/grid';

/** A day of March 2026 worked by someone (TEST_TODAY is 16 March 2026), and its employee. */
async function workedDay(date = '2026-03-02'): Promise<Item> {
  const [day] = (await list('attendance', { from: date, to: date, status: 'présent', pageSize: 1, sort: 'employeeId' })).items;
  if (!day) throw new Error(`Nobody worked on ${date}`);
  return day;
}

async function openGrid(search: string) {
  const app = renderApp({ route: `${GRID}?${search}`, preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Month grid', level: 2 });
  await waitFor(() => expect(document.querySelector('tr[data-day]')).not.toBeNull(), { timeout: 10_000 });
  return app;
}

const dayRow = (date: string) => {
  const row = document.querySelector<HTMLElement>(`tr[data-day="${date}"]`);
  if (!row) throw new Error(`No row for ${date}`);
  return row;
};
const cellInput = (date: string, field: 'Check-in' | 'Check-out' | 'Break (min)') =>
  within(dayRow(date)).getByRole('textbox', { name: new RegExp(`^${field.replace(/[()]/g, '\\$&')},`) }) as HTMLInputElement;
const timeInput = (date: string, field: 'Check-in' | 'Check-out') => {
  const input = dayRow(date).querySelector<HTMLInputElement>(`input[type="time"][aria-label^="${field},"]`);
  if (!input) throw new Error(`No ${field} on ${date}`);
  return input;
};
const workedText = (date: string) => dayRow(date).querySelector('[data-worked]')?.textContent;

// Lazy pages and a year of records on a busy machine: give each test time.
describe('the attendance month grid', { timeout: 60_000 }, () => {
  it('opens from the list, and asks whose month to show', async () => {
    const { user, location } = renderApp({ route: '/app/effectif/attendance', preloadedState: signedIn() });
    await user.click(await screen.findByRole('link', { name: 'Month grid' }, { timeout: 10_000 }));
    await waitFor(() => expect(location()).toBe(GRID), { timeout: 10_000 });
    expect(await screen.findByText('Choose an employee to see their attendance for the month.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'By service', pressed: false }));
    expect(location()).toBe(`${GRID}?mode=service`);
    expect(screen.getByText("Choose a service to see its team's attendance.")).toBeInTheDocument();
  });

  it("shows an employee's month with the rule a day breaks, named, and the week's overtime", async () => {
    const day = await workedDay();
    // 07:00–19:00 with 30 minutes of break: 11 h 30, over the daily maximum.
    const { id, version, ...rest } = day;
    expect((await call('PUT', `/app/attendance/${id}`, { ...rest, version, checkIn: '07:00', checkOut: '19:00', breakMinutes: 30 })).status).toBe(200);
    await openGrid(`employeeId=${String(day.employeeId)}&month=2026-03`);
    expect(screen.getByText('march 2026', { selector: 'p', exact: false, ignore: false })).toBeInTheDocument();
    expect(within(dayRow('2026-03-02')).getByText('More than 10 h of work in the day (art. L3121-18)')).toBeInTheDocument();
    expect(workedText('2026-03-02')).toBe('11 h 30');
    // The week of 2 March ends on Sunday the 8th: its subtotal follows that day.
    const week = document.querySelector<HTMLElement>('tr[data-week="2026-03-02"]');
    expect(week?.previousElementSibling).toBe(dayRow('2026-03-08'));
    expect(week).toHaveTextContent(/Overtime: \d+ h \d{2} at \+25%, \d+ h \d{2} at \+50%/);
    expect(screen.getByText(/Yearly overtime quota \(art\. D3121-24\): \d+ h \d{2} used of 220 h/)).toBeInTheDocument();
  });

  it('refuses a check-out at the check-in time (earlier is the next morning), under the cell, in words', async () => {
    const day = await workedDay();
    const { user } = await openGrid(`employeeId=${String(day.employeeId)}&month=2026-03`);
    const checkOut = timeInput('2026-03-02', 'Check-out');
    await user.clear(checkOut);
    await user.type(checkOut, String(day.checkIn));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(checkOut).toHaveAccessibleDescription('The check-out time must come after the check-in time.'));
    expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    // Escape puts the stored time back and clears the error.
    await user.keyboard('{Escape}');
    expect(checkOut).toHaveValue(String(day.checkOut));
    expect(checkOut).not.toHaveAttribute('aria-invalid');
    expect((await call('GET', `/app/attendance/${day.id}`)).body.checkOut).toBe(day.checkOut);
  });

  it('creates a day from its check-in and check-out; the worked time and the totals follow', async () => {
    const day = await workedDay();
    const employeeId = Number(day.employeeId);
    // Saturday 7 March: nobody works on Saturdays in the demo data.
    expect((await list('attendance', { employeeId, from: '2026-03-07', to: '2026-03-07' })).total).toBe(0);
    const { user } = await openGrid(`employeeId=${employeeId}&month=2026-03`);
    const monthTotal = () => document.querySelector('[data-month-total]')?.textContent ?? '';
    const before = monthTotal();

    await user.type(timeInput('2026-03-07', 'Check-in'), '09:00');
    await user.tab();
    // Created with the record form's default break, shown once stored.
    await waitFor(() => expect(cellInput('2026-03-07', 'Break (min)')).toHaveValue('60'), { timeout: 10_000 });
    expect(document.activeElement).toBe(timeInput('2026-03-07', 'Check-out'));
    await user.type(timeInput('2026-03-07', 'Check-out'), '14:30');
    await user.tab();
    await waitFor(() => expect(workedText('2026-03-07')).toBe('4 h 30'), { timeout: 10_000 });
    expect(within(dayRow('2026-03-07')).getAllByText('Saved').length).toBeGreaterThan(0);
    expect(monthTotal()).not.toBe(before);

    const [stored] = (await list('attendance', { employeeId, from: '2026-03-07', to: '2026-03-07' })).items;
    expect(stored).toMatchObject({ checkIn: '09:00', checkOut: '14:30', breakMinutes: 60, workedMinutes: 270, status: 'présent', version: 2 });
  });

  it('says the day already has a record when another was created meanwhile', async () => {
    const day = await workedDay();
    const employeeId = Number(day.employeeId);
    const { user } = await openGrid(`employeeId=${employeeId}&month=2026-03`);
    // Someone else records Sunday 8 March after the grid was read.
    const created = await call('POST', '/app/attendance', { employeeId, date: '2026-03-08', status: 'présent', source: 'manual', breakMinutes: 0, checkIn: '10:00', checkOut: '12:00' });
    expect(created.status).toBe(201);
    const checkIn = timeInput('2026-03-08', 'Check-in');
    await user.type(checkIn, '09:00');
    await user.tab();
    await waitFor(() => expect(checkIn).toHaveAccessibleDescription('This employee already has an attendance record on 08/03/2026.'));
    // The grid reads the month again: the other record shows.
    await waitFor(() => expect(workedText('2026-03-08')).toBe('2 h 00'));
  });

  it("shows a service's people across the month's days, weekends shaded", async () => {
    const { items: people, total } = await list('employee', { serviceId: 1, pageSize: 200, sort: 'lastName,firstName' });
    expect(total).toBeGreaterThan(0);
    const { user, location } = renderApp({ route: `${GRID}?mode=service&serviceId=1&month=2026-03`, preloadedState: signedIn() });
    const table = await screen.findByRole('table', { name: /^Attendance of the .* service — March 2026$/ }, { timeout: 10_000 });
    const headers = within(table).getAllByRole('columnheader');
    // The employee, 31 days, the total.
    expect(headers).toHaveLength(33);
    expect(headers[1]).toHaveTextContent('Sunday, March 1, 2026');
    expect(headers[1]).toHaveClass('att-off-cell');
    const names = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names.slice(0, people.length)).toEqual(people.map((person) => person.fullName));
    // A member's worked Monday shows its hours.
    const [monday] = (await list('attendance', { employeeId: people[0].id, from: '2026-03-02', to: '2026-03-02' })).items;
    const row = within(table).getAllByRole('row')[1];
    const minutes = Number(monday.workedMinutes);
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`);
    // A name opens that person's own month.
    await user.click(within(row).getByRole('link', { name: String(people[0].fullName) }));
    await waitFor(() => expect(location()).toBe(`${GRID}?employeeId=${people[0].id}&serviceId=1&month=2026-03`));
    expect(await screen.findByRole('button', { name: 'By employee', pressed: true })).toBeInTheDocument();
  });
});
