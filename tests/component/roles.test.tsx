import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/user';
import { renderApp } from '../helpers/app';
import { MANAGER_EMPLOYEE, adminUser, employeeUser, hrAdminUser, managerUser, signedIn } from '../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { useHrBackend as resetHrBackend } from '../unit/fake-backend/client';

resetHrBackend();

const ALL_AREAS = [
  'Employees',
  'Assignments',
  'Attendance',
  'Positions',
  'Leave',
  'Missions',
  'Projects',
  'Salary',
  'City',
  'Country',
  'Enterprises',
  'Directions',
  'Departments',
  'Services',
];
const without = (...left: string[]) => ALL_AREAS.filter((area) => !left.includes(area));

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The buttons and button-like links of a list's toolbar, by name. */
const listActions = () =>
  [...document.querySelectorAll<HTMLElement>('section.hr-list > .card-body:first-child .btn')].map((element) => element.textContent?.trim() ?? '');

async function openAccountMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Account menu/ }));
  return screen.getByRole('menu');
}

describe('the menu of each role', () => {
  it.each<[string, SessionUser, string[]]>([
    ['Root', adminUser, ALL_AREAS],
    ['an HR administrator', hrAdminUser, ALL_AREAS],
    ['a manager', managerUser, without('Salary')],
    // Not the administration areas she may technically read: her space, the team calendar, her record.
    ['an employee', employeeUser, ['My space', 'Team calendar', 'My record']],
  ])('lists the areas %s may read', async (_role, account, areas) => {
    renderApp({ route: '/dry/dry-account/profile', preloadedState: signedIn(account) });
    await screen.findByRole('heading', { name: 'My profile' });
    expect(sidebarLinks()).toEqual(areas);
  });

  it.each<[string, SessionUser, string]>([
    ['Root', adminUser, 'Root'],
    ['an HR administrator', hrAdminUser, 'HR administrator'],
  ])('offers %s the users under Administration in the account menu, and names the roles', async (_role, account, roles) => {
    const { user, location } = renderApp({ route: '/dry/dry-account/profile', preloadedState: signedIn(account) });
    const menu = await openAccountMenu(user);
    expect(within(menu).getByText('Administration')).toBeInTheDocument();
    expect(screen.getByText(roles, { selector: '.dropdown-header' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Audit trail' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Mail' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Users' }));
    await waitFor(() => expect(location()).toBe('/app/effectif/users'));
  });

  it.each<[string, SessionUser, string]>([
    ['a manager', managerUser, 'Manager'],
    ['an employee', employeeUser, 'Employee'],
  ])('offers %s no administration', async (_role, account, roles) => {
    const { user } = renderApp({ route: '/dry/dry-account/profile', preloadedState: signedIn(account) });
    const menu = await openAccountMenu(user);
    expect(screen.getByText(roles, { selector: '.dropdown-header' })).toBeInTheDocument();
    expect(within(menu).queryByText('Administration')).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Users' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Audit trail' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Mail' })).toBeNull();
  });
});

describe('the buttons of a list follow the permissions', () => {
  it.each<[string, string, string[], SessionUser]>([
    ['Root', '/effectif/employee', ['Import', 'Export', 'New employee'], adminUser],
    ['a manager', '/effectif/employee', ['Export'], managerUser],
    ['an employee', '/effectif/employee', [], employeeUser],
    ['Root', '/app/effectif/leave', ['Balances', 'Absences by service', 'Team calendar', 'Export', 'New leave request'], adminUser],
    ['a manager', '/app/effectif/leave', ['Balances', 'Absences by service', 'Team calendar'], managerUser],
    ['an employee', '/app/effectif/leave', ['Balances', 'Absences by service', 'Team calendar', 'New leave request'], employeeUser],
    ['a manager', '/app/effectif/service', ['Organisation chart'], managerUser],
    ['an employee', '/app/effectif/service', [], employeeUser],
  ])('%s sees on %s: %j', async (_role, route, buttons, account) => {
    renderApp({ route, preloadedState: signedIn(account) });
    await screen.findByRole('searchbox', {}, { timeout: 10_000 });
    // The search, the filters and the columns are everyone's.
    expect(listActions().filter((name) => !/^(Search|Filters|Columns)/.test(name))).toEqual(buttons);
  });
});

/** The record's title, once its page is drawn. */
const recordOpened = () => screen.findByRole('heading', { level: 2 }, { timeout: 20_000 });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const nextSteps = () => {
  const group = screen.queryByRole('group', { name: 'Next steps' });
  return group ? within(group).getAllByRole('button').map((button) => button.textContent) : [];
};
/** The buttons beside the record's title: its next steps, Edit, Delete, Leaving. */
const recordButtons = () =>
  [...document.querySelectorAll<HTMLElement>('#hr-detail-title ~ .btn, #hr-detail-title ~ * .btn')].map((element) => element.textContent?.trim());

describe('the record pages follow the permissions', { timeout: 40_000 }, () => {
  it.each<[string, string, string[], string[], SessionUser]>([
    [
      'Root',
      '/effectif/employee/198',
      ['Identity', 'Private information', 'Assignments', 'Leave and balance', 'Attendance this month', 'Missions', 'Projects', 'Salary history', 'Exit & documents', 'History'],
      ['Leaving the company', 'Edit'],
      adminUser,
    ],
    ['a manager', '/effectif/employee/198', ['Identity', 'Assignments', 'Leave and balance', 'Attendance this month', 'Missions', 'Projects'], [], managerUser],
    [
      'an employee',
      '/effectif/employee/40',
      ['Identity', 'Private information', 'Assignments', 'Leave and balance', 'Attendance this month', 'Missions', 'Salary history', 'Exit & documents'],
      [],
      employeeUser,
    ],
  ])("%s sees on %s the tabs %j and the buttons %j", async (_role, route, tabs, buttons, account) => {
    renderApp({ route, preloadedState: signedIn(account) });
    await recordOpened();
    await screen.findAllByRole('tab');
    expect(tabNames()).toEqual(tabs);
    expect(recordButtons()).toEqual(buttons);
    expect(Boolean(screen.queryByRole('button', { name: 'Change the photo' }))).toBe(buttons.includes('Edit'));
  });

  it.each<[string, string, string[], string[], SessionUser]>([
    ['Root', '/app/effectif/leave/1103', ['Approve', 'Reject', 'Cancel the request'], ['Edit', 'Delete'], adminUser],
    // Someone else's request: the manager decides it, and does not change it.
    ['a manager', '/app/effectif/leave/1103', ['Approve', 'Reject', 'Cancel the request'], [], managerUser],
    // Their own request: the employee changes or cancels it, and decides nothing.
    ['an employee', '/app/effectif/leave/1177', ['Cancel the request'], ['Edit'], employeeUser],
    ['an employee', '/app/effectif/leave/1103', [], [], employeeUser],
  ])('%s sees on %s the steps %j and the buttons %j', async (_role, route, steps, buttons, account) => {
    renderApp({ route, preloadedState: signedIn(account) });
    await recordOpened();
    expect(nextSteps()).toEqual(steps);
    expect(recordButtons().filter((name) => !steps.includes(name ?? ''))).toEqual(buttons);
  });

  it('offers an HR administrator no decision on their own request, only to cancel it', async () => {
    // Request 1103 is pending, and employee 131's.
    const linked = { ...MANAGER_EMPLOYEE, id: 131 };
    const hrAdminOf131 = { ...hrAdminUser, additional: { employee: linked } };
    renderApp({ route: '/app/effectif/leave/1103', preloadedState: signedIn(hrAdminOf131) });
    await recordOpened();
    expect(nextSteps()).toEqual(['Cancel the request']);
  });
});

describe('the team calendar follows the permissions', () => {
  it.each<[string, boolean, SessionUser]>([
    ['Root', true, adminUser],
    ['a manager', false, managerUser],
    ['an employee', false, employeeUser],
  ])('%s may create events: %s', async (_role, creates, account) => {
    renderApp({ route: '/app/effectif/calendar', preloadedState: signedIn(account) });
    await screen.findByRole('grid', {}, { timeout: 10_000 });
    expect(Boolean(screen.queryByRole('button', { name: 'New event' }))).toBe(creates);
  });
});
