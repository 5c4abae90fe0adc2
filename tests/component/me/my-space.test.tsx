import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/user';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { renderApp } from '../../helpers/app';
import { API } from '../../helpers/server';
import { employeeUser, managerUser, signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const [, MANAGER, EMPLOYEE] = DEMO_ROLE_ACCOUNTS;

/** A call to the fake backend as a demo account (its own token: the backend speaks as her). */
async function as(token: string, method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) {
  const response = await fetch(`${location.origin}${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { id: number; version: number } };
}

async function tokenOf(account: (typeof DEMO_ROLE_ACCOUNTS)[number]) {
  const answer = await as('', 'POST', '/users/authenticate', { email: account.email, password: account.password });
  return String(answer.body.token);
}

/** The demo employee (Émilie Nowak, employee 19) signed in with her own token. */
async function demoEmployee(): Promise<SessionUser> {
  return { ...employeeUser, id: 4, email: EMPLOYEE.email, token: await tokenOf(EMPLOYEE), additional: { employee: EMPLOYEE.employee } };
}

/** A one-day RTT request of the demo employee, made by her; approved by her manager when asked. */
async function request(day: string, approve: boolean) {
  const employee = await tokenOf(EMPLOYEE);
  const types = await as(employee, 'GET', '/app/leave?q=rtt&pageSize=1');
  const typeId = (types.body.items as { typeId: number }[])[0].typeId;
  const input = { employeeId: EMPLOYEE.employee.id, typeId, startDate: day, startHalf: 'morning', endDate: day, endHalf: 'afternoon', status: 'pending' };
  const created = await as(employee, 'POST', '/app/leave', input);
  expect(created.status).toBe(201);
  if (!approve) return created.body;
  const approved = await as(await tokenOf(MANAGER), 'PUT', `/app/leave/${created.body.id}`, { ...input, status: 'approved', version: 1 });
  expect(approved.status).toBe(200);
  return approved.body;
}

/** The item of My requests naming this day. */
const requestItem = async (dayText: string) => (await screen.findByRole('link', { name: new RegExp(dayText) })).closest('li') as HTMLElement;

describe('My space', () => {
  it('shows the demo employee her sections: ask, balances, requests, attendance, missions, record, team calendar', async () => {
    renderApp({ route: '/app/effectif/me', preloadedState: signedIn(await demoEmployee()) });
    expect(await screen.findByRole('heading', { name: 'My space', level: 1 })).toBeInTheDocument();
    for (const name of ['Ask', 'My balances', 'My requests', 'My attendance this month', 'My missions', 'My record', "My team's calendar"]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ask for leave' })).toHaveAttribute('href', '/app/effectif/leave/new?employeeId=19');
    expect(screen.getByRole('link', { name: 'Ask for a mission' })).toHaveAttribute('href', '/app/effectif/mission/new?employeeId=19');
    expect(screen.getByRole('button', { name: 'Correct my attendance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the team calendar' })).toHaveAttribute('href', '/app/effectif/calendar');
    // Her own requests: the list is asked with her id and answered.
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0), { timeout: 10_000 });
  });

  it('cancels a pending request after asking, and says who decides while it waits', async () => {
    await request('2027-10-04', false);
    const { user } = renderApp({ route: '/app/effectif/me', preloadedState: signedIn(await demoEmployee()) });
    const item = await requestItem('04/10/2027');
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(within(item).getByText(/^Decided by .+/)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Cancel the request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the request' }));
    await waitFor(async () => expect(within(await requestItem('04/10/2027')).getByText('Cancelled')).toBeInTheDocument(), { timeout: 10_000 });
    expect(within(await requestItem('04/10/2027')).queryByRole('button', { name: 'Cancel the request' })).toBeNull();
  });

  it('asks to cancel an approved leave with a comment: the leave stays approved, "cancellation asked"', async () => {
    await request('2027-10-05', true);
    const { user } = renderApp({ route: '/app/effectif/me', preloadedState: signedIn(await demoEmployee()) });
    const item = await requestItem('05/10/2027');
    expect(within(item).getByText('Approved')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Ask to cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask to cancel this leave?' });
    // The comment is required: the approvers are told why.
    await user.click(within(dialog).getByRole('button', { name: 'Ask to cancel' }));
    expect(within(dialog).getByText('Write a comment explaining the decision.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'Mon déménagement est reporté');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to cancel' }));
    await waitFor(async () => expect(within(await requestItem('05/10/2027')).getByText('Cancellation asked')).toBeInTheDocument(), { timeout: 10_000 });
    const after = await requestItem('05/10/2027');
    expect(within(after).getByText('Approved')).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Ask to cancel' })).toBeNull();
  });
});

describe('the way to My space', () => {
  it('is the home of an employee: the dashboard address leads her there', async () => {
    renderApp({ route: '/', preloadedState: signedIn(employeeUser) });
    expect(await screen.findByRole('heading', { name: 'My space', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is in the account menu of a manager, who keeps the areas in her menu', async () => {
    const { user } = renderApp({ route: '/dry/dry-account/profile', preloadedState: signedIn(managerUser) });
    await screen.findByRole('heading', { name: 'My profile' });
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'My space' }));
    expect(await screen.findByRole('heading', { name: 'My space', level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Employees' })).toBeInTheDocument();
  });
});
