import { PAYROLL_HOUR_ITEMS, type PayrollCode, type PayrollLine } from '@/domain/hr/payroll';
import { monthSpan } from '@/domain/rules/calendar';
import { payrollWeeks, payrollWeeksSpan, type WeekHours } from '@/domain/rules/payroll-hours';
import type { AppContext } from '../hr/context';
import { byEmployee } from './people';

/**
 * The overtime and night-hour lines of a month (docs/payroll.md, "Overtime and night hours"):
 * one line per employee, week paid in the month (the month of its Sunday) and item, in hours,
 * dated from the week's Monday to its Sunday. Read from the attendance days as recorded.
 */

type HourItem = (typeof PAYROLL_HOUR_ITEMS)[number];

const MINUTES: Readonly<Record<HourItem, (week: WeekHours) => number>> = {
  overtime25: (week) => week.at25,
  overtime50: (week) => week.at50,
  nightHours: (week) => week.night,
};

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The month's hour lines of these employees (by id, with their matricule), one read of attendance for them all. */
export async function hoursLines(ctx: AppContext, employees: ReadonlyMap<number, { matricule: string }>, month: string, codes: ReadonlyMap<string, PayrollCode>): Promise<PayrollLine[]> {
  const { from, to } = monthSpan(month);
  const days = byEmployee(await ctx.db.attendanceTimes([...employees.keys()], payrollWeeksSpan(from, to)));
  const lines: PayrollLine[] = [];
  for (const [employeeId, own] of days) {
    const matricule = employees.get(employeeId)?.matricule;
    if (matricule === undefined) continue;
    for (const week of payrollWeeks(own, from, to)) {
      for (const item of PAYROLL_HOUR_ITEMS) {
        const code = codes.get(item);
        const minutes = MINUTES[item](week);
        if (!code || minutes === 0) continue;
        lines.push({
          source: `attendance:${employeeId}:${week.weekStart}:${item}`,
          matricule,
          code: code.code,
          startDate: week.weekStart,
          startHalf: 'AM',
          endDate: week.weekEnd,
          endHalf: 'PM',
          quantity: hours(minutes),
          unit: 'H',
          period: month,
          kind: 'N',
        });
      }
    }
  }
  return lines;
}
