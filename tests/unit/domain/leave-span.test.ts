import { describe, expect, it } from 'vitest';
import { leaveSpanProblem } from '@/domain/rules/leave-span';
import { spanOf } from '@/features/hr/leave/leave-count';

const form = (startDate: string, endDate: string) => ({ startDate, endDate, startHalf: 'morning', endHalf: 'afternoon' });

describe('one span limit for the form and the backend', () => {
  it.each([
    ['1899-12-31', '1900-01-02', { field: 'startDate', problem: 'startsTooEarly' }],
    ['2199-12-30', '2200-01-01', { field: 'endDate', problem: 'endsTooLate' }],
    ['2026-03-02', '2029-03-03', { field: 'endDate', problem: 'tooLong' }],
    ['2026-03-02', '2029-03-02', undefined],
    ['1900-01-01', '1900-01-05', undefined],
  ])('%s → %s', (startDate, endDate, problem) => {
    expect(leaveSpanProblem({ startDate, endDate })).toEqual(problem);
    // The form gives a live count exactly where the backend would count.
    expect(spanOf(form(startDate, endDate)) === null).toBe(problem !== undefined);
  });
});
