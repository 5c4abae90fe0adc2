import type { CalendarEvent } from '@/api';
import type { Holiday } from '@/domain/rules/holidays';
import { dayOfWeek } from '@/domain/rules/calendar';
import { eventDays, timePart } from './calendar-dates';
import type { CalendarLayers, LeaveSpan, MissionSpan, ServiceUnit, UnitFilter } from './calendar-types';
import { UNIT_LEVELS } from './calendar-types';

/** One thing shown on a day, with what the legend calls its kind. */
export type DayEntry =
  | { kind: 'holiday'; key: string; holiday: Holiday }
  | { kind: 'event'; key: string; event: CalendarEvent; time?: string }
  | { kind: 'leave'; key: string; leave: LeaveSpan; half?: 'morning' | 'afternoon' }
  | { kind: 'mission'; key: string; mission: MissionSpan };

export type EntryKind = DayEntry['kind'];
export const ENTRY_KINDS: readonly EntryKind[] = ['event', 'leave', 'mission', 'holiday'];

/**
 * The events a unit's calendar shows: those of its services, and those for the whole
 * company (no service).
 */
export function eventsOfUnit(events: readonly CalendarEvent[], unit: UnitFilter, services: readonly ServiceUnit[]) {
  const levels = UNIT_LEVELS.filter((level) => unit[level] !== undefined);
  if (levels.length === 0) return [...events];
  const byId = new Map(services.map((service) => [service.id, service]));
  return events.filter((event) => {
    if (event.serviceId === undefined) return true;
    const service = byId.get(event.serviceId);
    if (!service) return false;
    const chain = { enterpriseId: service.enterpriseId, directionId: service.directionId, departmentId: service.departmentId, serviceId: service.id };
    return levels.every((level) => chain[level] === unit[level]);
  });
}

/** A half day of a leave: its first day from the afternoon, or its last day until noon. */
function halfOf(leave: LeaveSpan, day: string): 'morning' | 'afternoon' | undefined {
  if (day === leave.startDate && leave.startHalf === 'afternoon') return 'afternoon';
  if (day === leave.endDate && leave.endHalf === 'morning') return 'morning';
  return undefined;
}

const ORDER: Record<EntryKind, number> = { holiday: 0, event: 1, leave: 2, mission: 3 };

function compareEntries(a: DayEntry, b: DayEntry): number {
  if (a.kind !== b.kind) return ORDER[a.kind] - ORDER[b.kind];
  if (a.kind === 'event' && b.kind === 'event') return (a.time ?? '').localeCompare(b.time ?? '') || a.event.id - b.event.id;
  if (a.kind === 'leave' && b.kind === 'leave') return a.leave.employeeName.localeCompare(b.leave.employeeName, 'fr');
  if (a.kind === 'mission' && b.kind === 'mission') return a.mission.employeeName.localeCompare(b.mission.employeeName, 'fr');
  return 0;
}

const isWeekday = (day: string) => dayOfWeek(day) % 6 !== 0;

/**
 * Everything on each of the days, in the legend's order: holidays, events (all day, then
 * by time), leaves, missions. A leave shows on the weekdays it spans: at the weekend
 * nobody is expected, so it would only crowd the days.
 */
export function entriesByDay(days: readonly string[], layers: CalendarLayers): Map<string, DayEntry[]> {
  const byDay = new Map<string, DayEntry[]>(days.map((day) => [day, []]));
  const place = (first: string, last: string, entry: (day: string) => DayEntry, onDay: (day: string) => boolean = () => true) => {
    for (const day of days) if (day >= first && day <= last && onDay(day)) byDay.get(day)?.push(entry(day));
  };
  for (const holiday of layers.holidays) {
    place(holiday.date, holiday.date, () => ({ kind: 'holiday', key: `holiday-${holiday.date}-${holiday.key}`, holiday }));
  }
  for (const event of layers.events) {
    const { first, last } = eventDays(event);
    place(first, last, (day) => ({
      kind: 'event',
      key: `event-${event.id}`,
      event,
      time: !event.allDay && day === first ? timePart(event.start) : undefined,
    }));
  }
  for (const leave of layers.leaves) {
    const entry = (day: string): DayEntry => ({ kind: 'leave', key: `leave-${leave.id}`, leave, half: halfOf(leave, day) });
    place(leave.startDate, leave.endDate, entry, isWeekday);
  }
  for (const mission of layers.missions) {
    place(mission.startDate, mission.endDate, () => ({ kind: 'mission', key: `mission-${mission.id}`, mission }));
  }
  for (const entries of byDay.values()) entries.sort(compareEntries);
  return byDay;
}
