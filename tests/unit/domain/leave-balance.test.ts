import { describe, expect, it } from 'vitest';
import {
  fractionnementDays,
  monthsOfSickness,
  monthsWorked,
  paidLeaveBalance,
  referencePeriod,
  type BalanceInput,
} from '@/domain/rules/leave-balance';

const input = (overrides: Partial<BalanceInput>): BalanceInput => ({
  hireDate: '2020-01-06',
  asOf: '2026-05-31',
  countsAs: 'ouvrables',
  taken: 0,
  pending: 0,
  ...overrides,
});

describe('referencePeriod', () => {
  it.each([
    ['2026-11-15', '2026-06-01', '2027-05-31'],
    ['2026-06-01', '2026-06-01', '2027-05-31'],
    ['2026-05-31', '2025-06-01', '2026-05-31'],
    ['2026-03-10', '2025-06-01', '2026-05-31'],
    ['2028-02-29', '2027-06-01', '2028-05-31'],
  ])('on %s the June–May period runs from %s to %s', (asOf, from, to) => {
    expect(referencePeriod(asOf)).toEqual({ from, to });
  });
  it('follows a configured start month', () => {
    expect(referencePeriod('2026-03-31', 1)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(referencePeriod('2026-03-31', 4)).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(() => referencePeriod('2026-03-31', 13)).toThrow(RangeError);
  });
});

describe('months worked (a month counts once over, with 24 jours ouvrables employed in it)', () => {
  it('counts the months of the period that are over', () => {
    expect(monthsWorked(input({ asOf: '2026-05-31' }))).toBe(12);
    expect(monthsWorked(input({ asOf: '2026-10-31' }))).toBe(5);
    expect(monthsWorked(input({ asOf: '2026-10-30' }))).toBe(4);
    expect(monthsWorked(input({ asOf: '2026-06-15' }))).toBe(0);
  });
  it('counts the hire month from 24 jours ouvrables on (June 2026: from the 3rd, not the 4th)', () => {
    // 3–30 June 2026 = 28 days with 4 Sundays = 24 ouvrables; from the 4th only 23.
    expect(monthsWorked(input({ hireDate: '2026-06-03', asOf: '2026-07-31' }))).toBe(2);
    expect(monthsWorked(input({ hireDate: '2026-06-04', asOf: '2026-07-31' }))).toBe(1);
  });
  it('counts the exit month the same way, once the exit date is reached', () => {
    // 1–28 September 2026 = 24 ouvrables; 1–26 = 23.
    expect(monthsWorked(input({ exitDate: '2026-09-28', asOf: '2026-12-31' }))).toBe(4);
    expect(monthsWorked(input({ exitDate: '2026-09-26', asOf: '2026-12-31' }))).toBe(3);
    expect(monthsWorked(input({ exitDate: '2026-09-28', asOf: '2026-09-28' }))).toBe(4);
    expect(monthsWorked(input({ exitDate: '2026-09-28', asOf: '2026-09-27' }))).toBe(3);
  });
  it('counts a whole February (exactly 24 ouvrables in 2026), not one missing a working day', () => {
    expect(monthsWorked(input({ hireDate: '2026-02-01', asOf: '2026-02-28' }))).toBe(1);
    // 1 February 2026 is a Sunday: hired on Monday 2 still gives 24 ouvrables, on Tuesday 3 only 23.
    expect(monthsWorked(input({ hireDate: '2026-02-02', asOf: '2026-02-28' }))).toBe(1);
    expect(monthsWorked(input({ hireDate: '2026-02-03', asOf: '2026-02-28' }))).toBe(0);
  });
  it('counts nothing before the hire date or after the exit', () => {
    expect(monthsWorked(input({ hireDate: '2026-07-01', asOf: '2026-06-30' }))).toBe(0);
    expect(monthsWorked(input({ exitDate: '2025-05-31', asOf: '2026-03-31' }))).toBe(0);
  });
});

describe('paidLeaveBalance', () => {
  it('acquires 30 ouvrables or 25 ouvrés over a whole period', () => {
    expect(paidLeaveBalance(input({})).acquired).toBe(30);
    expect(paidLeaveBalance(input({ countsAs: 'ouvrés' })).acquired).toBe(25); // 12 × 2.08 = 24.96
  });

  it('rounds a fraction up to the next whole day', () => {
    expect(paidLeaveBalance(input({ asOf: '2026-10-31' })).acquired).toBe(13); // 5 × 2.5 = 12.5
    expect(paidLeaveBalance(input({ asOf: '2026-10-31', countsAs: 'ouvrés' })).acquired).toBe(11); // 10.4
    expect(paidLeaveBalance(input({ asOf: '2026-09-30' })).acquired).toBe(10); // 4 × 2.5, exact
    expect(paidLeaveBalance(input({ asOf: '2026-06-30', countsAs: 'ouvrés' })).acquired).toBe(3); // 2.08
  });

  it('gives the period it computed over', () => {
    const balance = paidLeaveBalance(input({ asOf: '2026-10-31' }));
    expect(balance.periodStart).toBe('2026-06-01');
    expect(balance.periodEnd).toBe('2027-05-31');
  });

  it('earns 2 ouvrables a month of non-work sickness (law of 22 April 2024)', () => {
    expect(paidLeaveBalance(input({ sicknessMonths: 3 })).acquired).toBe(29); // 9 × 2.5 + 3 × 2 = 28.5
    expect(paidLeaveBalance(input({ sicknessMonths: 12 })).acquired).toBe(24);
    expect(paidLeaveBalance(input({ sicknessMonths: 4 })).acquired).toBe(28); // 20 + 8
  });

  it('earns 5/6 of that in ouvrés', () => {
    expect(paidLeaveBalance(input({ countsAs: 'ouvrés', sicknessMonths: 12 })).acquired).toBe(20);
    expect(paidLeaveBalance(input({ countsAs: 'ouvrés', sicknessMonths: 3 })).acquired).toBe(24); // 18.72 + 5
  });

  it('never counts more sickness months than months worked', () => {
    const balance = paidLeaveBalance(input({ hireDate: '2026-06-01', asOf: '2026-07-31', sicknessMonths: 5 }));
    expect(balance.acquired).toBe(4);
  });

  it('gives available = acquired + carried over + fractionnement − taken − planned − pending', () => {
    const balance = paidLeaveBalance(
      input({ carriedOver: 5, fractionnementDays: 2, taken: 10.5, planned: 4, pending: 3 }),
    );
    expect(balance).toEqual({
      periodStart: '2025-06-01',
      periodEnd: '2026-05-31',
      monthsWorked: 12,
      sicknessMonths: 0,
      acquired: 30,
      carriedOver: 5,
      taken: 10.5,
      planned: 4,
      pending: 3,
      fractionnement: 2,
      available: 19.5,
    });
  });

  it('tells how many months were counted, and of them how many were months of sickness', () => {
    expect(paidLeaveBalance(input({ asOf: '2026-03-16', sicknessMonths: 3 }))).toMatchObject({ monthsWorked: 9, sicknessMonths: 3, acquired: 21 });
  });

  it('goes below zero when more was granted than earned', () => {
    const balance = paidLeaveBalance(input({ hireDate: '2026-06-15', asOf: '2026-06-30', taken: 2, pending: 0.5 }));
    expect(balance.acquired).toBe(0);
    expect(balance.available).toBe(-2.5);
  });

  it('follows a calendar-year period', () => {
    const balance = paidLeaveBalance(input({ asOf: '2026-03-31', periodStartMonth: 1 }));
    expect(balance).toMatchObject({ periodStart: '2026-01-01', periodEnd: '2026-12-31', acquired: 8 });
  });
});

describe('monthsOfSickness: months worked more than half spent on sick leave', () => {
  const year = input({ asOf: '2026-05-31' });
  it('counts whole months of sick leave, and a month more than half of it', () => {
    expect(monthsOfSickness(year, [{ startDate: '2025-11-01', endDate: '2026-01-31' }])).toBe(3);
    // 1–16 June 2025: 14 of its 25 ouvrables (Monday–Saturday).
    expect(monthsOfSickness(year, [{ startDate: '2025-06-01', endDate: '2025-06-16' }])).toBe(1);
    // 1–14 June: 12 of 25, not more than half.
    expect(monthsOfSickness(year, [{ startDate: '2025-06-01', endDate: '2025-06-14' }])).toBe(0);
  });
  it('adds up several absences in a month, and ignores months not over or out of the period', () => {
    const june = [
      { startDate: '2025-06-02', endDate: '2025-06-07' },
      { startDate: '2025-06-16', endDate: '2025-06-28' },
    ];
    expect(monthsOfSickness(year, june)).toBe(1);
    expect(monthsOfSickness(input({ asOf: '2025-06-29' }), june)).toBe(0);
    expect(monthsOfSickness(year, [{ startDate: '2025-01-01', endDate: '2025-05-31' }])).toBe(0);
  });
  it('a year of sick leave earns 24 ouvrables, not 30', () => {
    const sicknessMonths = monthsOfSickness(year, [{ startDate: '2025-06-01', endDate: '2026-05-31' }]);
    expect(sicknessMonths).toBe(12);
    expect(paidLeaveBalance({ ...year, sicknessMonths }).acquired).toBe(24);
  });
});

describe('fractionnementDays', () => {
  it.each([
    [0, 0],
    [2, 0],
    [2.5, 0],
    [3, 1],
    [5, 1],
    [5.5, 1],
    [6, 2],
    [12, 2],
  ])('%s days outside 1 May–31 October earn %i', (days, extra) => {
    expect(fractionnementDays(days)).toBe(extra);
  });
});
