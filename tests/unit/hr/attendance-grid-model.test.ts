import { describe, expect, it } from 'vitest';
import { publicHolidays } from '@/domain/rules/holidays';
import { YEARLY_OVERTIME_QUOTA_HOURS } from '@/domain/rules/attendance-rules';
import { dayInput } from '@/features/hr/attendance/grid/day-input';
import { formatDuration } from '@/features/hr/attendance/grid/duration';
import { employeeMonth, employeeRange } from '@/features/hr/attendance/grid/employee-month';
import { shiftMonth } from '@/domain/rules/calendar';
import { monthDays } from '@/features/hr/attendance/grid/grid-month';
import type { AttendanceDay } from '@/features/hr/attendance/grid/grid-types';
import { serviceMonth, serviceRange } from '@/features/hr/attendance/grid/service-month';

let nextId = 1;
/** A worked day of employee 7 (or another), times as typed. */
const worked = (date: string, checkIn: string, checkOut: string, breakMinutes = 30, employeeId = 7): AttendanceDay => ({
  id: nextId++,
  version: 1,
  employeeId,
  date,
  checkIn,
  checkOut,
  breakMinutes,
  status: 'présent',
  source: 'manual',
  workedMinutes: 0,
});
/** Monday to Friday of the week starting `monday`, 9 h a day (45 h in the week). */
const longWeek = (monday: string) =>
  [0, 1, 2, 3, 4].map((offset) => worked(`${monday.slice(0, 8)}${String(Number(monday.slice(8)) + offset).padStart(2, '0')}`, '08:00', '17:30'));

const H = 60;

describe('the month an employee grid needs', () => {
  it("reaches back to the year's first week or 11 weeks before the month, and forward to the last week's Sunday", () => {
    // 1 March 2026 is a Sunday (its week starts on 23 February); 31 March a Tuesday.
    expect(employeeRange('2026-03')).toEqual({ from: '2025-12-08', to: '2026-04-05' });
    // In November, the year's first week (Monday 29 December 2025) is the earlier.
    expect(employeeRange('2026-11')).toEqual({ from: '2025-12-29', to: '2026-12-06' });
  });

  it('moves month by month across the years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-03', 0)).toBe('2026-03');
  });

  it('marks Saturdays, Sundays and public holidays', () => {
    const may = monthDays('2026-05', publicHolidays(2026));
    expect(may).toHaveLength(31);
    expect(may[0]).toMatchObject({ date: '2026-05-01', weekend: false, holiday: { key: 'labourDay' } });
    expect(may[1]).toMatchObject({ date: '2026-05-02', weekend: true });
    expect(may[3]).toEqual({ date: '2026-05-04', weekend: false });
  });
});

