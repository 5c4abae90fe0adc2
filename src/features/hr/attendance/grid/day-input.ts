import type { Attendance } from '@/domain/hr/attendance';
import type { AttendanceDay, DayChanges } from './grid-types';

/** What a day created from the grid starts with (the record form's defaults). */
export type NewDayDefaults = Pick<Attendance, 'status' | 'source' | 'breakMinutes'>;

/** A day's fields as the contract's write takes them. */
export type DayInput = Record<string, unknown>;

/**
 * The body of a day's write: the stored day (or a new one) with the typed changes. A
 * cleared time is left out; a break that is not a whole number goes as typed, so that
 * the server's check names what is wrong with it.
 */
export function dayInput(
  base: AttendanceDay | undefined,
  target: { employeeId: number; date: string; defaults: NewDayDefaults },
  changes: DayChanges,
): DayInput {
  const input: DayInput = base
    ? {
        employeeId: base.employeeId,
        date: base.date,
        status: base.status,
        source: base.source,
        breakMinutes: base.breakMinutes,
        ...(base.checkIn ? { checkIn: base.checkIn } : {}),
        ...(base.checkOut ? { checkOut: base.checkOut } : {}),
      }
    : { employeeId: target.employeeId, date: target.date, ...target.defaults };
  for (const field of ['checkIn', 'checkOut'] as const) {
    const typed = changes[field];
    if (typed === undefined) continue;
    if (typed.trim() === '') delete input[field];
    else input[field] = typed.trim();
  }
  if (changes.breakMinutes !== undefined) {
    const typed = changes.breakMinutes.trim();
    if (typed === '') delete input.breakMinutes;
    else input.breakMinutes = /^\d+$/.test(typed) ? Number(typed) : typed;
  }
  return input;
}
