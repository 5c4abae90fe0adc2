import { addDays, isoWeekStart, monthSpan } from '@/domain/rules/calendar';
import type { Holiday } from '@/domain/rules/holidays';
import { workedMinutes, workingTimeFlags, type WorkingTimeFlag } from '@/domain/rules/attendance-rules';
import { monthDays, type MonthDay } from './grid-month';
import type { AttendanceDay, GridEmployee } from './grid-types';

/** A service's month: one row per person, one cell per day, the day's status, time and flags. */

export interface ServiceCell {
  day: AttendanceDay;
  workedMinutes: number;
  flags: WorkingTimeFlag[];
}

export interface ServiceRow {
  employee: GridEmployee;
  cells: Record<string, ServiceCell>;
  workedMinutes: number;
  /** The rules broken by the person's weeks that the month shows, each named once. */
  weekFlags: WorkingTimeFlag[];
}

export interface ServiceMonth {
  columns: MonthDay[];
  rows: ServiceRow[];
}

/** The month's whole ISO weeks: its first and last weeks are judged with their days of the months around. */
export function serviceRange(month: string): { from: string; to: string } {
  const { from, to } = monthSpan(month);
  return { from: isoWeekStart(from), to: addDays(isoWeekStart(to), 6) };
}

/**
 * The service's current members first, in the order given; then anyone else with records
 * in the month (who worked in the service then, and has moved since), by name.
 */
export function serviceMonth(
  employees: readonly GridEmployee[],
  days: readonly AttendanceDay[],
  month: string,
  holidays: readonly Holiday[],
): ServiceMonth {
  const daysByEmployee = new Map<number, AttendanceDay[]>();
  const weeksByEmployee = new Map<number, AttendanceDay[]>();
  for (const day of days) {
    weeksByEmployee.set(day.employeeId, [...(weeksByEmployee.get(day.employeeId) ?? []), day]);
    if (!day.date.startsWith(month)) continue;
    daysByEmployee.set(day.employeeId, [...(daysByEmployee.get(day.employeeId) ?? []), day]);
  }
  const known = new Set(employees.map((employee) => employee.id));
  const others = [...daysByEmployee.entries()]
    .filter(([id]) => !known.has(id))
    .map(([id, own]): GridEmployee => ({ id, name: own.find((day) => day.employeeName)?.employeeName ?? String(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));

  const rows = [...employees, ...others].map((employee): ServiceRow => {
    const own = daysByEmployee.get(employee.id) ?? [];
    const flagged = workingTimeFlags(weeksByEmployee.get(employee.id) ?? []);
    const flags = new Map(flagged.days.map((day) => [day.date, day.flags]));
    const weekFlags = new Set(flagged.weeks.flatMap((week) => week.flags));
    const cells: Record<string, ServiceCell> = {};
    let total = 0;
    for (const day of own) {
      const worked = workedMinutes(day);
      total += worked;
      cells[day.date] = { day, workedMinutes: worked, flags: flags.get(day.date) ?? [] };
    }
    return { employee, cells, workedMinutes: total, weekFlags: [...weekFlags] };
  });
  return { columns: monthDays(month, holidays), rows };
}
