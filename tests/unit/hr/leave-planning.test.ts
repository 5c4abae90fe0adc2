import { describe, expect, it } from 'vitest';
import type { Absence } from '@/domain/hr/leave-planning';
import { shiftMonth } from '@/domain/rules/calendar';
import { monthColumns, rowCells } from '@/features/hr/leave/absence-grid';
import { countRequest } from '@/features/hr/leave/leave-count';
import { memberPeaks, peakAllocation, type MemberLine } from '@/features/hr/projet/allocation';

const line = (allocationPercent: number, from: string, to?: string): MemberLine => ({ employeeId: 7, role: 'Dev', allocationPercent, from, ...(to ? { to } : {}) });

describe('peakAllocation', () => {
  it('is the highest total on any one day of the period, lines that never meet not added up', () => {
    const lines = [line(60, '2026-01-01', '2026-03-31'), line(50, '2026-04-01', '2026-06-30'), line(30, '2026-03-15')];
    expect(peakAllocation(lines, '2026-01-01', '2026-12-31')).toBe(90);
    expect(peakAllocation(lines, '2026-01-01', '2026-03-14')).toBe(60);
    expect(peakAllocation([...lines, line(20, '2026-05-01', '2026-05-01')], '2026-01-01')).toBe(100);
  });

  it('counts a project found through several members once', () => {
    const here = { id: 1, version: 1, members: [line(50, '2026-01-01'), { ...line(50, '2026-01-01'), employeeId: 8 }] };
    const other = { id: 2, version: 1, members: [line(70, '2026-02-01'), { ...line(20, '2026-01-01'), employeeId: 8 }] };
    expect(memberPeaks(here, [other, other, here])).toEqual([120, 70]);
  });
});

describe('the absence grid', () => {
  const absence = (id: number, startDate: string, endDate: string, halves: Partial<Absence> = {}): Absence => ({
    id, employeeId: 1, typeId: 1, typeName: 'Congés payés', startDate, startHalf: 'morning', endDate, endHalf: 'afternoon', status: 'approved', days: 1, ...halves,
  });
  const columns = monthColumns({ from: '2026-05-01', to: '2026-05-31', holidays: [{ date: '2026-05-01', key: 'labourDay', name: 'Fête du Travail' }] });

  it('marks weekends and holidays', () => {
    expect(columns).toHaveLength(31);
    expect(columns[0]).toMatchObject({ date: '2026-05-01', weekend: false, holiday: { key: 'labourDay' } });
    expect(columns[1]).toMatchObject({ date: '2026-05-02', weekend: true });
  });

  it('draws each absence as one bar clipped to the month, with its half days', () => {
    const cells = rowCells(columns, [absence(2, '2026-05-04', '2026-05-06', { startHalf: 'afternoon' }), absence(1, '2026-04-27', '2026-05-01')]);
    expect(cells.filter((cell) => cell.kind === 'absence').map((cell) => cell.kind === 'absence' && [cell.absence.id, cell.span, cell.startsHalf])).toEqual([
      [1, 1, false],
      [2, 3, true],
    ]);
    expect(cells.reduce((days, cell) => days + (cell.kind === 'absence' ? cell.span : 1), 0)).toBe(31);
  });

  it('steps through months and years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});

describe('counting a request in the form', () => {
  const values = { typeId: '1', startDate: '2026-04-03', startHalf: 'morning', endDate: '2026-04-03', endHalf: 'afternoon' };
  it("counts Alsace-Moselle's Good Friday off only at such a site", () => {
    // Friday 3 April 2026: 2 ouvrables (the Saturday is used up), none where Good Friday is a holiday.
    expect(countRequest(values, false)).toEqual({ days: 2, countsAs: 'ouvrables', typeId: 1 });
    expect(countRequest(values, true)).toEqual({ days: 0, countsAs: 'ouvrables', typeId: 1 });
  });

  it('counts nothing until the span is a request', () => {
    expect(countRequest({ ...values, endDate: '' }, false)).toBeNull();
    expect(countRequest({ ...values, endDate: '2026-04-02' }, false)).toBeNull();
    expect(countRequest({ ...values, endDate: '2031-04-02' }, false)).toBeNull();
  });
});
