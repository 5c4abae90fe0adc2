import { afterEach, describe, expect, it } from 'vitest';
import { holidayDates, nonWorkedHolidaysOfYears, publicHolidays } from '@/domain/rules/holidays';
import { countLeaveDays, countedUntil, isValidLeaveSpan, type LeaveSpan } from '@/domain/rules/leave-days';

/** The holidays off in 2026 and 2027, as a caller covering a request over the year end passes them. */
const OFF = holidayDates([...publicHolidays(2026), ...publicHolidays(2027)]);
const OFF_ALSACE = holidayDates([
  ...publicHolidays(2026, { alsaceMoselle: true }),
  ...publicHolidays(2027, { alsaceMoselle: true }),
]);
const NONE: ReadonlySet<string> = new Set();

const span = (
  startDate: string,
  endDate: string,
  startHalf: LeaveSpan['startHalf'] = 'morning',
  endHalf: LeaveSpan['endHalf'] = 'afternoon',
): LeaveSpan => ({ startDate, startHalf, endDate, endHalf });

const both = (leave: LeaveSpan, off: ReadonlySet<string> = OFF) => ({
  ouvrés: countLeaveDays(leave, 'ouvrés', off),
  ouvrables: countLeaveDays(leave, 'ouvrables', off),
});

// June 2026: Monday 1 to Sunday 7, Monday 8 to Sunday 14; no holiday.
describe('whole days', () => {
  it.each([
    ['Monday–Friday', '2026-06-01', '2026-06-05', 5, 6],
    ['Friday alone', '2026-06-05', '2026-06-05', 1, 2],
    ['Thursday alone', '2026-06-04', '2026-06-04', 1, 1],
    ['Monday–Saturday (ends on a Saturday)', '2026-06-01', '2026-06-06', 5, 6],
    ['Monday–Sunday', '2026-06-01', '2026-06-07', 5, 6],
    ['two weeks, Monday–Friday', '2026-06-01', '2026-06-12', 10, 12],
    ['Saturday alone', '2026-06-06', '2026-06-06', 0, 0],
    ['Sunday alone', '2026-06-07', '2026-06-07', 0, 0],
    ['Saturday–Sunday', '2026-06-06', '2026-06-07', 0, 0],
    ['Saturday–Monday (starts on a Saturday)', '2026-06-06', '2026-06-08', 1, 1],
    ['Saturday–Friday', '2026-06-06', '2026-06-12', 5, 6],
    ['Sunday–Sunday', '2026-06-07', '2026-06-14', 5, 6],
    ['Wednesday–Tuesday', '2026-06-03', '2026-06-09', 5, 6],
  ])('%s costs %s ouvrés and %s ouvrables', (_label, start, end, ouvres, ouvrables) => {
    expect(both(span(start, end))).toEqual({ ouvrés: ouvres, ouvrables });
  });
});

describe('public holidays', () => {
  it('the example of docs/domain.md: Friday 1 May 2026 (a holiday) to Monday 4 May costs 1 and 1', () => {
    expect(both(span('2026-05-01', '2026-05-04'))).toEqual({ ouvrés: 1, ouvrables: 1 });
  });

  it.each([
    ['a week ending on 8 May (Friday)', '2026-05-04', '2026-05-08', 4, 5],
    ['Wednesday–Thursday before 8 May: the Saturday after the holiday is used up', '2026-05-06', '2026-05-07', 2, 3],
    ['the Ascension week (Thursday 14 May)', '2026-05-11', '2026-05-15', 4, 5],
    ['Thursday–Friday before Easter Monday: back on Tuesday', '2026-04-02', '2026-04-03', 2, 3],
    ['a holiday alone', '2026-07-14', '2026-07-14', 0, 0],
  ])('%s: %s ouvrés, %s ouvrables', (_label, start, end, ouvres, ouvrables) => {
    expect(both(span(start, end))).toEqual({ ouvrés: ouvres, ouvrables });
  });

  it('a holiday falling on a Saturday is not used up (Saturday 15 August 2026)', () => {
    expect(both(span('2026-08-14', '2026-08-14'))).toEqual({ ouvrés: 1, ouvrables: 1 });
    expect(both(span('2026-08-14', '2026-08-14'), NONE)).toEqual({ ouvrés: 1, ouvrables: 2 });
  });

  it('Whit Monday worked as the solidarity day costs leave', () => {
    const whitMondayWorked = holidayDates(publicHolidays(2026), ['whitMonday']);
    expect(both(span('2026-05-25', '2026-05-29'))).toEqual({ ouvrés: 4, ouvrables: 5 });
    expect(both(span('2026-05-25', '2026-05-29'), whitMondayWorked)).toEqual({ ouvrés: 5, ouvrables: 6 });
  });

  it('Good Friday off in Alsace-Moselle only', () => {
    expect(both(span('2026-04-02', '2026-04-03'), OFF_ALSACE)).toEqual({ ouvrés: 1, ouvrables: 2 });
  });
});

