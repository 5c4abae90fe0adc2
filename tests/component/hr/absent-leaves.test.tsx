import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ServiceAbsences } from '@/domain/hr/leave-planning';
import { renderApp } from '../../helpers/app';
import { API, server } from '../../helpers/server';
import { EMPLOYEE_EMPLOYEE, managerUser, signedIn, employeeUser } from '../../helpers/users';
// Not a React hook: it puts the fake backend's demo data back before each test.
import { useHrBackend as resetHrBackend } from '../../unit/fake-backend/client';

resetHrBackend({ before: 'all' });

/**
 * The backend leaves a leave's type out for whoever may not know why its person is away
 * (docs/roles.md). Every test account speaks to the fake backend as Root, so the answers
 * without the type are given here, as the backend gives them to an employee or a manager.
 */
const COLLEAGUE = { id: 42, name: 'Paul Durand' };
const stamp = '2026-03-01T08:00:00.000Z';
/** Paul Durand away from the afternoon of Tuesday 17 March to Wednesday 18 evening, its type not told. */
const withoutType = { id: 900, employeeId: COLLEAGUE.id, startDate: '2026-03-17', startHalf: 'afternoon', endDate: '2026-03-18', endHalf: 'afternoon', status: 'approved', days: 1.5 } as const;

describe('a leave whose type the reader is not told shows as "Absent", its half days kept', { timeout: 30_000 }, () => {
  it('in the team calendar', async () => {
    const item = { ...withoutType, employeeName: COLLEAGUE.name, createdAt: stamp, updatedAt: stamp, version: 1 };
    server.use(http.get(`${API}/app/leave`, () => HttpResponse.json({ items: [item], total: 1, page: 1, pageSize: 200 })));
    renderApp({ route: '/app/effectif/calendar?view=week&date=2026-03-16', preloadedState: signedIn(managerUser) });
    await screen.findByRole('heading', { name: 'Team calendar', level: 1 });
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    const day = (date: string) => screen.getByRole('grid').querySelector<HTMLElement>(`[data-day="${date}"]`) as HTMLElement;
    expect(within(day('2026-03-17')).getByText('Paul Durand – Absent (afternoon)')).toBeInTheDocument();
    expect(within(day('2026-03-18')).getByText('Paul Durand – Absent')).toBeInTheDocument();
  });

  it('on its own page, which a manager deciding her team’s requests opens', async () => {
    const item = { ...withoutType, employeeName: COLLEAGUE.name, createdAt: stamp, updatedAt: stamp, version: 1 };
    server.use(http.get(`${API}/app/leave/${withoutType.id}`, () => HttpResponse.json(item)));
    renderApp({ route: `/app/effectif/leave/${withoutType.id}`, preloadedState: signedIn(managerUser) });
    expect(await screen.findByRole('heading', { name: 'Paul Durand — Absent' }, { timeout: 10_000 })).toBeInTheDocument();
    const term = screen.getAllByRole('term').find((dt) => dt.textContent === 'Leave type') as HTMLElement;
    expect(term.nextElementSibling).toHaveTextContent(/^Absent$/);
    const starts = screen.getAllByRole('term').find((dt) => dt.textContent === 'Starts') as HTMLElement;
    expect(starts.nextElementSibling).toHaveTextContent('In the afternoon');
  });

  it('in the absences of a service, beside one’s own absence told whole', async () => {
    const month: ServiceAbsences = {
      serviceId: 7,
      month: '2026-03',
      from: '2026-03-01',
      to: '2026-03-31',
      employees: [
        { id: COLLEAGUE.id, name: COLLEAGUE.name, matricule: 'EMP-000042' },
        { id: EMPLOYEE_EMPLOYEE.id, name: EMPLOYEE_EMPLOYEE.user.person.label, matricule: 'EMP-000040' },
      ],
      absences: [
        withoutType,
        { id: 901, employeeId: EMPLOYEE_EMPLOYEE.id, typeId: 2, typeName: 'RTT', startDate: '2026-03-20', startHalf: 'morning', endDate: '2026-03-20', endHalf: 'morning', status: 'pending', days: 0.5 },
      ],
      holidays: [],
    };
    server.use(http.get(`${API}/app/leave_absences`, () => HttpResponse.json(month)));
    renderApp({ route: '/app/effectif/leave/absences?serviceId=7&month=2026-03', preloadedState: signedIn(employeeUser) });
    const grid = await screen.findByRole('table', { name: 'Absences by service — March 2026' }, { timeout: 10_000 });
    const colleague = within(grid).getByRole('row', { name: new RegExp(COLLEAGUE.name) });
    const bar = within(colleague).getByRole('link');
    expect(bar).toHaveAccessibleName('Absent, from 17/03/2026 afternoon to 18/03/2026 (Approved)');
    expect(bar).toHaveTextContent(/^Absent/);
    const own = within(within(grid).getByRole('row', { name: new RegExp(EMPLOYEE_EMPLOYEE.user.person.label) })).getByRole('link');
    expect(own).toHaveAccessibleName('RTT (reduced working time), from 20/03/2026 to 20/03/2026 morning (Pending)');
    // The legend names what the neutral bars mean, and the types shown.
    const legend = screen.getByRole('heading', { name: 'Legend' }).parentElement as HTMLElement;
    expect(within(legend).getByText('Absent')).toBeInTheDocument();
    expect(within(legend).getByText(/^RTT — /)).toBeInTheDocument();
  });
});
