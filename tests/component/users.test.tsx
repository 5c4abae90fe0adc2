import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';
import { hrAdminUser, signedIn } from '../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { useHrBackend as resetHrBackend } from '../unit/fake-backend/client';

resetHrBackend();

const USERS = '/app/effectif/users';
const table = () => screen.findByRole('table', { name: 'Users' });

describe('the users of the back-office', { timeout: 30_000 }, () => {
  it('lists the accounts with their employee and roles, for Root', async () => {
    server.use(
      http.get(`${API}/users`, () =>
        HttpResponse.json([
          // An account from before grants: its role name says Root.
          { id: 1, email: 'admin@effectif.fr', username: 'admin', firstName: 'Claire', lastName: 'Martin', role: 'Root', version: 1 },
          { id: 4, email: 'j.legoff@effectif.fr', username: 'jlegoff', firstName: 'João', lastName: 'Le Goff', role: 'employee', grants: [{ role: 'employee' }], employeeId: 40, active: true, version: 2 },
        ]),
      ),
    );
    renderApp({ route: USERS, preloadedState: signedIn() });
    await table();
    const admin = (await screen.findByText('admin@effectif.fr')).closest('tr')!;
    expect(within(admin).getByText('Root')).toBeInTheDocument();
    expect(within(admin).getByText('No linked employee')).toBeInTheDocument();
    const employee = screen.getByText('j.legoff@effectif.fr').closest('tr')!;
    expect(within(employee).getByRole('rowheader')).toHaveTextContent('João Le Goffjlegoff');
    expect(within(employee).getByText('Employee')).toBeInTheDocument();
    expect(within(employee).getByRole('link', { name: 'Open the record' })).toHaveAttribute('href', '/effectif/employee/40');
    expect(within(employee).getByRole('button', { name: 'Change jlegoff' })).toBeInTheDocument();
    expect(within(employee).getByRole('button', { name: 'Delete jlegoff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
  });

  it('says what is missing before sending anything', async () => {
    const { user } = renderApp({ route: USERS, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('This field is required.');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(within(dialog).getByText('Give at least one role.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'HR administrator' }));
    expect(within(dialog).getByText('Choose the enterprises the HR administrator manages.')).toBeInTheDocument();
  });

  it('creates a user for an employee with their grants, and lists it', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${API}/user`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { id: 9, email: 'c.perez@effectif.fr', username: 'cperez', firstName: 'Catherine', lastName: 'Perez', role: 'manager,hrAdmin', grants: [{ role: 'manager' }, { role: 'hrAdmin', enterpriseIds: [1] }], employeeId: 108, active: true, version: 1 },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp({ route: USERS, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    const employee = within(dialog).getByRole('combobox', { name: 'Employee' });
    await user.click(employee);
    await user.type(employee, 'Perez');
    await user.click(await within(dialog).findByRole('option', { name: /^Catherine Perez/ }, { timeout: 15_000 }));
    await user.type(within(dialog).getByLabelText('Email'), 'c.perez@effectif.fr');
    await user.type(within(dialog).getByLabelText('Username'), 'cperez');
    await user.type(within(dialog).getByLabelText('Password'), 'Recrutement2026');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'HR administrator' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Effectif Solutions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The user has been saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      email: 'c.perez@effectif.fr',
      username: 'cperez',
      password: 'Recrutement2026',
      employeeId: 108,
      grants: [{ role: 'manager' }, { role: 'hrAdmin', enterpriseIds: [1] }],
      role: 'manager,hrAdmin',
    });
    const row = screen.getByText('c.perez@effectif.fr').closest('tr')!;
    expect(within(row).getByText('Manager · HR administrator (Effectif Solutions)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New user' })).toBeNull();
  });

  it('changes a user\'s roles, keeping the password, then deletes the user once asked', async () => {
    const account = { id: 4, email: 'j.legoff@effectif.fr', username: 'jlegoff', firstName: 'João', lastName: 'Le Goff', role: 'employee', grants: [{ role: 'employee' }], employeeId: 40, active: true, version: 2 };
    let sent: unknown = null;
    let deleted = false;
    server.use(
      http.get(`${API}/users`, () => HttpResponse.json([account])),
      http.put(`${API}/user/4`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...account, role: 'manager', grants: [{ role: 'manager' }], version: 3 });
      }),
      http.delete(`${API}/user/4`, () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp({ route: USERS, preloadedState: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Change jlegoff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the user' });
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Leave empty to keep the current password.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Employee' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The user has been saved.')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'j.legoff@effectif.fr', username: 'jlegoff', employeeId: 40, grants: [{ role: 'manager' }], role: 'manager', version: 2 });
    const row = screen.getByText('j.legoff@effectif.fr').closest('tr')!;
    expect(within(row).getByText('Manager')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete jlegoff' }));
    const question = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('j.legoff@effectif.fr')).toBeNull());
    expect(deleted).toBe(true);
    expect(await screen.findByText('The user has been deleted.')).toBeInTheDocument();
  });

  it("offers an HR administrator neither Root nor another enterprise than theirs", async () => {
    const { user } = renderApp({ route: USERS, preloadedState: signedIn(hrAdminUser) });
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    const roles = within(dialog).getByRole('group', { name: 'Roles' });
    await user.click(within(roles).getByRole('checkbox', { name: 'HR administrator' }));
    expect(within(roles).getAllByRole('checkbox').map((box) => box.parentElement?.querySelector('label')?.textContent)).toEqual([
      'HR administrator',
      'Effectif Solutions',
      'Manager',
      'Employee',
    ]);
  });
});
