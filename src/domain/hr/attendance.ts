import { z } from 'zod';
import { ERROR_CODES, choice, isoDate, recordMeta, ref, timeOfDay } from '../common';

export const ATTENDANCE_STATUSES = ['présent', 'absent', 'retard', 'télétravail', 'mission', 'congé', 'férié'] as const;
export const ATTENDANCE_SOURCES = ['manual', 'import'] as const;

const attendanceFields = z.object({
  employeeId: ref,
  date: isoDate,
  checkIn: timeOfDay.optional(),
  checkOut: timeOfDay.optional(),
  breakMinutes: z
    .number({ error: ERROR_CODES.required })
    .int({ error: ERROR_CODES.invalidType })
    .min(0, { error: ERROR_CODES.tooSmall })
    .max(720, { error: ERROR_CODES.tooLarge }),
  status: choice(ATTENDANCE_STATUSES),
  source: choice(ATTENDANCE_SOURCES),
});

/**
 * Présence: one record per employee per day (checked by the backend). A check-out earlier
 * than the check-in is the next morning's (a night shift, counted on the day it starts).
 */
export const attendanceInputSchema = attendanceFields.superRefine((day, ctx) => {
  if (day.checkOut && !day.checkIn) {
    ctx.addIssue({ code: 'custom', message: ERROR_CODES.required, path: ['checkIn'] });
  }
  if (day.checkIn && day.checkOut && day.checkOut === day.checkIn) {
    ctx.addIssue({ code: 'custom', message: ERROR_CODES.dateOrder, path: ['checkOut'] });
  }
});
export const attendanceSchema = attendanceFields.extend({
  ...recordMeta.shape,
  /** Derived by the backend: minutes worked, breaks excluded. */
  workedMinutes: z.number().int().min(0),
});
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;
export type Attendance = z.infer<typeof attendanceSchema>;
