import type { LeaveSpan } from './leave-days';

/**
 * The calendar a request must fit in before its days are counted: years 1900 to 2199 (the
 * holidays are computed per year, and each day is walked), three years at most (a longer
 * absence is split into several requests). The form and the backend both hold to it.
 */
export const LEAVE_YEARS = { first: 1900, last: 2199 } as const;
export const MAX_LEAVE_YEARS = 3;

export type LeaveSpanProblem =
  | { field: 'startDate'; problem: 'startsTooEarly' }
  | { field: 'endDate'; problem: 'endsTooLate' | 'tooLong' };

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Why the span cannot be counted, or undefined when it can. */
export function leaveSpanProblem(span: Pick<LeaveSpan, 'startDate' | 'endDate'>): LeaveSpanProblem | undefined {
  if (yearOf(span.startDate) < LEAVE_YEARS.first) return { field: 'startDate', problem: 'startsTooEarly' };
  if (yearOf(span.endDate) > LEAVE_YEARS.last) return { field: 'endDate', problem: 'endsTooLate' };
  const years = yearOf(span.endDate) - yearOf(span.startDate);
  const longer = years > MAX_LEAVE_YEARS || (years === MAX_LEAVE_YEARS && span.endDate.slice(5) > span.startDate.slice(5));
  return longer ? { field: 'endDate', problem: 'tooLong' } : undefined;
}
