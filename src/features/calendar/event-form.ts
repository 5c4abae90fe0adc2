import type { ApiErrorInfo, CalendarEvent, CalendarEventInput } from '@/api';
import { isIsoDate, type ErrorCode } from '@/domain/common';
import { addDays } from '@/domain/rules/calendar';
import { datePart, eventDays, timePart } from './calendar-dates';

/** The event form's fields: an all-day event's end date is its last day, as people say it. */
export interface EventFormValues {
  title: string;
  allDay: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** '' for the whole company. */
  serviceId: string;
}

export type EventFormField = keyof EventFormValues;

const DEFAULT_START = '09:00';
const DEFAULT_END = '10:00';

export function formValuesOf(event: CalendarEvent | undefined, day: string): EventFormValues {
  if (!event) {
    return { title: '', allDay: true, startDate: day, startTime: DEFAULT_START, endDate: day, endTime: DEFAULT_END, serviceId: '' };
  }
  const { first, last } = eventDays(event);
  return {
    title: event.title,
    allDay: event.allDay,
    startDate: first,
    startTime: timePart(event.start) ?? DEFAULT_START,
    endDate: event.allDay ? last : datePart(event.end ?? event.start),
    endTime: timePart(event.end) ?? timePart(event.start) ?? DEFAULT_END,
    serviceId: event.serviceId === undefined ? '' : String(event.serviceId),
  };
}

/** What the contract takes: an all-day end is the day after the last day; a category is kept. */
export function inputOf(values: EventFormValues, category?: string): CalendarEventInput {
  const start = values.allDay ? values.startDate : `${values.startDate}T${values.startTime}:00`;
  const end = values.allDay ? addDays(values.endDate, 1) : `${values.endDate}T${values.endTime}:00`;
  return {
    title: values.title.trim(),
    start,
    end,
    allDay: values.allDay,
    ...(category ? { category } : {}),
    ...(values.serviceId ? { serviceId: Number(values.serviceId) } : {}),
  };
}

const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** The form's own checks, as error codes (translated `validation.{code}`); the backend checks again. */
export function formErrors(values: EventFormValues): Partial<Record<EventFormField, ErrorCode>> {
  const errors: Partial<Record<EventFormField, ErrorCode>> = {};
  if (values.title.trim() === '') errors.title = 'required';
  if (!isIsoDate(values.startDate)) errors.startDate = 'invalidDate';
  if (!isIsoDate(values.endDate)) errors.endDate = 'invalidDate';
  if (!values.allDay) {
    if (!isTime(values.startTime)) errors.startTime = 'invalidTime';
    if (!isTime(values.endTime)) errors.endTime = 'invalidTime';
  }
  if (Object.keys(errors).length === 0) {
    const { start, end } = inputOf(values);
    if ((end ?? start) < start || (values.allDay && values.endDate < values.startDate)) errors.endDate = 'dateOrder';
  }
  return errors;
}

/** The contract's fields onto the form's. */
const FORM_FIELD: Record<string, EventFormField> = { title: 'title', start: 'startDate', end: 'endDate', serviceId: 'serviceId', allDay: 'allDay' };

/** A refused write's field errors, on the form's fields, by code. */
export function serverErrors(error: ApiErrorInfo | null): Partial<Record<EventFormField, { code: string; message: string }>> {
  const result: Partial<Record<EventFormField, { code: string; message: string }>> = {};
  for (const [field, detail] of Object.entries(error?.fieldErrors ?? {})) {
    const target = FORM_FIELD[field];
    if (target) result[target] = detail;
  }
  return result;
}
