import { z } from 'zod';
import { ERROR_CODES, isIsoDate, optionalText, ref, text } from '@/domain/common';

/** `YYYY-MM-DD` (all day) or a local `YYYY-MM-DDTHH:MM[:SS]` (no time zone, as calendar widgets send). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?)?$/;

export const isCalendarMoment = (value: string): boolean => {
  const match = DATE_TIME.exec(value);
  return match !== null && isIsoDate(match[1]);
};

/** A moment as a sortable text: a date is its midnight, seconds always written. */
export function momentKey(value: string): string {
  const match = DATE_TIME.exec(value);
  if (!match) return value;
  return `${match[1]}T${match[2] ?? '00'}:${match[3] ?? '00'}:${match[4] ?? '00'}`;
}

const moment = z.string({ error: ERROR_CODES.required }).refine(isCalendarMoment, { error: ERROR_CODES.invalidDate });

/** An event of the team calendar, as a form sends it: the end, when given, not before the start. */
export const calendarEventInputSchema = z
  .object({
    title: text(200),
    start: moment,
    end: moment.optional(),
    allDay: z.boolean({ error: ERROR_CODES.invalidType }).optional(),
    category: optionalText(60),
    serviceId: ref.optional(),
  })
  .refine((event) => event.end === undefined || momentKey(event.end) >= momentKey(event.start), {
    error: ERROR_CODES.dateOrder,
    path: ['end'],
  });
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;
