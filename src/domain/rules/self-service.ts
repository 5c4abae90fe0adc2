import type { Attendance, AttendanceInput } from '../hr/attendance';
import type { AttendanceCorrection } from '../hr/self-service';
import type { PrivateChange, PrivateChangeField } from '../hr/private-change';

/** The statuses of a day that keep its times: a corrected day keeps them, any other becomes `présent`. */
const WORKED_STATUSES: readonly Attendance['status'][] = ['présent', 'retard', 'télétravail'];

/**
 * The attendance record an approved correction writes: the day's times as asked, entered by
 * hand (`manual`), its status kept when it is one of a day worked, else `présent`.
 */
export function correctedAttendance(correction: AttendanceCorrection, existing: Attendance | undefined): AttendanceInput & { version?: number } {
  const status = existing && WORKED_STATUSES.includes(existing.status) ? existing.status : 'présent';
  return {
    employeeId: correction.employeeId,
    date: correction.date,
    checkIn: correction.checkIn,
    checkOut: correction.checkOut,
    breakMinutes: correction.breakMinutes,
    status,
    source: 'manual',
    ...(existing && { version: existing.version }),
  };
}

/** The fields of a private-data change kept on the employee record; the others are in the private block. */
export const RECORD_FIELDS: readonly PrivateChangeField[] = ['personalEmail', 'address'];

/** What a private-data change sets: each field it names, to its value (absent: cleared). */
export function changedValues(change: Pick<PrivateChange, 'fields'> & Partial<Record<PrivateChangeField, string>>): Partial<Record<PrivateChangeField, string | undefined>> {
  return Object.fromEntries(change.fields.map((field) => [field, change[field]]));
}
