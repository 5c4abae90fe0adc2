import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_FIGURES, type DashboardSummary } from '@/domain/hr/dashboard';
import { employeeList } from '@/features/hr/employee/list';
import { leaveList } from '@/features/hr/leave/list';
import { missionList } from '@/features/hr/mission/list';
import { readListUrl } from '@/features/hr/toolkit/list-url';
import type { AreaListDefinition } from '@/features/hr/toolkit/list-definition';
import { renderApp } from '../helpers/app';
import { switchLanguage } from '../helpers/i18n';
import { API, server } from '../helpers/server';
import { signedIn } from '../helpers/users';
// Not a React hook: it resets the fake backend's data before the suite.
import { call, useHrBackend as resetHrBackend } from '../unit/fake-backend/client';
import { findRange } from './hr/list-helpers';

resetHrBackend({ before: 'all' });

afterEach(async () => {
  await switchLanguage('en');
});

const LISTS: Record<string, AreaListDefinition> = { employee: employeeList, leave: leaveList, mission: missionList };
const LIST_PATHS: Record<string, string> = { employee: '/effectif/employee', leave: '/app/effectif/leave', mission: '/app/effectif/mission' };

const ENGLISH_LABELS: Record<(typeof DASHBOARD_FIGURES)[number], string> = {
  headcount: 'Active headcount',
  arrivals: 'Arrivals this month',
  departures: 'Departures this month',
  pendingLeaves: 'Pending leave requests',
  awayToday: 'Away today',
  missionsInProgress: 'Missions under way',
  contractsEnding: 'Contracts ending within 30 days',
};

async function backendSummary(): Promise<DashboardSummary> {
  const answer = await call<DashboardSummary>('GET', '/app/dashboard');
  expect(answer.status).toBe(200);
  return answer.body;
}

const openDashboard = async () => {
  const app = renderApp({ route: '/', preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  return app;
};

// The figures render in short steps once they arrive (useDeferredValue): on a busy machine, more than findBy's default second.
const tile = (name: string | RegExp) => screen.findByRole('link', { name }, { timeout: 10_000 });

describe('the HR dashboard', () => {
  it('shows each figure of the fake backend as a link named "label: figure" to the list it counts', async () => {
    const expected = await backendSummary();
    await openDashboard();
    for (const name of DASHBOARD_FIGURES) {
      const figure = expected.figures[name];
      const link = await tile(`${ENGLISH_LABELS[name]}: ${figure.count}`);
      const href = new URL(link.getAttribute('href') ?? '', 'http://app');
      expect(href.pathname, name).toBe(LIST_PATHS[figure.area]);
      expect(Object.fromEntries(href.searchParams), name).toEqual(figure.filters);
      // The list reads every one of these filters from its address (none silently dropped).
      expect(readListUrl(href.searchParams, LISTS[figure.area]).filters, name).toEqual(figure.filters);
    }
    expect((await tile(`Pending leave requests: ${expected.figures.pendingLeaves.count}`)).getAttribute('href')).toBe('/app/effectif/leave?status=pending');
    expect((await tile(`Missions under way: ${expected.figures.missionsInProgress.count}`)).getAttribute('href')).toBe(
      '/app/effectif/mission?status=in%20progress',
    );
    expect(screen.getByText('Figures as of 16/03/2026.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team calendar' })).toHaveAttribute('href', '/app/effectif/calendar');
  });

  it('names the first people away today, with their avatars, and how many more there are', async () => {
    const expected = await backendSummary();
    await openDashboard();
    const away = await tile(`Away today: ${expected.figures.awayToday.count}`);
    const people = within(away).getAllByRole('listitem');
    for (const person of expected.awayToday) expect(within(away).getByText(person.name)).toBeInTheDocument();
    expect(people[0].querySelector('img')?.getAttribute('src')).toMatch(/(avatar-(male|female|neutral)|portrait-\d+)\.svg$/);
    expect(within(away).getByText(`+${expected.figures.awayToday.count - expected.awayToday.length}`)).toBeInTheDocument();
    // The names are read as the link's description.
    expect(away).toHaveAccessibleDescription(expect.stringContaining(expected.awayToday[0].name));
  });

  it('draws the headcount by direction as bars, each a link to its active employees', async () => {
    const expected = await backendSummary();
    await openDashboard();
    const chart = await screen.findByRole('region', { name: 'Active headcount by division' });
    const bars = within(chart).getAllByRole('link');
    expect(bars).toHaveLength(expected.byDirection.length);
    const [largest] = expected.byDirection;
    expect(bars[0]).toHaveAccessibleName(`${largest.name}, ${largest.enterpriseName}: ${largest.count}`);
    expect(bars[0]).toHaveAttribute('href', `/effectif/employee?status=active&directionId=${largest.directionId}`);
  });

  it('gives the headcount trend as a table screen readers can read', async () => {
    const expected = await backendSummary();
    await openDashboard();
    const table = await screen.findByRole('table', { name: 'Active headcount at the end of each of the last 12 months' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const last = expected.history[expected.history.length - 1];
    expect(rows[11]).toHaveTextContent(`March 2026${last.headcount}`);
  });

  it('speaks French, figures fr-FR: "Congés en attente : 61"', async () => {
    const expected = await backendSummary();
    await switchLanguage('fr');
    renderApp({ route: '/', preloadedState: signedIn() });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeInTheDocument();
    expect(await tile(`Congés en attente : ${expected.figures.pendingLeaves.count}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Calendrier de l'équipe" })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Effectif actif en fin de mois/ })).toHaveTextContent('mars 2026');
  });

  it('shows a skeleton while the figures load', async () => {
    server.use(
      http.get(`${API}/app/dashboard`, async () => {
        await delay(300);
        // Nothing returned: the fake backend's own handler answers.
      }),
    );
    await openDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    expect(screen.queryByRole('link', { name: /^Pending leave requests/ })).toBeNull();
    await tile(/^Pending leave requests: \d+$/);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's message when the figures fail, and asks again on retry", async () => {
    server.use(
      http.get(`${API}/app/dashboard`, () => HttpResponse.json({ message: 'Le service est indisponible.' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = await openDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    expect(alert).toHaveTextContent('Le service est indisponible.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await tile(/^Pending leave requests: \d+$/)).toBeInTheDocument();
  });

  it('opens the pending leaves filtered, with as many rows as the tile says', async () => {
    const expected = await backendSummary();
    const { user, location } = await openDashboard();
    await user.click(await tile(`Pending leave requests: ${expected.figures.pendingLeaves.count}`));
    await screen.findByRole('heading', { name: 'Leave', level: 1 });
    expect(location()).toBe('/app/effectif/leave?status=pending');
    await findRange(`1–20 of ${expected.figures.pendingLeaves.count}`);
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it("opens a direction's employees with the direction as a chip, which removes the filter", async () => {
    const [largest] = (await backendSummary()).byDirection;
    const { user, location } = await openDashboard();
    const chart = await screen.findByRole('region', { name: 'Active headcount by division' });
    await user.click(within(chart).getAllByRole('link')[0]);
    await screen.findByRole('heading', { name: 'Employees', level: 1 });
    await findRange(`1–20 of ${largest.count}`);
    expect(screen.getByText(`${largest.name}, ${largest.enterpriseName}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    await user.click(screen.getByRole('button', { name: 'Remove the filter Division' }));
    await waitFor(() => expect(location()).toBe('/effectif/employee?status=active'));
    expect(screen.queryByRole('button', { name: 'Remove the filter Division' })).toBeNull();
  });
});
