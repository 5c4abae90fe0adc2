import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/api';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';
import { signedIn } from '../helpers/users';
// Not a React hook: it puts the fake backend's demo data back before each test.
import { call, list, useHrBackend as resetHrBackend } from '../unit/fake-backend/client';

resetHrBackend();

const CALENDAR = '/app/effectif/calendar';

async function openCalendar(search: string) {
  const app = renderApp({ route: `${CALENDAR}${search}`, preloadedState: signedIn() });
  await screen.findByRole('heading', { name: 'Team calendar', level: 1 });
  await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
  return app;
}

const cell = (day: string) => {
  const found = screen.getByRole('grid').querySelector<HTMLElement>(`[data-day="${day}"]`);
  if (!found) throw new Error(`No cell for ${day}`);
  return found;
};

const events = async () => (await call<CalendarEvent[]>('GET', '/app/calendar')).body;

// The first test also loads the page's code: on a busy machine that takes a while.
describe('the team calendar', { timeout: 30_000 }, () => {
  it("shows March 2026 Monday first, with the team's events on their days", async () => {
    const march = (await events()).filter((event) => event.start.startsWith('2026-03'));
    expect(march.length).toBeGreaterThan(0);
    await openCalendar('?date=2026-03-16');
    expect(screen.getByRole('heading', { name: 'March 2026', level: 2 })).toBeInTheDocument();
    const headers = within(screen.getByRole('grid')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 March 2026 is a Sunday: the grid opens on Monday 23 February.
    expect(within(screen.getByRole('grid')).getAllByRole('gridcell')[0]).toHaveAttribute('data-day', '2026-02-23');
    const first = march[0];
    expect(within(cell(first.start.slice(0, 10))).getByRole('button', { name: new RegExp(first.title.replace(/[()]/g, '.')) })).toBeInTheDocument();
  });

  it('shows the approved leaves of the week on their days, and the public holidays', async () => {
    const { items } = await list('leave', { status: 'approved', from: '2026-03-16', to: '2026-03-22', pageSize: 5 });
    expect(items.length).toBeGreaterThan(0);
    const { user } = await openCalendar('?view=week&date=2026-03-16');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('March 16 – 22, 2026');
    const weekdays = ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20'];
    for (const leave of items) {
      // A leave shows on the weekdays it spans.
      const day = weekdays.find((weekday) => weekday >= String(leave.startDate) && weekday <= String(leave.endDate));
      if (day) expect(within(cell(day)).getAllByText(new RegExp(String(leave.employeeName))).length).toBeGreaterThan(0);
    }
    expect(within(cell('2026-03-21')).queryAllByText(/Approved leave/)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Month', pressed: false }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2026', level: 2 })).toBeInTheDocument();
    // Easter 2026 falls on 5 April.
    expect(await within(cell('2026-04-06')).findByText('Easter Monday')).toBeInTheDocument();
  });

  it('lists each unit once in its filter, the units of the same name under their enterprise', async () => {
    const { items: directions } = await list('direction', { pageSize: 100 });
    const repeated = directions.filter((direction) => directions.some((other) => other.id !== direction.id && other.name === direction.name));
    expect(repeated.length).toBeGreaterThan(0);
    await openCalendar('?date=2026-03-16');
    const select = screen.getByRole('combobox', { name: 'Direction' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(directions.length + 1));
    const groups = within(select).getAllByRole('group');
    const shown = groups.flatMap((group) =>
      within(group).getAllByRole('option').map((option) => `${group.getAttribute('label')} / ${option.textContent}`),
    );
    expect(new Set(shown).size).toBe(directions.length);
    expect(shown).toContain(`${repeated[0].enterpriseName} / ${repeated[0].name}`);
  });

  it('creates an event through the dialog; it shows on its day and is kept', async () => {
    const { user } = await openCalendar('?date=2026-03-16');
    await user.click(screen.getByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('This field is required.');
    await user.type(within(dialog).getByLabelText('Title'), 'Pot de départ de Sophie');
    await user.click(within(dialog).getByRole('switch', { name: 'All day' }));
    await user.clear(within(dialog).getByLabelText('Start time'));
    await user.type(within(dialog).getByLabelText('Start time'), '17:30');
    await user.clear(within(dialog).getByLabelText('End time'));
    await user.type(within(dialog).getByLabelText('End time'), '19:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cell('2026-03-16')).getByRole('button', { name: /17:30 Pot de départ de Sophie/ })).toBeInTheDocument();
    expect(await events()).toContainEqual(
      expect.objectContaining({ title: 'Pot de départ de Sophie', start: '2026-03-16T17:30:00', end: '2026-03-16T19:00:00', allDay: false }),
    );
  });

  it('asks before deleting an event, and deletes it once confirmed', async () => {
    const created = await call<CalendarEvent>('POST', '/app/calendar', { title: 'Réunion à annuler', start: '2026-03-18', end: '2026-03-19' });
    const { user } = await openCalendar('?view=week&date=2026-03-18');
    await user.click(within(cell('2026-03-18')).getByRole('button', { name: /Réunion à annuler/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Réunion à annuler');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the event' });
    expect(confirm).toHaveTextContent('Delete “Réunion à annuler” from the calendar? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await events()).map((event) => event.id)).toContain(created.body.id);

    await user.click(within(cell('2026-03-18')).getByRole('button', { name: /Réunion à annuler/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit event' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the event' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(cell('2026-03-18')).queryByText(/Réunion à annuler/)).not.toBeInTheDocument());
    expect((await events()).map((event) => event.id)).not.toContain(created.body.id);
  });

  it('moves between days with the arrow keys and opens a day with Enter', async () => {
    await call('POST', '/app/calendar', { title: 'Atelier QVT', start: '2026-03-24' });
    const { user } = await openCalendar('?date=2026-03-16');
    cell('2026-03-16').focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(cell('2026-03-24')).toHaveFocus();
    expect(cell('2026-03-24')).toHaveAttribute('tabindex', '0');
    expect(cell('2026-03-16')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Enter}');
    const day = await screen.findByRole('dialog', { name: 'Tuesday, March 24, 2026' });
    expect(within(day).getByRole('button', { name: 'Edit “Atelier QVT”' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Past the grid's last day, the next month opens with the focus on the day.
    cell('2026-04-05').focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'April 2026', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(cell('2026-04-06')).toHaveFocus());
  });

  it('explains a stale update and reloads the calendar', async () => {
    const created = await call<CalendarEvent>('POST', '/app/calendar', { title: 'Entretien annuel', start: '2026-03-19' });
    const { user } = await openCalendar('?view=week&date=2026-03-19');
    // Someone else renames it meanwhile.
    await call('PUT', '/app/calendar', { ...created.body, title: 'Entretien annuel (reporté)' });
    await user.click(within(cell('2026-03-19')).getByRole('button', { name: /Entretien annuel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.type(within(dialog).getByLabelText('Title'), ' – salle B');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed or deleted this event/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(cell('2026-03-19')).findByRole('button', { name: /Entretien annuel \(reporté\)/ })).toBeInTheDocument();
  });

  it('says when the calendar cannot be read, and tries again', async () => {
    server.use(http.get(`${API}/app/calendar`, () => HttpResponse.json({ message: 'Base indisponible' }, { status: 503 }), { once: true }));
    const { user } = await openCalendar('?date=2026-03-16');
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar could not be loaded. Base indisponible');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
