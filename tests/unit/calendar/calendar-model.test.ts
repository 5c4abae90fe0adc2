import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/api';
import { localIsoDay as todayIso } from '@/domain/rules/calendar';
import { addMonths, eventDays, movedTo, stepAnchor, visibleRange, weeksOf } from '@/features/calendar/calendar-dates';
import { monthTitle, weekTitle } from '@/features/calendar/calendar-format';
import type { ServiceUnit } from '@/features/calendar/calendar-types';
import { entriesByDay, eventsOfUnit } from '@/features/calendar/day-entries';
import { formErrors, formValuesOf, inputOf } from '@/features/calendar/event-form';
import { unitOptions } from '@/features/calendar/unit-options';
import { dayAfterKey } from '@/features/calendar/use-grid-keys';

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({ id: 1, title: 'Réunion', start: '2026-03-16', allDay: true, version: 1, ...fields });

describe('calendar dates: plain ISO dates, Monday first', () => {
  it('shows whole weeks around the month, or the week of the date', () => {
    expect(visibleRange('month', '2026-03-16')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(visibleRange('month', '2026-06-30')).toEqual({ from: '2026-06-01', to: '2026-07-05' });
    expect(visibleRange('week', '2026-03-22')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(weeksOf(visibleRange('month', '2026-03-01')).map((week) => week[0])).toEqual([
      '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30',
    ]);
  });

  it('steps by month (kept on the last day of a shorter month) or by week, across years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(stepAnchor('month', '2026-12-15', 1)).toBe('2027-01-15');
    expect(stepAnchor('week', '2026-12-29', 1)).toBe('2027-01-05');
  });

  it("takes today from the user's own clock, not UTC", () => {
    expect(todayIso(new Date(2026, 2, 16, 0, 30))).toBe('2026-03-16');
    expect(todayIso(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('knows the days an event covers: an all-day end is the day after; a timed one may end at midnight', () => {
    expect(eventDays(event({ start: '2026-03-16', end: '2026-03-18' }))).toEqual({ first: '2026-03-16', last: '2026-03-17' });
    expect(eventDays(event({ start: '2026-03-16' }))).toEqual({ first: '2026-03-16', last: '2026-03-16' });
    expect(eventDays(event({ start: '2026-03-16T22:00:00', end: '2026-03-17T00:00:00', allDay: false }))).toEqual({ first: '2026-03-16', last: '2026-03-16' });
    expect(eventDays(event({ start: '2026-03-16T22:00:00', end: '2026-03-17T02:00:00', allDay: false }))).toEqual({ first: '2026-03-16', last: '2026-03-17' });
  });

  it('moves an event to another day keeping its times and length, across a daylight-saving change', () => {
    expect(movedTo(event({ start: '2026-03-27T09:30:00', end: '2026-03-27T11:00:00', allDay: false }), '2026-03-30')).toMatchObject({
      start: '2026-03-30T09:30:00',
      end: '2026-03-30T11:00:00',
    });
    expect(movedTo(event({ start: '2026-03-16', end: '2026-03-18' }), '2026-04-01')).toMatchObject({ start: '2026-04-01', end: '2026-04-03' });
  });

  it("names months and weeks in the user's language, digits kept Latin", () => {
    expect(monthTitle('fr', '2026-03-16')).toBe('mars 2026');
    expect(monthTitle('de', '2026-03-01')).toBe('März 2026');
    expect(monthTitle('ar', '2026-03-01')).toMatch(/2026/);
    expect(weekTitle('fr', '2026-03-16', '2026-03-22')).toMatch(/^16\s*[–-]\s*22 mars 2026$/);
  });
});

describe('the event form', () => {
  it('writes an all-day end as the day after the last day, and reads it back', () => {
    const values = { title: ' Séminaire ', allDay: true, startDate: '2026-03-16', startTime: '09:00', endDate: '2026-03-17', endTime: '10:00', serviceId: '4' };
    const input = inputOf(values, 'séminaire');
    expect(input).toEqual({ title: 'Séminaire', start: '2026-03-16', end: '2026-03-18', allDay: true, category: 'séminaire', serviceId: 4 });
    expect(formValuesOf({ ...input, id: 9, version: 1 }, '2026-01-01')).toEqual({ ...values, title: 'Séminaire' });
  });

  it('writes a timed event as local moments, without a time zone', () => {
    const values = { ...formValuesOf(undefined, '2026-03-16'), title: 'Point', allDay: false, startTime: '17:30', endTime: '19:00' };
    expect(inputOf(values)).toEqual({ title: 'Point', start: '2026-03-16T17:30:00', end: '2026-03-16T19:00:00', allDay: false });
  });

  it('checks the title, the dates and their order', () => {
    const blank = formValuesOf(undefined, '2026-03-16');
    expect(formErrors(blank)).toEqual({ title: 'required' });
    expect(formErrors({ ...blank, title: 'X', endDate: '2026-03-15' })).toEqual({ endDate: 'dateOrder' });
    expect(formErrors({ ...blank, title: 'X', allDay: false, startTime: '18:00', endTime: '09:00' })).toEqual({ endDate: 'dateOrder' });
    expect(formErrors({ ...blank, title: 'X', startDate: '2026-02-30', allDay: false, endTime: '25:00' })).toEqual({ startDate: 'invalidDate', endTime: 'invalidTime' });
  });
});

const SERVICES: ServiceUnit[] = [
  { id: 1, name: 'Paie', departmentId: 10, departmentName: 'Administration RH', directionId: 100, directionName: 'DRH', enterpriseId: 1000, enterpriseName: 'Effectif Solutions' },
  { id: 2, name: 'Recrutement', departmentId: 11, departmentName: 'Talents', directionId: 100, directionName: 'DRH', enterpriseId: 1000, enterpriseName: 'Effectif Solutions' },
  { id: 3, name: 'Usinage', departmentId: 20, departmentName: 'Production', directionId: 200, directionName: 'Direction industrielle', enterpriseId: 2000, enterpriseName: 'Rhénane Industrie' },
];

describe('units', () => {
  const names = (groups: ReturnType<typeof unitOptions>['serviceId']) => groups.flatMap((group) => group.options.map((option) => option.name));

  it('offers each level the units under the ones chosen above', () => {
    const all = unitOptions(SERVICES, {});
    expect(names(all.enterpriseId)).toEqual(['Effectif Solutions', 'Rhénane Industrie']);
    expect(names(all.serviceId)).toHaveLength(3);
    const drh = unitOptions(SERVICES, { enterpriseId: 1000, directionId: 100 });
    expect(names(drh.enterpriseId)).toHaveLength(2);
    expect(drh.departmentId).toEqual([{ label: null, options: [{ id: 10, name: 'Administration RH' }, { id: 11, name: 'Talents' }] }]);
    expect(drh.serviceId.map((group) => group.label)).toEqual(['Effectif Solutions · Administration RH', 'Effectif Solutions · Talents']);
  });

  it('lists each unit once, units of the same name apart under their parents', () => {
    const twin = { ...SERVICES[2], id: 4, name: 'Paie', departmentId: 21, departmentName: 'Administration RH', directionId: 201, directionName: 'DRH' };
    const { directionId, departmentId } = unitOptions([...SERVICES, twin], {});
    expect(directionId).toEqual([
      { label: 'Effectif Solutions', options: [{ id: 100, name: 'DRH' }] },
      { label: 'Rhénane Industrie', options: [{ id: 200, name: 'Direction industrielle' }, { id: 201, name: 'DRH' }] },
    ]);
    expect(departmentId.map((group) => group.label)).toEqual([
      'Effectif Solutions · DRH',
      'Rhénane Industrie · Direction industrielle',
      'Rhénane Industrie · DRH',
    ]);
  });

  it("shows a unit's events and the company-wide ones", () => {
    const events = [event({ id: 1, serviceId: 1 }), event({ id: 2, serviceId: 3 }), event({ id: 3 }), event({ id: 4, serviceId: 2 })];
    expect(eventsOfUnit(events, {}, SERVICES).map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(eventsOfUnit(events, { directionId: 100 }, SERVICES).map((item) => item.id)).toEqual([1, 3, 4]);
    expect(eventsOfUnit(events, { directionId: 100, serviceId: 2 }, SERVICES).map((item) => item.id)).toEqual([3, 4]);
  });
});

describe('what each day shows', () => {
  it('puts every layer on its days: holidays, events all day then by time, leaves by name (weekdays), missions', () => {
    const days = ['2026-04-05', '2026-04-06', '2026-04-07'];
    const byDay = entriesByDay(days, {
      holidays: [{ date: '2026-04-06', key: 'easterMonday', name: 'Lundi de Pâques' }],
      events: [
        event({ id: 1, start: '2026-04-06T14:00:00', end: '2026-04-06T15:00:00', allDay: false }),
        event({ id: 2, start: '2026-04-06T09:00:00', allDay: false }),
        event({ id: 3, start: '2026-04-04', end: '2026-04-07' }),
      ],
      leaves: [
        { id: 7, employeeName: 'Zoé Martin', typeId: 2, typeName: 'RTT', startDate: '2026-04-06', endDate: '2026-04-07', endHalf: 'morning' },
        { id: 8, employeeName: 'Ali Benali', typeId: 1, typeName: 'Congés payés', startDate: '2026-04-01', endDate: '2026-04-06' },
      ],
      missions: [{ id: 9, reference: 'OM-1', employeeName: 'Léa Roux', purpose: 'Salon', startDate: '2026-04-07', endDate: '2026-04-09', status: 'approved' }],
    });
    // Sunday: the leave spans it, but shows on weekdays only.
    expect(byDay.get('2026-04-05')?.map((entry) => entry.key)).toEqual(['event-3']);
    expect(byDay.get('2026-04-06')?.map((entry) => entry.key)).toEqual([
      'holiday-2026-04-06-easterMonday', 'event-3', 'event-2', 'event-1', 'leave-8', 'leave-7',
    ]);
    expect(byDay.get('2026-04-07')).toEqual([
      expect.objectContaining({ key: 'leave-7', half: 'morning' }),
      expect.objectContaining({ key: 'mission-9' }),
    ]);
  });
});

describe('the grid keys', () => {
  it('move by day, week, week ends and month; mirrored right to left', () => {
    expect(dayAfterKey('ArrowRight', '2026-03-31', 'month', false)).toBe('2026-04-01');
    expect(dayAfterKey('ArrowRight', '2026-03-31', 'month', true)).toBe('2026-03-30');
    expect(dayAfterKey('ArrowUp', '2026-03-05', 'month', false)).toBe('2026-02-26');
    expect(dayAfterKey('Home', '2026-03-19', 'week', false)).toBe('2026-03-16');
    expect(dayAfterKey('End', '2026-03-19', 'week', false)).toBe('2026-03-22');
    expect(dayAfterKey('PageDown', '2026-01-31', 'month', false)).toBe('2026-02-28');
    expect(dayAfterKey('PageDown', '2026-01-31', 'week', false)).toBe('2026-02-07');
    expect(dayAfterKey('a', '2026-01-31', 'week', false)).toBeUndefined();
  });
});
