// @vitest-environment jsdom
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@/api';
import { calendarActions } from '@/features/calendar/calendar-slice';
import { calendarStore } from '@/features/calendar/calendar-store';
import { createTestStore } from '../../helpers/app';
import { API, server } from '../../helpers/server';
import { signedIn } from '../../helpers/users';
import { call, list, useHrBackend } from '../fake-backend/client';

const APRIL = { from: '2026-03-30', to: '2026-05-10', unit: {} };
const MEETING = { title: 'Réunion de service', start: '2026-04-14T10:00:00', end: '2026-04-14T11:00:00', allDay: false };

function storeWithCalendar() {
  const { store } = createTestStore({ preloadedState: signedIn(), features: [calendarStore] });
  const calendar = () => store.getState().calendar;
  const settled = () => vi.waitFor(() => expect(calendar().loading).toBe(false));
  const saved = (status: 'saved' | 'failed') => vi.waitFor(() => expect(calendar().save).toBe(status));
  return { store, calendar, settled, saved };
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe('calendar slice and saga, through a real store and the fake backend', () => {
  useHrBackend();

  it('fetches in three steps: loading and no error, then the events, leaves, missions and holidays of the range', async () => {
    const { store, calendar, settled } = storeWithCalendar();
    store.dispatch(calendarActions.fetch(APRIL));
    expect(calendar()).toMatchObject({ loading: true, error: null, query: APRIL });
    await settled();
    expect(calendar().error).toBeNull();
    expect(ids(calendar().items)).toEqual(ids((await call<CalendarEvent[]>('GET', '/app/calendar')).body));
    const leaves = await list('leave', { status: 'approved', from: APRIL.from, to: APRIL.to, pageSize: 200 });
    expect(ids(calendar().leaves)).toEqual(ids(leaves.items));
    const missions = [
      ...(await list('mission', { status: 'approved', from: APRIL.from, to: APRIL.to, pageSize: 200 })).items,
      ...(await list('mission', { status: 'in progress', from: APRIL.from, to: APRIL.to, pageSize: 200 })).items,
    ];
    expect(ids(calendar().missions)).toEqual(ids(missions));
    // Easter Monday, Labour Day and Victory Day 1945; not New Year's Day.
    expect(calendar().holidays.map((holiday) => holiday.date)).toEqual(['2026-04-06', '2026-05-01', '2026-05-08']);
  });

  it('reads the leaves page after page', async () => {
    const wide = { from: '2024-01-01', to: '2026-12-31', unit: {} };
    const expected = await list('leave', { status: 'approved', from: wide.from, to: wide.to, pageSize: 1 });
    expect(expected.total).toBeGreaterThan(200);
    const pages: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/app/leave')) pages.push(new URL(request.url).searchParams.get('page') ?? '');
    });
    const { store, calendar, settled } = storeWithCalendar();
    store.dispatch(calendarActions.fetch(wide));
    await settled();
    server.events.removeAllListeners();
    expect(pages).toEqual(Array.from({ length: Math.ceil(expected.total / 200) }, (_, index) => String(index + 1)));
    expect(new Set(ids(calendar().leaves)).size).toBe(expected.total);
  });

  it("asks for the most precise unit chosen, and keeps only that unit's leaves", async () => {
    const { items: services } = await list('service', { pageSize: 5 });
    const service = services[0];
    const asked: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      if (/\/app\/(leave|mission)/.test(request.url)) asked.push(new URL(request.url).searchParams);
    });
    const { store, calendar, settled } = storeWithCalendar();
    const unit = { enterpriseId: Number(service.enterpriseId), serviceId: service.id };
    store.dispatch(calendarActions.fetch({ from: '2025-01-01', to: '2026-12-31', unit }));
    await settled();
    server.events.removeAllListeners();
    expect(asked).toHaveLength(3);
    expect(asked.every((params) => params.get('serviceId') === String(service.id) && !params.has('enterpriseId'))).toBe(true);
    const expected = await list('leave', { status: 'approved', from: '2025-01-01', to: '2026-12-31', serviceId: service.id, pageSize: 200 });
    expect(ids(calendar().leaves)).toEqual(ids(expected.items));
  });

  it('keeps the error of a failed fetch, loading off', async () => {
    server.use(http.get(`${API}/app/holidays`, () => HttpResponse.json({ message: 'Service indisponible' }, { status: 503 })));
    const { store, calendar, settled } = storeWithCalendar();
    store.dispatch(calendarActions.fetch(APRIL));
    await settled();
    expect(calendar().error).toMatchObject({ status: 503, message: 'Service indisponible' });
  });

  it('fetches the units: each service with the units above it', async () => {
    const { store, calendar } = storeWithCalendar();
    store.dispatch(calendarActions.fetchUnits());
    await vi.waitFor(() => expect(calendar().unitsLoaded).toBe(true));
    const { items, total } = await list('service', { pageSize: 200 });
    expect(calendar().units).toHaveLength(total);
    const sample = items[0];
    expect(calendar().units.find((unit) => unit.id === sample.id)).toEqual({
      id: sample.id,
      name: sample.name,
      departmentId: sample.departmentId,
      departmentName: sample.departmentName,
      directionId: sample.directionId,
      directionName: sample.directionName,
      enterpriseId: sample.enterpriseId,
      enterpriseName: sample.enterpriseName,
    });
  });

  it('adds: success puts the new event in the list; a refusal keeps the field errors', async () => {
    const { store, calendar, saved } = storeWithCalendar();
    store.dispatch(calendarActions.add(MEETING));
    await saved('saved');
    expect(calendar().items).toEqual([expect.objectContaining({ ...MEETING, id: expect.any(Number), version: 1 })]);

    store.dispatch(calendarActions.add({ ...MEETING, title: ' ' }));
    await saved('failed');
    expect(calendar().saveError).toMatchObject({ status: 400, fieldErrors: { title: { code: 'required' } } });
    expect(calendar().items).toHaveLength(1);
  });

  it('updates by id with the version read; a stale version fails and the calendar is read again', async () => {
    const { store, calendar, settled, saved } = storeWithCalendar();
    const created = (await call<CalendarEvent>('POST', '/app/calendar', MEETING)).body;
    store.dispatch(calendarActions.fetch(APRIL));
    await settled();
    const { id, version, ...input } = created;
    store.dispatch(calendarActions.update({ id, version, input: { ...input, start: '2026-04-15T10:00:00', end: '2026-04-15T11:00:00' } }));
    await saved('saved');
    expect(calendar().items.find((event) => event.id === id)).toMatchObject({ start: '2026-04-15T10:00:00', version: 2 });

    const fetches: string[] = [];
    store.subscribe(() => fetches.push(String(calendar().loading)));
    store.dispatch(calendarActions.update({ id, version, input: { ...input, title: 'Trop tard' } }));
    await saved('failed');
    expect(calendar().saveError?.status).toBe(409);
    expect(fetches).toContain('true');
    await settled();
    expect(calendar().items.find((event) => event.id === id)).toMatchObject({ title: MEETING.title, version: 2 });
  });

  it('deletes by id (sent in the body, not the path); an unknown id fails', async () => {
    const created = (await call<CalendarEvent>('POST', '/app/calendar', MEETING)).body;
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') paths.push(new URL(request.url).pathname);
    });
    const { store, calendar, settled, saved } = storeWithCalendar();
    store.dispatch(calendarActions.fetch(APRIL));
    await settled();
    store.dispatch(calendarActions.delete(created.id));
    await saved('saved');
    server.events.removeAllListeners();
    expect(paths).toEqual([`${API}/app/calendar`]);
    expect(ids(calendar().items)).not.toContain(created.id);
    expect(ids((await call<CalendarEvent[]>('GET', '/app/calendar')).body)).not.toContain(created.id);

    store.dispatch(calendarActions.delete(created.id));
    await saved('failed');
    expect(calendar().saveError?.status).toBe(404);
  });
});