describe("an employee's month: days, weeks, overtime and the yearly quota", () => {
  it('totals each ISO week and splits its overtime into the 25 % band (hours 36–43) and the 50 % band', () => {
    const month = employeeMonth(longWeek('2026-03-02'), '2026-03', []);
    const week = month.weeks.find((line) => line.weekStart === '2026-03-02');
    expect(week).toMatchObject({
      weekEnd: '2026-03-08',
      workedMinutes: 45 * H,
      overtime: { regular: 35 * H, at25: 8 * H, at50: 2 * H },
      closesOn: '2026-03-08',
      countsInMonth: true,
      flags: [],
    });
    expect(month.lines.find((line) => line.date === '2026-03-02')).toMatchObject({ workedMinutes: 9 * H, flags: [] });
    expect(month.totals).toMatchObject({ workedMinutes: 45 * H, at25: 8 * H, at50: 2 * H });
  });

  it('lists every week touching the month; a week ending next month shows but counts next month', () => {
    const days = [worked('2026-02-27', '08:00', '20:00', 60), worked('2026-03-31', '08:00', '17:00'), worked('2026-04-01', '08:00', '17:00')];
    const month = employeeMonth(days, '2026-03', []);
    expect(month.weeks.map((week) => week.weekStart)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30']);
    // Starts in February, ends on Sunday 1 March: shown after the 1st, counted in March.
    expect(month.weeks[0]).toMatchObject({ closesOn: '2026-03-01', countsInMonth: true, workedMinutes: 11 * H });
    // Holds April's 1st, shown after the 31st, counted in April.
    expect(month.weeks[5]).toMatchObject({ closesOn: '2026-03-31', countsInMonth: false, workedMinutes: 2 * 8.5 * H });
    // The month's own days only.
    expect(month.totals.workedMinutes).toBe(8.5 * H);
    expect(month.lines).toHaveLength(31);
  });

  it('names the broken rules on their day and their week', () => {
    const days = [
      worked('2026-03-09', '07:00', '19:00', 30), // 11 h 30 worked
      worked('2026-03-10', '06:00', '13:00', 10), // 6 h 50 with a 10-minute break
      worked('2026-03-11', '08:00', '22:30', 60), // 13 h 30, then...
      worked('2026-03-12', '07:00', '16:00', 30), // ...only 8 h 30 of rest
      worked('2026-03-13', '07:00', '19:00', 30),
      worked('2026-03-14', '07:00', '12:00', 0),
      worked('2026-03-15', '07:00', '12:00', 0),
    ];
    const month = employeeMonth(days, '2026-03', []);
    const flagsOn = (date: string) => month.lines.find((line) => line.date === date)?.flags;
    expect(flagsOn('2026-03-09')).toEqual(['dailyMax10h']);
    expect(flagsOn('2026-03-10')).toEqual(['breakAfter6h']);
    expect(flagsOn('2026-03-11')).toEqual(['dailyMax10h']);
    expect(flagsOn('2026-03-12')).toEqual(['dailyRest11h']);
    expect(flagsOn('2026-03-16')).toEqual([]);
    const week = month.weeks.find((line) => line.weekStart === '2026-03-09');
    expect(week?.flags).toEqual(['weeklyMax48h', 'sixDaysMax', 'weeklyRest35h']);
    expect(week?.overtime.at50).toBe(week ? week.workedMinutes - 43 * H : NaN);
  });

  it("keeps the yearly quota over the year's weeks up to the month, from the domain's rule", () => {
    const days = [...longWeek('2026-01-05'), ...longWeek('2026-02-02'), ...longWeek('2026-03-02'), ...longWeek('2025-12-01')];
    const march = employeeMonth(days, '2026-03', []);
    // Three weeks of 2026 at 45 h: 10 h of overtime each; December 2025 belongs to last year.
    expect(march.totals.quota).toEqual({
      usedMinutes: 30 * H,
      remainingMinutes: (YEARLY_OVERTIME_QUOTA_HOURS - 30) * H,
      exceeded: false,
      quotaHours: YEARLY_OVERTIME_QUOTA_HOURS,
    });
    // January's own total: only its week so far.
    expect(employeeMonth(days, '2026-01', []).totals.quota.usedMinutes).toBe(10 * H);
    expect(employeeMonth(days, '2026-03', [], 25).totals.quota).toMatchObject({ exceeded: true, remainingMinutes: 0 });
  });

  it('a month without records still has its days and weeks, at zero', () => {
    const month = employeeMonth([], '2026-02', []);
    expect(month.lines).toHaveLength(28);
    expect(month.weeks).toHaveLength(5);
    expect(month.totals).toMatchObject({ workedMinutes: 0, at25: 0, at50: 0, quota: { usedMinutes: 0 } });
  });
});

describe("a service's month", () => {
  it("shows its members, then whoever else has records in the month, each day's cell and total", () => {
    const days = [
      worked('2026-03-02', '08:00', '16:30', 30, 1),
      worked('2026-03-03', '07:00', '19:00', 30, 1),
      { ...worked('2026-03-04', '09:00', '17:00', 60, 3), employeeName: 'Zoé Moved' },
      worked('2026-02-27', '08:00', '16:00', 30, 1),
    ];
    const month = serviceMonth([{ id: 1, name: 'Ana' }, { id: 2, name: 'Bo' }], days, '2026-03', []);
    expect(month.columns).toHaveLength(31);
    expect(month.rows.map((row) => row.employee.name)).toEqual(['Ana', 'Bo', 'Zoé Moved']);
    expect(month.rows[0].workedMinutes).toBe(8 * H + 11.5 * H);
    expect(month.rows[0].cells['2026-03-03'].flags).toEqual(['dailyMax10h']);
    expect(month.rows[0].cells['2026-02-27']).toBeUndefined();
    expect(month.rows[1].cells).toEqual({});
    expect(month.rows[2].cells['2026-03-04'].workedMinutes).toBe(7 * H);
  });

  it("names the rules each person's weeks break, the month's first week judged with its February days", () => {
    expect(serviceRange('2026-03')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    const everyDay = ['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01'];
    const days = [
      ...everyDay.map((date) => worked(date, '10:00', '14:00', 0, 1)), // 20 h of rest at most
      ...everyDay.slice(0, 5).map((date) => worked(date, '10:00', '14:00', 0, 2)),
    ];
    const month = serviceMonth([{ id: 1, name: 'Ana' }, { id: 2, name: 'Bo' }], days, '2026-03', []);
    expect(month.rows.map((row) => row.weekFlags)).toEqual([['sixDaysMax', 'weeklyRest35h'], []]);
    // Only the month's own days have a cell and count in its total.
    expect(Object.keys(month.rows[0].cells)).toEqual(['2026-03-01']);
    expect(month.rows[0].workedMinutes).toBe(4 * H);
    expect(month.rows).toHaveLength(2);
  });
});

describe('the write of a day typed in the grid', () => {
  const target = { employeeId: 7, date: '2026-03-02', defaults: { status: 'présent' as const, source: 'manual' as const, breakMinutes: 60 } };

  it('creates a new day from the defaults and the typed times', () => {
    expect(dayInput(undefined, target, { checkIn: '08:15' })).toEqual({
      employeeId: 7,
      date: '2026-03-02',
      status: 'présent',
      source: 'manual',
      breakMinutes: 60,
      checkIn: '08:15',
    });
  });

  it('changes a stored day: a cleared time is left out, a break is a number or goes as typed', () => {
    const stored = worked('2026-03-02', '08:00', '17:00', 45);
    expect(dayInput(stored, target, { checkOut: '', breakMinutes: '30' })).toEqual({
      employeeId: 7,
      date: '2026-03-02',
      status: 'présent',
      source: 'manual',
      breakMinutes: 30,
      checkIn: '08:00',
    });
    expect(dayInput(stored, target, { breakMinutes: 'une heure' }).breakMinutes).toBe('une heure');
    expect(dayInput(stored, target, { breakMinutes: ' ' })).not.toHaveProperty('breakMinutes');
  });

  it('writes durations as fr-FR does', () => {
    expect(formatDuration(465)).toBe('7 h 45');
    expect(formatDuration(2700)).toBe('45 h 00');
    expect(formatDuration(465, true)).toBe('7:45');
  });
});
