import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/user';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';
import { adminUser, employeeUser, hrAdminUser, managerUser, signedIn } from '../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { useHrBackend as resetHrBackend } from '../unit/fake-backend/client';

resetHrBackend();

describe('a page the user may not open', { timeout: 30_000 }, () => {
  it.each<[string, string, string, SessionUser]>([
    ['an employee', '/app/effectif/projet', 'open “Projects”', employeeUser],
    ['an employee', '/effectif/employee/40/edit', 'change “Employees”', employeeUser],
    ['an employee', '/app/effectif/enterprise/tree', 'open “Organisation chart”', employeeUser],
    ['an employee', '/effectif/employee/import', 'create in “Employee import”', employeeUser],
    ['a manager', '/app/effectif/salary/3/edit', 'open “Salary”', managerUser],
    ['a manager', '/app/effectif/users', 'open “Users”', managerUser],
    ['a manager', '/app/effectif/leave/new', 'create in “Leave”', managerUser],
    ['an HR administrator', '/app/effectif/city/new', 'create in “City”', hrAdminUser],
  ])('tells %s, at %s, that their account does not allow them to %s', async (_role, route, what, account) => {
    const { location } = renderApp({ route, preloadedState: signedIn(account) });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.getByText(`Your account does not allow you to ${what}.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my home page' })).toHaveAttribute('href', '/');
    // Still in the app: the menu leads elsewhere.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(location()).toBe(route);
  });

  it.each<[string, string, SessionUser]>([
    ['Root', '/app/effectif/city/new', adminUser],
    ['an employee', '/app/effectif/leave/new', employeeUser],
    ['a manager', '/app/effectif/enterprise/tree', managerUser],
  ])('lets %s open %s', async (_role, route, account) => {
    renderApp({ route, preloadedState: signedIn(account) });
    await waitFor(() => expect(document.querySelector('main form, main [role="tree"], main h2')).not.toBeNull(), { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Not allowed' })).toBeNull();
  });
});

describe('the home page', { timeout: 30_000 }, () => {
  it('is the dashboard for a manager', async () => {
    const { location } = renderApp({ route: '/', preloadedState: signedIn(managerUser) });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/');
  });

  it("is an employee's space, where the link home of a refused page leads", async () => {
    const { user, location } = renderApp({ route: '/app/effectif/projet', preloadedState: signedIn(employeeUser) });
    await user.click(await screen.findByRole('link', { name: 'Back to my home page' }));
    await waitFor(() => expect(location()).toBe('/app/effectif/me'));
    expect(await screen.findByRole('heading', { name: 'My space', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('is the leaves of an employee linked to no employee record', async () => {
    const unlinked = { ...employeeUser, additional: { employee: null } };
    const { location } = renderApp({ route: '/', preloadedState: signedIn(unlinked) });
    await waitFor(() => expect(location()).toBe('/app/effectif/leave'));
  });
});

describe('a refusal of the server', { timeout: 30_000 }, () => {
  it('is toasted in the user\'s language, and the list offers no retry', async () => {
    server.use(
      http.get(`${API}/app/leave`, () =>
        HttpResponse.json({ message: "Vous n'avez pas accès à ces congés.", code: 'forbidden' }, { status: 403 }),
      ),
    );
    renderApp({ route: '/app/effectif/leave', preloadedState: signedIn(employeeUser) });
    expect(await screen.findByText('The list could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The toast, and the list's own message.
    await waitFor(() => expect(screen.getAllByText('You are not allowed to do this.')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
