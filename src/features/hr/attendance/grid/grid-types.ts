import type { HrRecord } from '@/api';
import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES, type Attendance } from '@/domain/hr/attendance';

/** Whose month the grid shows: one employee's days, or a service's people × days. */
export const GRID_MODES = ['employee', 'service'] as const;
export type GridMode = (typeof GRID_MODES)[number];

/** `month` is `YYYY-MM`; `id` the employee's or the service's. */
export interface GridQuery {
  mode: GridMode;
  id: number;
  month: string;
}

/** An attendance record as the grid uses it: the stored fields, the employee's name if resolved. */
export type AttendanceDay = Omit<Attendance, 'createdAt' | 'updatedAt'> & { employeeName?: string };

/** A person of a service's grid. */
export interface GridEmployee {
  id: number;
  name: string;
}

/** The three values typed in a day's row. */
export const EDITABLE_FIELDS = ['checkIn', 'checkOut', 'breakMinutes'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** What a row sends: the typed text of each changed field ('' clears a time). */
export type DayChanges = Partial<Record<EditableField, string>>;

export const dayKey = (employeeId: number, date: string) => `${employeeId}|${date}`;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const integer = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** A record of `/app/attendance` as the grid's typed day. */
export function toAttendanceDay(record: HrRecord): AttendanceDay {
  const day: AttendanceDay = {
    id: record.id,
    version: record.version,
    employeeId: integer(record.employeeId),
    date: text(record.date) ?? '',
    breakMinutes: integer(record.breakMinutes),
    status: oneOf(ATTENDANCE_STATUSES, record.status, 'présent'),
    source: oneOf(ATTENDANCE_SOURCES, record.source, 'manual'),
    workedMinutes: integer(record.workedMinutes),
  };
  const checkIn = text(record.checkIn);
  const checkOut = text(record.checkOut);
  const employeeName = text(record.employeeName);
  if (checkIn) day.checkIn = checkIn;
  if (checkOut) day.checkOut = checkOut;
  if (employeeName) day.employeeName = employeeName;
  return day;
}

/** An employee of `/app/employee` as a row of the service's grid. */
export function toGridEmployee(record: HrRecord): GridEmployee {
  const name = text(record.fullName) ?? [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ');
  return { id: record.id, name: name || String(record.id) };
}
