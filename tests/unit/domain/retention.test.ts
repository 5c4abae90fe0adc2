import { describe, expect, it } from 'vitest';
import { REGISTER_KEPT_YEARS, addYears, retentionDue, retentionDueOn, retentionRule } from '@/domain/rules/retention';

describe('when a record is due under the retention policy', () => {
  it('keeps the employee file through the fifth anniversary of the exit and is due the day after', () => {
    expect(retentionDueOn('2026-03-15', 'employeeFile')).toBe('2031-03-16');
    expect(retentionDue('2026-03-15', 'employeeFile', '2031-03-15')).toBe(false);
    expect(retentionDue('2026-03-15', 'employeeFile', '2031-03-16')).toBe(true);
    expect(retentionDue(undefined, 'employeeFile', '2099-01-01')).toBe(false);
  });

  it('takes the photo the day after the exit, the day the account closes', () => {
    expect(retentionDueOn('2026-12-31', 'photo')).toBe('2027-01-01');
  });

  it('counts a 29 February as 28 February in a common year', () => {
    expect(addYears('2028-02-29', 3)).toBe('2031-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    expect(retentionDueOn('2028-02-29', 'timeTracking')).toBe('2031-03-01');
  });

  it('never anonymises what the register reads before the register lets it go', () => {
    expect(retentionRule('employeeFile').years).toBeGreaterThanOrEqual(REGISTER_KEPT_YEARS);
  });
});
