import type { LeaveSpan } from './leave-days';

/** Overlaps between dated records: assignments, missions, leave requests, project members. */

export interface DateSpan {
  startDate: string;
  /** Absent: still running. */
  endDate?: string;
}

/** Whether two spans share at least one date (both ends included; an open end runs forever). */
export function spansOverlap(a: DateSpan, b: DateSpan): boolean {
  const aStartsBeforeBEnds = b.endDate === undefined || a.startDate <= b.endDate;
  const bStartsBeforeAEnds = a.endDate === undefined || b.startDate <= a.endDate;
  return aStartsBeforeBEnds && bStartsBeforeAEnds;
}

/** The first existing span the candidate overlaps, skipping the candidate's own record (same id). */
export function findOverlap<T extends DateSpan & { id?: number }>(
  candidate: DateSpan & { id?: number },
  existing: readonly T[],
): T | undefined {
  return existing.find(
    (item) => !(candidate.id !== undefined && item.id === candidate.id) && spansOverlap(candidate, item),
  );
}

/** A half day as a sortable key: a date's morning comes before its afternoon, before the next day. */
const halfDay = (date: string, half: LeaveSpan['startHalf']) => `${date}${half === 'morning' ? 'A' : 'P'}`;

/**
 * Whether two leave requests take a common half day. One ending in the morning and another
 * starting that afternoon do not overlap.
 */
export function leavesOverlap(a: LeaveSpan, b: LeaveSpan): boolean {
  const firstHalf = (span: LeaveSpan) => halfDay(span.startDate, span.startHalf);
  // Ending in the afternoon means the whole day, so the last half taken is the afternoon.
  const lastHalf = (span: LeaveSpan) => halfDay(span.endDate, span.endHalf);
  return firstHalf(a) <= lastHalf(b) && firstHalf(b) <= lastHalf(a);
}
