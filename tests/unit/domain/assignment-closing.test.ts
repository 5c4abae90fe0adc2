import { describe, expect, it } from 'vitest';
import { assignmentsClosedBy } from '@/domain/rules/assignment-closing';

const history = [
  { id: 1, kind: 'principale', startDate: '2020-01-01', endDate: '2023-12-31' },
  { id: 2, kind: 'principale', startDate: '2024-01-01' },
  { id: 3, kind: 'intérim', startDate: '2025-06-01' },
];

describe('assignmentsClosedBy', () => {
  it('closes the open principal assignment the day before a new open principal one starts', () => {
    expect(assignmentsClosedBy({ kind: 'principale', startDate: '2026-03-01' }, history)).toEqual([
      { assignment: history[1], endDate: '2026-02-28' },
    ]);
  });

  it('crosses months and years to find the day before', () => {
    expect(assignmentsClosedBy({ kind: 'principale', startDate: '2025-01-01' }, history)[0].endDate).toBe('2024-12-31');
  });

  it('closes nothing for an interim, a principal one with an end, or one starting before the open one', () => {
    expect(assignmentsClosedBy({ kind: 'intérim', startDate: '2026-03-01' }, history)).toEqual([]);
    expect(assignmentsClosedBy({ kind: 'principale', startDate: '2026-03-01', endDate: '2026-06-30' }, history)).toEqual([]);
    // The day before would fall before the open one starts: left to the overlap check.
    expect(assignmentsClosedBy({ kind: 'principale', startDate: '2024-01-01' }, history)).toEqual([]);
    expect(assignmentsClosedBy({ kind: 'principale', startDate: '2024-01-02' }, history)).toEqual([
      { assignment: history[1], endDate: '2024-01-01' },
    ]);
  });
});
