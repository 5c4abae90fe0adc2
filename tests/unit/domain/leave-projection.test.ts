import { describe, expect, it } from 'vitest';
import type { LeaveStatus } from '@/domain/hr/leave';
import { countLeaveDays } from '@/domain/rules/leave-days';
import { balanceToday, carryAcross, carriedOverInto, type LeaveHistory, type PaidLeaveRequest } from '@/domain/rules/leave-period';
import { latestProjectionDate, projectBalance } from '@/domain/rules/leave-projection';

const none: ReadonlySet<string> = new Set();
const request = (startDate: string, endDate: string, status: LeaveStatus = 'approved'): PaidLeaveRequest => {
  const span = { startDate, endDate, startHalf: 'morning' as const, endHalf: 'afternoon' as const };
  return { ...span, status, days: countLeaveDays(span, 'ouvrables', none), holidays: none };
};
const history = (paid: PaidLeaveRequest[] = [], extra: Partial<LeaveHistory> = {}): LeaveHistory => ({
  hireDate: '2020-01-06',
  countsAs: 'ouvrables',
  paid,
  sickLeaves: [],
  waivedPeriods: new Set(),
  ...extra,
});
const TODAY = '2026-03-10';

describe('the paid-leave balance on a date', () => {
  it('on today is the balance of today', () => {
    const cases = [history(), history([request('2026-04-13', '2026-04-18'), request('2026-02-02', '2026-02-06', 'pending')])];
    for (const one of cases) expect(projectBalance(one, TODAY, TODAY).available).toBe(balanceToday(one, TODAY).available);
  });

  it('earns each month once it is over, up to 31 May', () => {
    // Nine months over (June–February): 22.5 → 23; the previous period's 30 carried over.
    expect(projectBalance(history(), TODAY, TODAY)).toMatchObject({ acquired: 23, carriedOver: 30, available: 53, lost: 0 });
    expect(projectBalance(history(), TODAY, '2026-03-30')).toMatchObject({ acquired: 23, available: 53 });
    expect(projectBalance(history(), TODAY, '2026-03-31')).toMatchObject({ acquired: 25, available: 55 });
    expect(projectBalance(history(), TODAY, '2026-05-31')).toMatchObject({ acquired: 30, carriedOver: 30, available: 60, lost: 0 });
  });

  it('on 1 June carries over what the period acquired and loses what was carried into it and not taken', () => {
    expect(projectBalance(history(), TODAY, '2026-06-01')).toMatchObject({
      periodStart: '2026-06-01',
      periodEnd: '2027-05-31',
      acquired: 0,
      carriedOver: 30,
      lost: 30,
      available: 30,
    });
    expect(projectBalance(history(), TODAY, '2026-06-30')).toMatchObject({ acquired: 3, carriedOver: 30, available: 33 });
  });

  it('takes the days held against the ending period from its carry-over first', () => {
    const twelve = history([request('2026-04-13', '2026-04-25')]);
    expect(twelve.paid[0].days).toBe(12);
    // Taken in April, outside May–October: 2 days of fractionnement.
    expect(projectBalance(twelve, TODAY, '2026-05-31')).toMatchObject({ taken: 12, fractionnement: 2, available: 50 });
    expect(projectBalance(twelve, TODAY, '2026-06-01')).toMatchObject({ carriedOver: 32, lost: 18, available: 32 });
    // 33 days pending: the 30 carried over, then 3 of the 30 acquired.
    const more = history([request('2026-04-06', '2026-05-13', 'pending')]);
    expect(more.paid[0].days).toBe(33);
    expect(projectBalance(more, TODAY, '2026-06-01')).toMatchObject({ carriedOver: 27, lost: 0, available: 27 });
  });

  it("once June comes, carries into today's balance what the projection said it would", () => {
    const twelve = history([request('2026-04-13', '2026-04-25')]);
    const projected = projectBalance(twelve, TODAY, '2026-06-15');
    // Today is 15 June: the period that ended took its 12 days from its own carry-over.
    expect(carriedOverInto(twelve, '2026-06-15')).toBe(32);
    expect(balanceToday(twelve, '2026-06-15')).toMatchObject({ carriedOver: projected.carriedOver, available: projected.available });
    // Two periods on: what was carried into the one before is not carried again.
    expect(carriedOverInto(twelve, '2027-06-15')).toBe(30);
    // Hired during the period before: nothing was carried into it.
    const newcomer = history([request('2026-04-13', '2026-04-25')], { hireDate: '2025-09-01' });
    expect(carriedOverInto(newcomer, '2026-06-15')).toBe(carryAcross(projectBalance(newcomer, TODAY, '2026-05-31')).carriedOver);
  });

  it('holds approved requests before and after the date, and pending ones, against the balance', () => {
    const held = history([request('2026-03-02', '2026-03-07'), request('2026-04-13', '2026-04-18'), request('2026-05-04', '2026-05-09', 'pending')]);
    expect(projectBalance(held, TODAY, '2026-04-01')).toMatchObject({ taken: 6, planned: 6, pending: 6, fractionnement: 2, available: 55 + 2 - 18 });
    expect(projectBalance(held, TODAY, '2026-04-30')).toMatchObject({ taken: 12, planned: 0, pending: 6 });
    // A request of the next period counts in it only.
    const next = history([request('2026-07-06', '2026-07-11')]);
    expect(projectBalance(next, TODAY, '2026-05-31').available).toBe(60);
    expect(projectBalance(next, TODAY, '2026-06-15')).toMatchObject({ planned: 6, available: 24 });
  });

  it('tells month by month what each earns, what is taken in it and the balance at its end', () => {
    const held = history([request('2026-04-13', '2026-04-18')]);
    // The six days of April, outside May–October, earn 2 days of fractionnement once taken.
    const { months } = projectBalance(held, TODAY, '2026-06-10');
    expect(months.map((month) => month.month)).toEqual(['2026-03', '2026-04', '2026-05', '2026-06']);
    expect(months).toEqual([
      { month: '2026-03', accrued: 2, taken: 0, balance: 49 },
      { month: '2026-04', accrued: 3, taken: 6, balance: 54 },
      { month: '2026-05', accrued: 2, taken: 0, balance: 56 },
      { month: '2026-06', accrued: 0, taken: 0, balance: 32 },
    ]);
  });

  it('reaches the end of the next reference period at most', () => {
    expect(latestProjectionDate('2026-03-10')).toBe('2027-05-31');
    expect(latestProjectionDate('2026-05-31')).toBe('2027-05-31');
    expect(latestProjectionDate('2026-06-01')).toBe('2028-05-31');
  });

  it('carries over nothing below 0', () => {
    expect(carryAcross({ carriedOver: 5, acquired: 10, fractionnement: 0, taken: 20, planned: 0, pending: 0 })).toEqual({ carriedOver: 0, lost: 0 });
    expect(carryAcross({ carriedOver: 5, acquired: 10, fractionnement: 2, taken: 3, planned: 0, pending: 0 })).toEqual({ carriedOver: 12, lost: 2 });
  });
});
