import { describe, expect, it } from 'vitest';
import { parseFilterValue, type FilterSpec } from '@/contract/filters';
import { parseRecordId } from '@/contract/ids';
import { SORT_PATTERN, sortKeys } from '@/contract/list';

describe('the contract reads a filter value the same way for every backend', () => {
  const cases: [FilterSpec, string, unknown][] = [
    [{ op: 'idEquals', field: 'employeeId' }, '12', { value: 12 }],
    [{ op: 'idEquals', field: 'employeeId' }, '012', { error: 'invalidType' }],
    [{ op: 'oneOf', field: 'status', choices: ['approved', 'pending'] }, 'approved', { value: 'approved' }],
    [{ op: 'oneOf', field: 'status', choices: ['approved', 'pending'] }, 'Approved', { error: 'invalidChoice' }],
    [{ op: 'isTrue', field: 'active' }, 'false', { value: false }],
    [{ op: 'isTrue', field: 'active' }, '1', { error: 'invalidChoice' }],
    [{ op: 'onOrAfter', field: 'endDate', openEnded: true }, '2026-02-28', { value: '2026-02-28' }],
    [{ op: 'onOrBefore', field: 'startDate' }, '2026-02-29', { error: 'invalidDate' }],
    [{ op: 'runningToday', start: 'startDate', end: 'endDate' }, 'true', { value: true }],
    [{ op: 'employeeUnitAtStart', level: 'service', start: 'startDate' }, '0', { error: 'invalidType' }],
  ];
  it.each(cases)('%o reads %s as %o', (spec, raw, expected) => {
    expect(parseFilterValue(spec, raw)).toEqual(expected);
  });
});

describe('record ids and sort keys', () => {
  it('takes a positive integer in plain decimal as an id, nothing else', () => {
    expect(parseRecordId('2')).toBe(2);
    expect(parseRecordId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    for (const raw of ['2.0', '02', '2e0', '+2', ' 2', '0x2', '-1', '1e309', '0', '9007199254740992', '']) {
      expect(parseRecordId(raw), raw).toBeUndefined();
    }
  });

  it('reads `sort` as fields in order, each ascending or descending', () => {
    expect(sortKeys('-startDate,lastName')).toEqual([
      { field: 'startDate', descending: true },
      { field: 'lastName', descending: false },
    ]);
    expect(SORT_PATTERN.test('names.fr')).toBe(true);
    expect(SORT_PATTERN.test('name;drop')).toBe(false);
  });
});
