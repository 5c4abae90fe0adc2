import type { CalendarEvent } from '@/api';
import type { Holiday } from '@/domain/rules/holidays';

/** The unit the calendar is narrowed to; the most precise one chosen is the one asked for. */
export interface UnitFilter {
  enterpriseId?: number;
  directionId?: number;
  departmentId?: number;
  serviceId?: number;
}

export const UNIT_LEVELS = ['enterpriseId', 'directionId', 'departmentId', 'serviceId'] as const;
export type UnitLevel = (typeof UNIT_LEVELS)[number];

/** What the calendar shows: the days from `from` to `to` (ISO dates, both included), for a unit. */
export interface CalendarQuery {
  from: string;
  to: string;
  unit: UnitFilter;
}

/** An approved leave, as the calendar shows it. */
export interface LeaveSpan {
  id: number;
  employeeName: string;
  /** The seeded types are named in the user's language by their id; absent for whoever may not know why its person is away ("Absent"). */
  typeId?: number;
  typeName?: string;
  startDate: string;
  endDate: string;
  /** 'afternoon': the first day starts at noon. */
  startHalf?: string;
  /** 'morning': the last day ends at noon. */
  endHalf?: string;
}

/** A mission approved or under way. */
export interface MissionSpan {
  id: number;
  reference: string;
  employeeName: string;
  purpose: string;
  destinationCityName?: string;
  startDate: string;
  endDate: string;
  status: string;
}

/** A service with the units above it: the unit selects and the event's service are built from these. */
export interface ServiceUnit {
  id: number;
  name: string;
  departmentId: number;
  departmentName: string;
  directionId: number;
  directionName: string;
  enterpriseId: number;
  enterpriseName: string;
}

/** Everything shown over a range: the team's events, leaves, missions and public holidays. */
export interface CalendarLayers {
  events: CalendarEvent[];
  leaves: LeaveSpan[];
  missions: MissionSpan[];
  holidays: Holiday[];
}

/** An update (or a move) of an event, quoting the version it was read at. */
export interface EventUpdate {
  id: number;
  version: number;
  input: Omit<CalendarEvent, 'id' | 'version'>;
}
