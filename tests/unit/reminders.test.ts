import { describe, expect, it } from 'vitest';
import { waitsTooLong, workingDaysSince } from '@/domain/rules/reminders';

describe('the working days a request has waited', () => {
  it('counts Monday to Friday after the day it was sent, up to today', () => {
    expect(workingDaysSince('2026-03-16', '2026-03-19')).toBe(3);
    expect(workingDaysSince('2026-03-16', '2026-03-20')).toBe(4);
    // Sent on a Friday: the weekend does not count.
    expect(workingDaysSince('2026-03-20', '2026-03-25')).toBe(3);
  });

  it('leaves out public holidays (Easter Monday 2026 is 6 April)', () => {
    // Sent on Thursday 2 April: Friday 3, Tuesday 7 and Wednesday 8.
    expect(workingDaysSince('2026-04-02', '2026-04-08')).toBe(3);
    expect(workingDaysSince('2026-03-26', '2026-04-01')).toBe(4);
  });

  it('reminds after more than three, reading the day of an ISO time', () => {
    expect(waitsTooLong('2026-03-16T17:30:00.000Z', '2026-03-19')).toBe(false);
    expect(waitsTooLong('2026-03-16T17:30:00.000Z', '2026-03-20')).toBe(true);
  });
});
