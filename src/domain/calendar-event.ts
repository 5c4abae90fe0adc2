/**
 * An event of the team calendar (each with an id), as the contract carries it.
 * `start` and `end` are plain dates (`YYYY-MM-DD`) for an all-day event, its end the day
 * after its last day (as calendar widgets count), or local moments (`YYYY-MM-DDTHH:MM:SS`,
 * no time zone) for a timed one.
 */
export interface CalendarEvent {
  id: number;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
  category?: string;
  /** The service it is for; none: the whole company. */
  serviceId?: number;
  version: number;
}
