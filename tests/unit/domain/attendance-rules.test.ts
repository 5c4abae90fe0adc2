import { describe, expect, it } from 'vitest';
import { addDays } from '@/domain/rules/calendar';
import {
  YEARLY_OVERTIME_QUOTA_HOURS,
  longestWeeklyRest,
  overtimeQuotaUsed,
  weeklyOvertime,
  workedMinutes,
  workingTimeFlags,
} from '@/domain/rules/attendance-rules';

interface Day {
  date: string;
  checkIn?: string;
  checkOut?: string;
  breakMinutes: number;
}

const day = (date: string, checkIn?: string, checkOut?: string, breakMinutes = 60): Day => ({
  date,
  checkIn,
  checkOut,
  breakMinutes,
});

/** `count` days from `monday`, each worked 08:00 to 08:00 + hours + a 1 h break. */
function week(monday: string, hoursPerDay: number, count = 5): Day[] {
  const end = `${String(8 + hoursPerDay + 1).padStart(2, '0')}:00`;
  return Array.from({ length: count }, (_, i) => day(addDays(monday, i), '08:00', end, 60));
}

const H = 60;

describe('workedMinutes', () => {
  it('is the time between check-in and check-out less the break', () => {
    expect(workedMinutes({ checkIn: '08:30', checkOut: '17:30', breakMinutes: 60 })).toBe(480);
    expect(workedMinutes({ checkIn: '09:05', checkOut: '12:00', breakMinutes: 0 })).toBe(175);
  });
  it('is 0 while the day is incomplete', () => {
    expect(workedMinutes({ checkIn: '08:30', breakMinutes: 0 })).toBe(0);
    expect(workedMinutes({ checkOut: '17:30', breakMinutes: 0 })).toBe(0);
    expect(workedMinutes({ breakMinutes: 45 })).toBe(0);
  });
  it('is never negative, nor fed by a malformed time', () => {
    expect(workedMinutes({ checkIn: '09:00', checkOut: '09:30', breakMinutes: 45 })).toBe(0);
    expect(workedMinutes({ checkIn: '8:00', checkOut: '17:00', breakMinutes: 0 })).toBe(0);
    expect(workedMinutes({ checkIn: '08:00', checkOut: '24:00', breakMinutes: 0 })).toBe(0);
  });
});

describe('a night shift', () => {
  it('ends the next morning when the check-out comes before the check-in, and counts on the day it starts', () => {
    expect(workedMinutes({ checkIn: '22:00', checkOut: '06:00', breakMinutes: 30 })).toBe(450);
    expect(workedMinutes({ checkIn: '17:00', checkOut: '08:00', breakMinutes: 0 })).toBe(900);
  });

  it('flags night work from 3 h between 21:00 and 06:00, and the rest after it from its real end', () => {
    const { days } = workingTimeFlags([
      day('2026-06-01', '22:00', '06:00', 30),
      day('2026-06-02', '14:00', '22:00', 30), // 1 h of night; 8 h of rest since 6:00
      day('2026-06-03', '19:00', '01:00', 30), // 4 h of night
    ]);
    expect(days.map((d) => d.flags)).toEqual([['nightWork'], ['dailyRest11h'], ['nightWork']]);
    const early = workingTimeFlags([day('2026-06-01', '22:00', '06:00', 30), day('2026-06-02', '13:00', '18:00', 0)]);
    expect(early.days[1].flags).toEqual(['dailyRest11h']);
  });
});

