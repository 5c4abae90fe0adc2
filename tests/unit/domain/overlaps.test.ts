import { describe, expect, it } from 'vitest';
import type { LeaveSpan } from '@/domain/rules/leave-days';
import { findOverlap, leavesOverlap, spansOverlap, type DateSpan } from '@/domain/rules/overlaps';

const both = (a: DateSpan, b: DateSpan) => [spansOverlap(a, b), spansOverlap(b, a)];

describe('spansOverlap', () => {
  it('counts a shared end date as an overlap (dates are inclusive)', () => {
    expect(both({ startDate: '2026-01-01', endDate: '2026-01-10' }, { startDate: '2026-01-10', endDate: '2026-01-20' })).toEqual([true, true]);
  });
  it('does not overlap back-to-back spans', () => {
    expect(both({ startDate: '2026-01-01', endDate: '2026-01-09' }, { startDate: '2026-01-10', endDate: '2026-01-20' })).toEqual([false, false]);
  });
  it('overlaps a contained span', () => {
    expect(both({ startDate: '2026-01-01', endDate: '2026-12-31' }, { startDate: '2026-03-01', endDate: '2026-03-02' })).toEqual([true, true]);
  });
  it('runs an open span forever', () => {
    expect(both({ startDate: '2026-01-01' }, { startDate: '2030-06-01', endDate: '2030-06-30' })).toEqual([true, true]);
    expect(both({ startDate: '2026-01-01' }, { startDate: '2025-01-01', endDate: '2025-12-31' })).toEqual([false, false]);
    expect(both({ startDate: '2026-01-01' }, { startDate: '2025-01-01', endDate: '2026-01-01' })).toEqual([true, true]);
    expect(both({ startDate: '2026-01-01' }, { startDate: '2020-01-01' })).toEqual([true, true]);
  });
});

describe('findOverlap', () => {
  const existing = [
    { id: 1, startDate: '2025-01-01', endDate: '2025-12-31' },
    { id: 2, startDate: '2026-01-01', endDate: '2026-06-30' },
    { id: 3, startDate: '2026-06-01' },
  ];
  it('finds the first record the candidate overlaps', () => {
    expect(findOverlap({ startDate: '2026-06-15', endDate: '2026-06-20' }, existing)?.id).toBe(2);
    expect(findOverlap({ startDate: '2026-07-01' }, existing)?.id).toBe(3);
  });
  it("skips the candidate's own record, so editing one does not collide with itself", () => {
    expect(findOverlap({ id: 2, startDate: '2026-02-01', endDate: '2026-05-31' }, existing)).toBeUndefined();
    expect(findOverlap({ id: 2, startDate: '2026-02-01', endDate: '2026-06-10' }, existing)?.id).toBe(3);
  });
  it('finds nothing when the candidate fits in a gap', () => {
    expect(findOverlap({ startDate: '2024-01-01', endDate: '2024-12-31' }, existing)).toBeUndefined();
    expect(findOverlap({ startDate: '2024-01-01' }, [])).toBeUndefined();
  });
});

describe('leavesOverlap', () => {
  const leave = (
    startDate: string,
    startHalf: LeaveSpan['startHalf'],
    endDate: string,
    endHalf: LeaveSpan['endHalf'],
  ): LeaveSpan => ({ startDate, startHalf, endDate, endHalf });
  const either = (a: LeaveSpan, b: LeaveSpan) => [leavesOverlap(a, b), leavesOverlap(b, a)];

  it('lets one request end at noon and another start that afternoon', () => {
    expect(either(leave('2026-06-01', 'morning', '2026-06-03', 'morning'), leave('2026-06-03', 'afternoon', '2026-06-05', 'afternoon'))).toEqual([false, false]);
  });
  it('refuses two requests sharing an afternoon or a morning', () => {
    expect(either(leave('2026-06-01', 'morning', '2026-06-03', 'afternoon'), leave('2026-06-03', 'afternoon', '2026-06-05', 'afternoon'))).toEqual([true, true]);
    expect(either(leave('2026-06-01', 'morning', '2026-06-03', 'morning'), leave('2026-06-03', 'morning', '2026-06-05', 'afternoon'))).toEqual([true, true]);
  });
  it('lets the morning and the afternoon of one day be two requests', () => {
    expect(either(leave('2026-06-03', 'morning', '2026-06-03', 'morning'), leave('2026-06-03', 'afternoon', '2026-06-03', 'afternoon'))).toEqual([false, false]);
    expect(either(leave('2026-06-03', 'morning', '2026-06-03', 'afternoon'), leave('2026-06-03', 'afternoon', '2026-06-03', 'afternoon'))).toEqual([true, true]);
  });
  it('does not overlap consecutive days, and overlaps a contained request', () => {
    expect(either(leave('2026-06-01', 'morning', '2026-06-02', 'afternoon'), leave('2026-06-03', 'morning', '2026-06-04', 'afternoon'))).toEqual([false, false]);
    expect(either(leave('2026-06-01', 'morning', '2026-06-12', 'afternoon'), leave('2026-06-05', 'afternoon', '2026-06-05', 'afternoon'))).toEqual([true, true]);
  });
});
