import { describe, expect, it } from 'vitest';
import { nonWorkedHolidaysOfYears } from '@/domain/rules/holidays';
import { countLeaveDays, leaveDaysUsed } from '@/domain/rules/leave-days';
import { fractionnementDays } from '@/domain/rules/leave-balance';
import { inMainLeaveSeason, leaveTaking, mainLeaveOutOfSeason, type ApprovedLeave } from '@/domain/rules/leave-taking';

const OFF = nonWorkedHolidaysOfYears(2025, 2027, false);
const holidays = () => OFF;

const leave = (startDate: string, endDate: string, startHalf: 'morning' | 'afternoon' = 'morning', endHalf: 'morning' | 'afternoon' = 'afternoon'): ApprovedLeave => {
  const span = { startDate, startHalf, endDate, endHalf };
  return { ...span, days: countLeaveDays(span, 'ouvrables', OFF) };
};

describe('leaveDaysUsed', () => {
  it('lists the dates counted, the Saturday after a Friday included, halves at 0.5', () => {
    expect(leaveDaysUsed({ startDate: '2026-06-04', startHalf: 'afternoon', endDate: '2026-06-05', endHalf: 'afternoon' }, 'ouvrables', OFF)).toEqual([
      { date: '2026-06-04', days: 0.5 },
      { date: '2026-06-05', days: 1 },
      { date: '2026-06-06', days: 1 },
    ]);
    expect(leaveDaysUsed({ startDate: '2026-06-05', startHalf: 'morning', endDate: '2026-06-08', endHalf: 'morning' }, 'ouvrés', OFF)).toEqual([
      { date: '2026-06-05', days: 1 },
      { date: '2026-06-08', days: 0.5 },
    ]);
  });
});

describe('the season of the main leave', () => {
  it.each([
    ['2026-04-30', false],
    ['2026-05-01', true],
    ['2026-10-31', true],
    ['2026-11-01', false],
    ['2026-02-15', false],
  ])('%s in 1 May–31 October: %s', (date, inside) => {
    expect(inMainLeaveSeason(date)).toBe(inside);
  });
});

describe('leaveTaking: taken up to the day, planned after it', () => {
  it('splits a request running over the day by its dates', () => {
    // Monday 16 to Friday 20 March 2026 (6 ouvrables with the Saturday), reckoned on Wednesday 18.
    expect(leaveTaking([leave('2026-03-16', '2026-03-20')], 'ouvrables', '2026-03-18', holidays)).toEqual({ taken: 3, planned: 3, takenOutOfSeason: 3 });
  });
  it('counts past days outside May–October only among those taken', () => {
    const leaves = [leave('2025-07-07', '2025-07-25'), leave('2026-02-02', '2026-02-06'), leave('2026-04-20', '2026-04-24')];
    // 17 in July (14 July is off), 6 in February, 6 to come in April.
    expect(leaveTaking(leaves, 'ouvrables', '2026-03-16', holidays)).toEqual({ taken: 23, planned: 6, takenOutOfSeason: 6 });
  });
});

describe('mainLeaveOutOfSeason and the days it earns', () => {
  it('counts the days out of season that belong to the main leave (24 ouvrables, the season filled first)', () => {
    expect(mainLeaveOutOfSeason({ taken: 30, planned: 0, takenOutOfSeason: 12 }, 'ouvrables')).toBe(6);
    expect(mainLeaveOutOfSeason({ taken: 30, planned: 0, takenOutOfSeason: 6 }, 'ouvrables')).toBe(0);
    expect(mainLeaveOutOfSeason({ taken: 9, planned: 0, takenOutOfSeason: 9 }, 'ouvrables')).toBe(9);
    expect(mainLeaveOutOfSeason({ taken: 24, planned: 0, takenOutOfSeason: 4 }, 'ouvrés')).toBe(0);
    expect(mainLeaveOutOfSeason({ taken: 20, planned: 0, takenOutOfSeason: 4 }, 'ouvrés')).toBe(4);
  });
  it('18 days in summer and 12 in winter earn 2 days; 21 and 3 earn 1; a fifth week alone in winter earns nothing', () => {
    const earned = (inSeason: number, outOfSeason: number) =>
      fractionnementDays(mainLeaveOutOfSeason({ taken: inSeason + outOfSeason, planned: 0, takenOutOfSeason: outOfSeason }, 'ouvrables'));
    expect(earned(18, 12)).toBe(2);
    expect(earned(21, 3)).toBe(1);
    expect(earned(24, 6)).toBe(0);
  });
});