describe('half days', () => {
  it.each([
    ['Monday afternoon to Friday evening', span('2026-06-01', '2026-06-05', 'afternoon', 'afternoon'), 4.5, 5.5],
    ['Monday morning to Friday noon: back Friday afternoon, no Saturday', span('2026-06-01', '2026-06-05', 'morning', 'morning'), 4.5, 4.5],
    ['Friday afternoon to Monday noon', span('2026-06-05', '2026-06-08', 'afternoon', 'morning'), 1, 2],
    ['Tuesday morning alone', span('2026-06-02', '2026-06-02', 'morning', 'morning'), 0.5, 0.5],
    ['Tuesday afternoon alone', span('2026-06-02', '2026-06-02', 'afternoon', 'afternoon'), 0.5, 0.5],
    ['Friday morning alone: back that afternoon', span('2026-06-05', '2026-06-05', 'morning', 'morning'), 0.5, 0.5],
    ['Friday afternoon alone: back on Monday, the Saturday is used up', span('2026-06-05', '2026-06-05', 'afternoon', 'afternoon'), 0.5, 1.5],
    ['Tuesday afternoon to Thursday noon', span('2026-06-02', '2026-06-04', 'afternoon', 'morning'), 2, 2],
    ['a half on a Saturday start changes nothing', span('2026-06-06', '2026-06-12', 'afternoon', 'afternoon'), 5, 6],
    ['a half on a Saturday end changes nothing', span('2026-06-01', '2026-06-06', 'morning', 'morning'), 5, 6],
    ['a half on a Sunday end changes nothing', span('2026-06-01', '2026-06-07', 'morning', 'morning'), 5, 6],
    ['a half on a holiday start changes nothing', span('2026-05-01', '2026-05-04', 'afternoon', 'afternoon'), 1, 1],
    ['ending at noon on the day before a holiday', span('2026-05-04', '2026-05-07', 'morning', 'morning'), 3.5, 3.5],
  ])('%s: %s ouvrés, %s ouvrables', (_label, leave, ouvres, ouvrables) => {
    expect(both(leave)).toEqual({ ouvrés: ouvres, ouvrables });
  });
});

describe('spans that are not requests', () => {
  it('costs nothing when the end is before the start, or a day runs from the afternoon to the morning', () => {
    const reversed = span('2026-06-05', '2026-06-04');
    const backwards = span('2026-06-03', '2026-06-03', 'afternoon', 'morning');
    expect(isValidLeaveSpan(reversed)).toBe(false);
    expect(isValidLeaveSpan(backwards)).toBe(false);
    expect(both(reversed)).toEqual({ ouvrés: 0, ouvrables: 0 });
    expect(both(backwards)).toEqual({ ouvrés: 0, ouvrables: 0 });
    expect(isValidLeaveSpan(span('2026-06-03', '2026-06-03', 'morning', 'morning'))).toBe(true);
  });
});

describe('across a year end (holidays of both years passed)', () => {
  it('Monday 28 December 2026 to Friday 1 January 2027: back on Monday 4, Saturday 2 used up', () => {
    expect(both(span('2026-12-28', '2027-01-01'))).toEqual({ ouvrés: 4, ouvrables: 5 });
  });
  it('Wednesday 23 December to Friday 1 January, with and without Saint-Étienne (a Saturday)', () => {
    expect(both(span('2026-12-23', '2027-01-01'))).toEqual({ ouvrés: 6, ouvrables: 8 });
    expect(both(span('2026-12-23', '2027-01-01'), OFF_ALSACE)).toEqual({ ouvrés: 6, ouvrables: 7 });
  });
  it('Thursday 31 December alone: 1 January is off, so Saturday 2 is used up', () => {
    expect(both(span('2026-12-31', '2026-12-31'))).toEqual({ ouvrés: 1, ouvrables: 2 });
  });
  it('depends on the caller passing the next year: without 2027, 1 January counts', () => {
    const only2026 = holidayDates(publicHolidays(2026));
    expect(both(span('2026-12-28', '2027-01-01'), only2026)).toEqual({ ouvrés: 5, ouvrables: 6 });
  });
});

