import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/shared/lib/format';
import { renderApp } from '../../helpers/app';
import { signedIn } from '../../helpers/users';
// Not a React hook: it resets the fake backend's data before each test.
import { call, list, useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend();

const EMPLOYEES = '/effectif/employee';

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');

/** Opens an employee's page (on a tab) and waits for its tabs. */
async function openEmployee(id: number, query = '') {
  const view = renderApp({ route: `${EMPLOYEES}/${id}${query}`, preloadedState: signedIn() });
  await screen.findByRole('tablist', { name: 'Employee file' }, { timeout: 20_000 });
  return view;
}

describe("the employee's page", { timeout: 45_000 }, () => {
  it('shows the identity in the first tab; arrows, Home and End move through the tabs, kept in the address', async () => {
    const { user, location } = await openEmployee(2);
    expect(tab('Identity')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('nadia.lamy@effectif.fr')).toBeInTheDocument();
    // An employee leaves the company; they are never deleted from their page.
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    tab('Identity').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Private information')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Private information')).toHaveFocus();
    expect(location()).toBe(`${EMPLOYEES}/2?tab=private`);
    await user.keyboard('{End}');
    expect(tab('History')).toHaveFocus();
    expect(location()).toBe(`${EMPLOYEES}/2?tab=history`);
    await user.keyboard('{ArrowRight}');
    expect(tab('Identity')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(tab('Identity')).toHaveFocus();
    expect(location()).toBe(`${EMPLOYEES}/2`);
    expect(tab('Leave and balance')).toHaveAttribute('tabindex', '-1');
  });

  it('shows the status of today, by the dates: a departure still ahead is not "left" yet', async () => {
    const employee = (await call('GET', '/app/employee/2')).body;
    const { id: _id, version, currentStatus: _current, leavingOn: _leaving, ...fields } = employee;
    const saved = await call('PUT', '/app/employee/2', { ...fields, version, status: 'left', exitDate: '2099-06-30', exitReason: 'démission' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await openEmployee(2);
    const status = within(panel()).getByText('Status').closest('div');
    expect(status).toHaveTextContent(/Status\s*Active/);
    expect(screen.getAllByText(`Leaving on ${formatDate('2099-06-30')}`).length).toBeGreaterThan(0);
  });

  it('masks the NIR and the IBAN until each is asked for', async () => {
    const { user } = await openEmployee(2, '?tab=private');
    const nir = await screen.findByTestId('private-nir', {}, { timeout: 5000 });
    expect(nir).toHaveTextContent('2 70 01 ** *** *** **');
    expect(screen.getByTestId('private-iban')).toHaveTextContent('FR76 **** **** **** **** **** 861');
    expect(panel()).not.toHaveTextContent('270014448578146');

    await user.click(screen.getByRole('button', { name: 'Show: Social security number (NIR)' }));
    expect(nir).toHaveTextContent('2 70 01 44 485 781 46');
    // The IBAN stays masked: each is revealed on its own.
    expect(screen.getByTestId('private-iban')).toHaveTextContent('FR76 **** **** **** **** **** 861');
    await user.click(screen.getByRole('button', { name: 'Hide: Social security number (NIR)' }));
    expect(nir).toHaveTextContent('2 70 01 ** *** *** **');
  });

  it('edits the private block, checked by the domain schema, and saves it', async () => {
    const { user } = await openEmployee(2, '?tab=private');
    await user.click(await screen.findByRole('button', { name: 'Edit private information' }, { timeout: 5000 }));
    const iban = screen.getByLabelText('IBAN', { selector: 'input' });
    await user.clear(iban);
    await user.type(iban, 'FR76 3000 6000 0112 3456 7890 188');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This IBAN is not valid.')).toBeInTheDocument();

    // Its check digits made right for the wrong RIB key: the key is what the message names.
    await user.clear(iban);
    await user.type(iban, 'FR06 3000 6000 0112 3456 7890 188');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("This IBAN's RIB key (its last two digits) does not match its bank, branch and account numbers.")).toBeInTheDocument();

    await user.clear(iban);
    await user.type(iban, 'FR76 3000 6000 0112 3456 7890 189');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('private-iban', {}, { timeout: 5000 })).toHaveTextContent('FR76 **** **** **** **** **** 189');
    expect((await call('GET', '/user/private/2')).body).toMatchObject({ iban: 'FR7630006000011234567890189', version: 2 });
  });

  it('draws the assignments as a timeline, newest first, the current one highlighted', async () => {
    const { items } = await list('assignment', { employeeId: 3, sort: '-startDate' });
    expect(items.length).toBeGreaterThan(1);
    const [current] = (await list('assignment', { employeeId: 3, kind: 'principale', current: true })).items;
    await openEmployee(3, '?tab=assignments');
    const timeline = await screen.findByRole('list', { name: 'Assignment history' }, { timeout: 5000 });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('link').textContent)).toEqual(items.map((item) => item.positionTitle));
    const highlighted = entries.filter((entry) => entry.getAttribute('aria-current') === 'true');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent(String(current.positionTitle));
    expect(highlighted[0]).toHaveTextContent('Current');
    expect(screen.getByRole('link', { name: 'New assignment' })).toHaveAttribute('href', '/app/effectif/assignment/new?employeeId=3');
  });

  it("lists the salary history with each entry's change from the one before", async () => {
    const { items } = await list('salary', { employeeId: 1, sort: 'effectiveDate' });
    expect(items.length).toBeGreaterThan(2);
    await openEmployee(1, '?tab=salaries');
    const table = await screen.findByRole('table', { name: 'Salary history' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(items.length);
    const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const newestFirst = [...items].reverse();
    newestFirst.forEach((item, index) => {
      const cells = within(rows[index]).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(formatDate(String(item.effectiveDate)));
      const before = newestFirst[index + 1];
      const expected = before
        ? percent.format(((item.baseMonthlyGrossCents as number) - (before.baseMonthlyGrossCents as number)) / (before.baseMonthlyGrossCents as number))
        : 'First salary';
      expect(cells[5].textContent).toBe(expected);
    });
  });

  it('shows the paid-leave balance the backend computes, and the requests', async () => {
    const balance = (await call<Record<string, number>>('GET', '/app/leave_balance/2')).body;
    const { items } = await list('leave', { employeeId: 2 });
    await openEmployee(2, '?tab=leaves');
    const figures = await screen.findByText('Remaining', {}, { timeout: 8000 });
    expect(figures.nextElementSibling?.textContent).toBe(new Intl.NumberFormat('fr-FR').format(balance.available));
    expect(screen.getByText('Earned').nextElementSibling?.textContent).toBe(new Intl.NumberFormat('fr-FR').format(balance.acquired));
    const table = await screen.findByRole('table', { name: 'Leave requests' });
    expect(within(table).getAllByRole('row')).toHaveLength(items.length + 1);
  });

  it("shows a month's attendance with its totals, the month kept in the address", async () => {
    const { items } = await list('attendance', { employeeId: 2, from: '2026-03-01', to: '2026-03-31', pageSize: 31 });
    const worked = items.reduce((total, item) => total + (item.workedMinutes as number), 0);
    const { user, location } = await openEmployee(2, '?tab=attendance&month=2026-03');
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Attendance in March 2026' }, { timeout: 8000 });
    expect(within(table).getAllByRole('row')).toHaveLength(items.length + 1);
    expect(screen.getByText('Time worked', { selector: 'dt' }).nextElementSibling?.textContent).toBe(`${Math.floor(worked / 60)} h ${String(worked % 60).padStart(2, '0')}`);
    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(location()).toBe(`${EMPLOYEES}/2?tab=attendance&month=2026-02`);
    expect(await screen.findByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
  });

  it("lists the employee's missions, and the projects they are a member of with their allocation", async () => {
    // A project member who also has missions.
    let employeeId = 0;
    let missions = await list('mission', { pageSize: 1 });
    for (const candidate of (await list('projet', { pageSize: 50, sort: 'code' })).items.flatMap((item) => item.members as { employeeId: number }[])) {
      missions = await list('mission', { employeeId: candidate.employeeId, sort: '-startDate' });
      if (missions.total === 0) continue;
      employeeId = candidate.employeeId;
      break;
    }
    const [mission] = missions.items;
    const projects = await list('projet', { memberId: employeeId });
    expect(projects.total).toBeGreaterThan(0);
    const { user } = await openEmployee(employeeId, '?tab=missions');
    const table = await screen.findByRole('table', { name: 'Missions' }, { timeout: 8000 });
    expect(within(table).getAllByRole('row')).toHaveLength(missions.total + 1);
    expect(within(table).getByRole('link', { name: String(mission.reference) })).toHaveAttribute('href', `/app/effectif/mission/${mission.id}`);

    await user.click(tab('Projects'));
    const project = projects.items[0];
    const line = (project.members as { employeeId: number; allocationPercent: number }[]).find((member) => member.employeeId === employeeId);
    const rows = within(await screen.findByRole('table', { name: 'Projects' }, { timeout: 8000 })).getAllByRole('row');
    expect(rows).toHaveLength(projects.total + 1);
    expect(rows.find((row) => row.textContent?.includes(String(project.name)))).toHaveTextContent(`${line?.allocationPercent} %`);
  });
});
