import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES } from '@/domain/hr/attendance';
import { attendanceForm } from '../form';
import type { NewDayDefaults } from './day-input';

const defaults = attendanceForm.defaults();
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A day created from the grid starts as one created from the record form. */
export const NEW_DAY: NewDayDefaults = {
  status: ATTENDANCE_STATUSES.find((status) => status === defaults.status) ?? 'présent',
  source: ATTENDANCE_SOURCES.find((source) => source === defaults.source) ?? 'manual',
  breakMinutes: Number(text(defaults.breakMinutes)) || 0,
};
