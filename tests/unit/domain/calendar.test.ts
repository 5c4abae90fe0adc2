import { describe, expect, it } from 'vitest';
import * as rules from '@/domain/rules';
import { addDays, dayOfWeek, daysBetween, eachDay, isoWeekStart, monthRange } from '@/domain/rules/calendar';

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-28', 2, '2026-03-30'], // over the spring DST change in Europe
    ['2026-10-24', 2, '2026-10-26'], // over the autumn one
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 365, '2024-12-31'],
    ['2026-05-04', 0, '2026-05-04'],
  ])('%s %+d days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses what is not a real date or a whole number of days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-5-1', 1)).toThrow(RangeError);
    expect(() => addDays('2026-05-01T00:00:00Z', 1)).toThrow(RangeError);
    expect(() => addDays('2026-05-01', 0.5)).toThrow(RangeError);
  });
});

describe('dayOfWeek', () => {
  it.each([
    ['2026-05-01', 5], // Friday (the example of docs/domain.md)
    ['2026-05-02', 6],
    ['2026-05-03', 0],
    ['2026-05-04', 1],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
    ['2026-03-29', 0],
  ])('%s is day %i', (date, expected) => {
    expect(dayOfWeek(date)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it('counts b − a in calendar days', () => {
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2026-05-04', '2026-05-01')).toBe(-3);
    expect(daysBetween('2026-05-04', '2026-05-04')).toBe(0);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('eachDay', () => {
  it('lists every date, both ends included, over a DST change and a month end', () => {
    expect(eachDay('2026-03-28', '2026-04-01')).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
  });
  it('gives one date for a single day and none when reversed', () => {
    expect(eachDay('2026-05-04', '2026-05-04')).toEqual(['2026-05-04']);
    expect(eachDay('2026-05-04', '2026-05-03')).toEqual([]);
  });
  it('covers a leap year', () => {
    expect(eachDay('2024-01-01', '2024-12-31')).toHaveLength(366);
  });
});

describe('isoWeekStart', () => {
  it.each([
    ['2026-05-04', '2026-05-04'], // a Monday is its own week start
    ['2026-05-03', '2026-04-27'], // Sunday belongs to the week before
    ['2026-05-09', '2026-05-04'],
    ['2027-01-01', '2026-12-28'], // across a year end
    ['2026-03-01', '2026-02-23'],
  ])('the week of %s starts on %s', (date, monday) => {
    expect(isoWeekStart(date)).toBe(monday);
    expect(dayOfWeek(isoWeekStart(date))).toBe(1);
  });
});

describe('monthRange', () => {
  it.each([
    [2026, 1, '2026-01-01', '2026-01-31'],
    [2026, 2, '2026-02-01', '2026-02-28'],
    [2024, 2, '2024-02-01', '2024-02-29'],
    [2000, 2, '2000-02-01', '2000-02-29'],
    [1900, 2, '1900-02-01', '1900-02-28'],
    [2026, 4, '2026-04-01', '2026-04-30'],
    [2026, 12, '2026-12-01', '2026-12-31'],
  ])('%i-%i runs from %s to %s', (year, month, from, to) => {
    expect(monthRange(year, month)).toEqual({ from, to });
  });
  it('refuses a month outside 1–12', () => {
    expect(() => monthRange(2026, 0)).toThrow(RangeError);
    expect(() => monthRange(2026, 13)).toThrow(RangeError);
  });
});

describe('the rules index', () => {
  it('re-exports every rule', () => {
    const names = [
      'addDays', 'dayOfWeek', 'daysBetween', 'eachDay', 'isoWeekStart', 'monthRange',
      'easterSunday', 'publicHolidays', 'isAlsaceMoselleDepartment', 'holidayDates',
      'countLeaveDays', 'leaveDaysUsed', 'paidLeaveBalance', 'fractionnementDays', 'monthsOfSickness', 'leaveTaking', 'mainLeaveOutOfSeason',
      'spansOverlap', 'findOverlap', 'leavesOverlap',
      'workedMinutes', 'workingTimeFlags', 'weeklyOvertime', 'overtimeQuotaUsed',
      'contractProblems',
    ] as const;
    for (const name of names) expect(typeof rules[name]).toBe('function');
    expect(rules.YEARLY_OVERTIME_QUOTA_HOURS).toBe(220);
  });
});
