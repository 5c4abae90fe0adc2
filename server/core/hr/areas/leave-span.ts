import { ERROR_CODES } from '@/domain/common';
import type { LeaveSpan } from '@/domain/rules/leave-days';
import type { FieldErrors } from '../errors';

/**
 * The calendar a request must fit in before its days are counted: years 1900 to 2199 (the
 * holidays are computed per year, and each day is walked), three years at most (a longer
 * absence is split into several requests).
 */
export const LEAVE_YEARS = { first: 1900, last: 2199 } as const;
export const MAX_LEAVE_YEARS = 3;

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Why the span cannot be counted, or undefined when it can. */
export function leaveSpanErrors(span: LeaveSpan): FieldErrors | undefined {
  if (yearOf(span.startDate) < LEAVE_YEARS.first) {
    return { startDate: { code: ERROR_CODES.tooSmall, message: `Une demande de congé commence en ${LEAVE_YEARS.first} au plus tôt.` } };
  }
  if (yearOf(span.endDate) > LEAVE_YEARS.last) {
    return { endDate: { code: ERROR_CODES.tooLarge, message: `Une demande de congé finit en ${LEAVE_YEARS.last} au plus tard.` } };
  }
  const years = yearOf(span.endDate) - yearOf(span.startDate);
  if (years > MAX_LEAVE_YEARS || (years === MAX_LEAVE_YEARS && span.endDate.slice(5) > span.startDate.slice(5))) {
    return { endDate: { code: ERROR_CODES.tooLarge, message: `Une demande couvre ${MAX_LEAVE_YEARS} ans au plus : découpez-la en plusieurs.` } };
  }
  return undefined;
}