describe('workingTimeFlags: days', () => {
  it('flags a day over 10 h, not one of exactly 10 h', () => {
    const { days } = workingTimeFlags([day('2026-06-01', '07:00', '18:31', 30), day('2026-06-02', '08:00', '18:30', 30)]);
    expect(days).toEqual([
      { date: '2026-06-01', flags: ['dailyMax10h'] },
      { date: '2026-06-02', flags: [] },
    ]);
  });

  it('flags 6 h of work reached (6 h exactly included) with less than a 20-minute break', () => {
    const { days } = workingTimeFlags([
      day('2026-06-01', '08:00', '14:30', 15), // 6 h 15, 15 min break
      day('2026-06-02', '08:00', '14:40', 20), // 6 h 20 with 20 min
      day('2026-06-03', '08:00', '14:00', 0), // exactly 6 h
      day('2026-06-04', '07:00', '18:00', 0), // 11 h without a break
      day('2026-06-05', '08:00', '13:59', 0), // 5 h 59
      day('2026-06-06', '08:00', '14:01', 0), // 6 h 01
      day('2026-06-07', '08:00', '14:19', 19), // 6 h with a 19-minute break
    ]);
    expect(days.map((d) => d.flags)).toEqual([
      ['breakAfter6h'],
      [],
      ['breakAfter6h'],
      ['dailyMax10h', 'breakAfter6h'],
      [],
      ['breakAfter6h'],
      ['breakAfter6h'],
    ]);
  });

  it('flags the day that starts less than 11 h after the previous check-out', () => {
    const { days } = workingTimeFlags([
      day('2026-06-01', '12:00', '22:00', 60),
      day('2026-06-02', '08:00', '17:00', 60), // 10 h of rest
      day('2026-06-03', '04:00', '08:00', 0), // 11 h exactly: fine
      day('2026-06-05', '06:00', '11:00', 0), // a day in between: fine
    ]);
    expect(days.map((d) => d.flags)).toEqual([[], ['dailyRest11h'], [], []]);
  });

  it('gives the days in date order, whatever order they come in', () => {
    const { days } = workingTimeFlags([day('2026-06-03', '09:00', '17:00'), day('2026-06-01', '09:00', '17:00')]);
    expect(days.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-03']);
  });

  it('is empty without records', () => {
    expect(workingTimeFlags([])).toEqual({ days: [], weeks: [] });
  });
});

describe('workingTimeFlags: weeks', () => {
  it('totals each ISO week and flags one over 48 h', () => {
    const { weeks, days } = workingTimeFlags([...week('2026-06-01', 10), ...week('2026-06-08', 9)]);
    expect(weeks).toEqual([
      { weekStart: '2026-06-01', workedMinutes: 50 * H, flags: ['weeklyMax48h'] },
      { weekStart: '2026-06-08', workedMinutes: 45 * H, flags: [] },
    ]);
    expect(days.every((d) => d.flags.length === 0)).toBe(true);
  });

  it('lists the weeks without records between two that have some, at 0', () => {
    const { weeks } = workingTimeFlags([day('2026-01-05', '09:00', '17:00'), day('2026-01-21', '09:00', '17:00')]);
    expect(weeks.map((w) => [w.weekStart, w.workedMinutes])).toEqual([
      ['2026-01-05', 7 * H],
      ['2026-01-12', 0],
      ['2026-01-19', 7 * H],
    ]);
  });

  it('puts a Sunday in the week that began the Monday before', () => {
    const { weeks } = workingTimeFlags([day('2026-05-31', '09:00', '17:00')]);
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-05-25']);
  });

  it('flags more than 6 days worked in a week, not 6', () => {
    // Seven days leave 19 h of rest at most: the weekly rest is short too.
    expect(workingTimeFlags(week('2026-06-01', 4, 7)).weeks[0].flags).toEqual(['sixDaysMax', 'weeklyRest35h']);
    expect(workingTimeFlags(week('2026-06-01', 4, 6)).weeks[0].flags).toEqual([]);
    // A day with a check-in but no check-out yet was worked all the same.
    const six = week('2026-06-01', 4, 6);
    expect(workingTimeFlags([...six, day('2026-06-07', '09:00', undefined)]).weeks[0].flags).toEqual([
      'sixDaysMax',
      'weeklyRest35h',
    ]);
  });

  /** A short day (4 h, 10:00–14:00 unless told) `offset` days after Monday 1 June 2026. */
  const shortDay = (offset: number, checkIn = '10:00', checkOut = '14:00') => day(addDays('2026-06-01', offset), checkIn, checkOut, 0);

  it('flags a week whose longest rest is under 35 h, not one of exactly 35 h', () => {
    // Worked every day but the Wednesday: the rest runs from Tuesday 14:00 to Thursday's check-in.
    const around = (thursdayCheckIn: string) => [0, 1, 4, 5, 6].map((offset) => shortDay(offset)).concat(shortDay(3, thursdayCheckIn, '05:00'));
    expect(longestWeeklyRest('2026-06-01', around('01:00'))).toBe(35 * H);
    expect(workingTimeFlags(around('01:00')).weeks[0].flags).toEqual([]);
    expect(longestWeeklyRest('2026-06-01', around('00:59'))).toBe(35 * H - 1);
    expect(workingTimeFlags(around('00:59')).weeks[0].flags).toEqual(['weeklyRest35h']);
  });

  it("counts the rest from Monday 00:00 to the week's first check-in", () => {
    const fromTuesday = (checkIn: string) => [shortDay(1, checkIn), ...[2, 3, 4, 5, 6].map((offset) => shortDay(offset))];
    expect(workingTimeFlags(fromTuesday('11:00')).weeks[0].flags).toEqual([]);
    expect(workingTimeFlags(fromTuesday('10:59')).weeks[0].flags).toEqual(['weeklyRest35h']);
  });

  it("counts the rest from the week's last check-out to Sunday 24:00, whatever the next week holds", () => {
    const toSaturday = (checkOut: string) => [
      ...[0, 1, 2, 3, 4].map((offset) => shortDay(offset)),
      shortDay(5, '08:00', checkOut),
      shortDay(7, '00:00', '04:00'), // the next Monday starts at midnight
    ];
    expect(workingTimeFlags(toSaturday('13:00')).weeks.map((w) => w.flags)).toEqual([[], []]);
    expect(workingTimeFlags(toSaturday('13:01')).weeks.map((w) => w.flags)).toEqual([['weeklyRest35h'], []]);
  });

  it('finds the whole week a rest when nothing was worked in it', () => {
    expect(longestWeeklyRest('2026-06-01', [])).toBe(7 * 24 * H);
    expect(longestWeeklyRest('2026-06-01', [day('2026-06-03', undefined, undefined, 0)])).toBe(7 * 24 * H);
  });

  const mondays = (first: string, count: number) => Array.from({ length: count }, (_, i) => addDays(first, 7 * i));

  it('flags the week that ends 12 weeks averaging over 44 h', () => {
    const days = mondays('2026-01-05', 13).flatMap((monday) => week(monday, 9)); // 45 h a week
    const { weeks } = workingTimeFlags(days);
    expect(weeks).toHaveLength(13);
    expect(weeks.map((w) => w.flags.includes('average44hOver12Weeks'))).toEqual([
      ...Array<boolean>(11).fill(false),
      true, // week 12, starting 23 March: the first full window
      true,
    ]);
    expect(weeks[11].weekStart).toBe('2026-03-23');
  });

  it('does not flag 12 weeks of exactly 44 h, and counts a week without records as 0', () => {
    const exactly44 = mondays('2026-01-05', 12).flatMap((monday) => [
      ...week(monday, 9, 4),
      day(addDays(monday, 4), '08:00', '17:00', 60), // 4 × 9 h + 8 h
    ]);
    expect(workingTimeFlags(exactly44).weeks.some((w) => w.flags.length > 0)).toBe(false);

    // 11 weeks of 48 h then a week off: (11 × 48) / 12 = 44, not over.
    const elevenHeavy = [
      ...mondays('2026-01-05', 11).flatMap((monday) => [
        ...week(monday, 10, 4),
        day(addDays(monday, 4), '08:00', '17:00', 60), // 4 × 10 h + 8 h
      ]),
      day('2026-03-29', undefined, undefined, 0), // week 12: a record, nothing worked
    ];
    const { weeks } = workingTimeFlags(elevenHeavy);
    expect(weeks.map((w) => w.workedMinutes)).toEqual([...Array<number>(11).fill(48 * H), 0]);
    expect(weeks[11].flags).toEqual([]);
  });

  it('flags a window whose average goes over 44 h even with a lighter last week', () => {
    const days = [
      ...mondays('2026-01-05', 11).flatMap((monday) => week(monday, 9)), // 45 h
      ...week('2026-03-23', 8), // 40 h: (11 × 45 + 40) / 12 ≈ 44.6
    ];
    const { weeks } = workingTimeFlags(days);
    expect(weeks[11]).toEqual({ weekStart: '2026-03-23', workedMinutes: 40 * H, flags: ['average44hOver12Weeks'] });
  });
});

describe('weeklyOvertime', () => {
  it.each([
    [45, 35 * H, 8 * H, 2 * H],
    [35, 35 * H, 0, 0],
    [39, 35 * H, 4 * H, 0],
    [43, 35 * H, 8 * H, 0],
    [48, 35 * H, 8 * H, 5 * H],
    [30, 30 * H, 0, 0],
    [0, 0, 0, 0],
  ])('%i h: %i min regular, %i min at +25, %i min at +50', (hours, regular, at25, at50) => {
    expect(weeklyOvertime(hours * H)).toEqual({ regular, at25, at50 });
  });
  it('splits minutes, and treats a negative total as none', () => {
    expect(weeklyOvertime(35 * H + 1)).toEqual({ regular: 35 * H, at25: 1, at50: 0 });
    expect(weeklyOvertime(-10)).toEqual({ regular: 0, at25: 0, at50: 0 });
  });
});

describe('overtimeQuotaUsed', () => {
  it('defaults to the 220-hour yearly quota', () => {
    expect(YEARLY_OVERTIME_QUOTA_HOURS).toBe(220);
    const weeks39h = Array<number>(52).fill(39 * H); // 4 h a week → 208 h
    expect(overtimeQuotaUsed(weeks39h)).toEqual({ usedMinutes: 208 * H, remainingMinutes: 12 * H, exceeded: false });
  });
  it('is exceeded past the quota, with nothing remaining', () => {
    const weeks40h = Array<number>(52).fill(40 * H); // 260 h
    expect(overtimeQuotaUsed(weeks40h)).toEqual({ usedMinutes: 260 * H, remainingMinutes: 0, exceeded: true });
  });
  it('counts every minute past 35 h, at 25 % or 50 %, and none from shorter weeks', () => {
    expect(overtimeQuotaUsed([45 * H, 30 * H, 35 * H], 100)).toEqual({
      usedMinutes: 10 * H,
      remainingMinutes: 90 * H,
      exceeded: false,
    });
  });
  it('is not exceeded exactly at the quota', () => {
    expect(overtimeQuotaUsed([45 * H, 45 * H], 20)).toEqual({ usedMinutes: 20 * H, remainingMinutes: 0, exceeded: false });
  });
});
