import { describe, expect, it } from 'vitest';
import { dashboardQueries, headcountHistory, monthsUpTo } from '@/domain/hr/dashboard-queries';
import { dashboardSummarySchema, headcountWithoutDirection } from '@/domain/hr/dashboard';

describe('the dashboard figures as list queries', () => {
  it('counts the calendar month of today, and contracts ending from today to 30 days later', () => {
    const queries = dashboardQueries('2026-02-10');
    expect(queries.arrivals.filters).toEqual({ hiredFrom: '2026-02-01', hiredTo: '2026-02-28' });
    expect(queries.departures.filters).toEqual({ exitFrom: '2026-02-01', exitTo: '2026-02-28' });
    expect(queries.contractsEnding.filters).toEqual({ status: 'active', contractEndFrom: '2026-02-10', contractEndTo: '2026-03-12' });
    expect(queries.awayToday.filters).toEqual({ status: 'approved', from: '2026-02-10', to: '2026-02-10' });
    expect(dashboardQueries('2028-02-29').arrivals.filters.hiredTo).toBe('2028-02-29');
  });
});

describe('the headcount history', () => {
  it('lists the months up to today’s, across a new year', () => {
    expect(monthsUpTo('2026-02-15', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('walks back from today’s headcount: a month earlier had that month’s arrivals fewer and its departures more', () => {
    const employees = [
      { hireDate: '2020-01-01' },
      { hireDate: '2026-01-10' },
      { hireDate: '2026-03-02' },
      { hireDate: '2019-05-01', exitDate: '2026-02-20' },
      // Outside the months shown: no effect.
      { hireDate: '2024-01-01', exitDate: '2025-10-31' },
    ];
    expect(headcountHistory(10, '2026-03-16', employees, 4)).toEqual([
      { month: '2025-12', headcount: 9 },
      { month: '2026-01', headcount: 10 },
      { month: '2026-02', headcount: 9 },
      { month: '2026-03', headcount: 10 },
    ]);
  });
});

describe('the summary', () => {
  const figure = (count: number) => ({ count, area: 'employee', filters: {} });
  const summary = {
    today: '2026-03-16',
    figures: Object.fromEntries(
      ['headcount', 'arrivals', 'departures', 'pendingLeaves', 'awayToday', 'missionsInProgress', 'contractsEnding'].map((name) => [name, figure(name === 'headcount' ? 12 : 1)]),
    ),
    awayToday: [],
    byDirection: [{ ...figure(7), directionId: 1, name: 'DSI' }, { ...figure(3), directionId: 2, name: 'DRH' }],
    history: [{ month: '2026-03', headcount: 12 }],
  };

  it('accepts a complete answer and refuses one with a figure missing', () => {
    expect(dashboardSummarySchema.safeParse(summary).success).toBe(true);
    const { headcount: _dropped, ...others } = summary.figures;
    expect(dashboardSummarySchema.safeParse({ ...summary, figures: others }).success).toBe(false);
  });

  it('counts the active employees in no direction', () => {
    expect(headcountWithoutDirection(dashboardSummarySchema.parse(summary))).toBe(2);
  });
});
