import type { CalendarEvent } from '@/domain/calendar-event';
import type { Holiday } from '@/domain/rules/holidays';
import type { HttpClient } from './client';

export type { CalendarEvent };

export type CalendarEventInput = Omit<CalendarEvent, 'id' | 'version'>;

/** The team calendar (`/app/calendar`) and the public holidays it shows. */
export interface CalendarApi {
  list(): Promise<CalendarEvent[]>;
  add(input: CalendarEventInput): Promise<CalendarEvent>;
  /** Quoting the version it was read at: a stale one answers 409. */
  update(id: number, input: CalendarEventInput & { version: number }): Promise<CalendarEvent>;
  /** The delete sends no id in its path, but in its body. */
  remove(id: number): Promise<void>;
  /** The French public holidays of a year (`/app/holidays?year=`). */
  holidays(year: number): Promise<Holiday[]>;
}

const PATH = '/app/calendar';

export function createCalendarApi(client: HttpClient): CalendarApi {
  return {
    list: async () => (await client.get<CalendarEvent[]>(PATH)).data,
    add: async (input) => (await client.post<CalendarEvent>(PATH, input)).data,
    update: async (id, input) => (await client.put<CalendarEvent>(PATH, { ...input, id })).data,
    remove: async (id) => {
      await client.delete(PATH, { data: { id } });
    },
    holidays: async (year) => (await client.get<Holiday[]>('/app/holidays', { params: { year: String(year) } })).data,
  };
}
