import type { HrRecord } from '@/api';

/** What a month of attendance adds up to. */
export interface AttendanceTotals {
  /** Days with a record, by status (présent, télétravail, absent…). */
  byStatus: Record<string, number>;
  workedMinutes: number;
}

/** The month's rows added up: days by status, minutes worked (breaks excluded, as the backend derives them). */
export function attendanceTotals(rows: readonly HrRecord[]): AttendanceTotals {
  const byStatus: Record<string, number> = {};
  let workedMinutes = 0;
  for (const row of rows) {
    const status = String(row.status);
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    if (typeof row.workedMinutes === 'number') workedMinutes += row.workedMinutes;
  }
  return { byStatus, workedMinutes };
}

/** Minutes as "151 h 20". */
export const hoursText = (minutes: number): string => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
