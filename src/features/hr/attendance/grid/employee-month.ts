import { addDays, isoWeekStart, monthSpan } from '@/domain/rules/calendar';
import type { Holiday } from '@/domain/rules/holidays';
import {
  YEARLY_OVERTIME_QUOTA_HOURS,
  overtimeQuotaUsed,
  weeklyOvertime,
  workedMinutes,
  workingTimeFlags,
  type WorkingTimeFlag,
} from '@/domain/rules/attendance-rules';
import { monthDays, yearOf, type MonthDay } from './grid-month';
import type { AttendanceDay } from './grid-types';

/**
 * One employee's month, as the grid shows it: each day with its worked time and the
 * working-time rules it breaks, each ISO week (Monday–Sunday) with its total and its
 * overtime, and the month's totals with the yearly overtime quota used so far. Every
 * figure comes from the domain's rules (src/domain/rules/attendance-rules.ts).
 */

export interface DayLine extends MonthDay {
  day?: AttendanceDay;
  workedMinutes: number;
  flags: WorkingTimeFlag[];
}

export interface WeekLine {
  weekStart: string;
  weekEnd: string;
  /** The whole week's, days of the months around included. */
  workedMinutes: number;
  overtime: { regular: number; at25: number; at50: number };
  flags: WorkingTimeFlag[];
  /** The week's last date inside the month: its total shows after that day. */
  closesOn: string;
  /** A week's overtime counts in the month (and the year) its Sunday falls in. */
  countsInMonth: boolean;
}

export interface MonthTotals {
  /** The month's own days. */
  workedMinutes: number;
  /** Overtime of the weeks that end in the month. */
  at25: number;
  at50: number;
  /** The yearly quota, over the weeks of the year up to the last one ending in the month. */
  quota: { usedMinutes: number; remainingMinutes: number; exceeded: boolean; quotaHours: number };
}

export interface EmployeeMonth {
  lines: DayLine[];
  weeks: WeekLine[];
  totals: MonthTotals;
}

const WEEKS_OF_AVERAGE = 12;

/** The Monday of the year's first week: the one whose Sunday is in the year (it holds 1 January). */
const firstWeekOfYear = (year: number) => isoWeekStart(`${String(year).padStart(4, '0')}-01-01`);

/**
 * The dates whose records the month needs: from the year's first week (for the quota)
 * or 11 weeks before the month's first week (for the 12-week average), whichever is
 * earlier, to the Sunday of the month's last week.
 */
export function employeeRange(month: string): { from: string; to: string } {
  const { from, to } = monthSpan(month);
  const averageStart = addDays(isoWeekStart(from), -7 * (WEEKS_OF_AVERAGE - 1));
  const yearStart = firstWeekOfYear(yearOf(month));
  return { from: yearStart < averageStart ? yearStart : averageStart, to: addDays(isoWeekStart(to), 6) };
}

export function employeeMonth(
  days: readonly AttendanceDay[],
  month: string,
  holidays: readonly Holiday[],
  quotaHours = YEARLY_OVERTIME_QUOTA_HOURS,
): EmployeeMonth {
  const { from, to } = monthSpan(month);
  const flagged = workingTimeFlags(days);
  const flagsByDate = new Map(flagged.days.map((day) => [day.date, day.flags]));
  const weeksByStart = new Map(flagged.weeks.map((week) => [week.weekStart, week]));
  const dayByDate = new Map(days.map((day) => [day.date, day]));

  const lines = monthDays(month, holidays).map((calendarDay): DayLine => {
    const day = dayByDate.get(calendarDay.date);
    return {
      ...calendarDay,
      ...(day ? { day } : {}),
      workedMinutes: day ? workedMinutes(day) : 0,
      flags: flagsByDate.get(calendarDay.date) ?? [],
    };
  });

  const weeks: WeekLine[] = [];
  for (let weekStart = isoWeekStart(from); weekStart <= to; weekStart = addDays(weekStart, 7)) {
    const week = weeksByStart.get(weekStart);
    const worked = week?.workedMinutes ?? 0;
    const weekEnd = addDays(weekStart, 6);
    weeks.push({
      weekStart,
      weekEnd,
      workedMinutes: worked,
      overtime: weeklyOvertime(worked),
      flags: week?.flags ?? [],
      closesOn: weekEnd < to ? weekEnd : to,
      countsInMonth: weekEnd <= to,
    });
  }

  const counted = weeks.filter((week) => week.countsInMonth);
  const yearWeeks: number[] = [];
  for (let weekStart = firstWeekOfYear(yearOf(month)); addDays(weekStart, 6) <= to; weekStart = addDays(weekStart, 7)) {
    yearWeeks.push(weeksByStart.get(weekStart)?.workedMinutes ?? 0);
  }
  return {
    lines,
    weeks,
    totals: {
      workedMinutes: lines.reduce((total, line) => total + line.workedMinutes, 0),
      at25: counted.reduce((total, week) => total + week.overtime.at25, 0),
      at50: counted.reduce((total, week) => total + week.overtime.at50, 0),
      quota: { ...overtimeQuotaUsed(yearWeeks, quotaHours), quotaHours },
    },
  };
}