describe('the return to work in the next year', () => {
  /** What both backends and the form pass: the site's holidays from the request's year up to `countedUntil`. */
  const counted = (leave: LeaveSpan, alsaceMoselle = false) =>
    countLeaveDays(
      leave,
      'ouvrables',
      nonWorkedHolidaysOfYears(Number(leave.startDate.slice(0, 4)), Number(countedUntil(leave).slice(0, 4)), alsaceMoselle),
    );

  it('reads a week past the end, so 1 January is seen after a request ending in late December', () => {
    expect(countedUntil(span('2026-12-21', '2026-12-31'))).toBe('2027-01-07');
    expect(countedUntil(span('2026-06-01', '2026-06-05'))).toBe('2026-06-12');
  });

  it('Monday 21 to Thursday 31 December 2026 costs 10 ouvrables: back on Monday 4 January, Saturday 2 used up', () => {
    expect(counted(span('2026-12-21', '2026-12-31'))).toBe(10);
  });

  it('adding 1 January (a holiday) to that request does not change its cost', () => {
    expect(counted(span('2026-12-21', '2027-01-01'))).toBe(counted(span('2026-12-21', '2026-12-31')));
  });

  it('in Alsace-Moselle, Saint-Étienne (Saturday 26 December) is not used up: 9', () => {
    expect(counted(span('2026-12-21', '2026-12-31'), true)).toBe(9);
    expect(counted(span('2026-12-21', '2027-01-01'), true)).toBe(9);
  });

  it('Friday 31 December 2027 alone costs 1: the Saturday after it is 1 January 2028, a holiday', () => {
    expect(counted(span('2027-12-31', '2027-12-31'))).toBe(1);
    expect(countLeaveDays(span('2027-12-31', '2027-12-31'), 'ouvrables', holidayDates(publicHolidays(2027)))).toBe(2);
  });
});

describe('independent of the time zone', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  // Around the European DST changes (Sunday 29 March and Sunday 25 October 2026), the US
  // ones (8 March, 1 November) and the date line.
  const cases: [LeaveSpan, number, number][] = [
    [span('2026-03-27', '2026-03-30'), 2, 3],
    [span('2026-03-23', '2026-03-29'), 5, 6],
    [span('2026-10-23', '2026-10-26'), 2, 3],
    [span('2026-10-26', '2026-10-30', 'afternoon', 'morning'), 4, 4],
    [span('2026-03-06', '2026-03-09'), 2, 3],
    [span('2026-10-30', '2026-11-02'), 2, 3], // Toussaint falls on Sunday 1 November
    [span('2026-12-28', '2027-01-01'), 4, 5],
  ];
  const counts = () => cases.map(([leave]) => [countLeaveDays(leave, 'ouvrés', OFF), countLeaveDays(leave, 'ouvrables', OFF)]);
  const expected = cases.map(([, ouvres, ouvrables]) => [ouvres, ouvrables]);

  it.each(['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Lord_Howe'])(
    'gives the same counts with TZ=%s',
    (tz) => {
      process.env.TZ = tz;
      // The zone really changed: local midnight of 1 January 2026 is another instant.
      const offsetMinutes = new Date(2026, 0, 1).getTimezoneOffset();
      expect(offsetMinutes).toBe(
        { UTC: 0, 'Europe/Paris': -60, 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, 'Pacific/Pago_Pago': 660, 'Australia/Lord_Howe': -660 }[tz],
      );
      expect(counts()).toEqual(expected);
    },
  );

  it('sees the DST change in Paris, and still counts the days of that week the same', () => {
    process.env.TZ = 'Europe/Paris';
    expect(new Date(2026, 2, 28, 12).getTimezoneOffset()).toBe(-60);
    expect(new Date(2026, 2, 30, 12).getTimezoneOffset()).toBe(-120);
    expect(both(span('2026-03-23', '2026-03-29'))).toEqual({ ouvrés: 5, ouvrables: 6 });
  });
});
