import { isIsoDate } from '@/domain/common';
import { HALVES, type DayCount, type Half } from '@/domain/hr/leave';
import { LEAVE_TYPES } from '@/domain/hr/leave-types';
import { nonWorkedHolidaysOfYears } from '@/domain/rules/holidays';
import { countLeaveDays, countedUntil, isValidLeaveSpan, type LeaveSpan } from '@/domain/rules/leave-days';
import { leaveSpanProblem } from '@/domain/rules/leave-span';
import type { FormValues } from '../toolkit/form-definition';

const textOf = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value : '';
};
const halfOf = (values: FormValues, name: string): Half | undefined =>
  HALVES.find((half) => half === textOf(values, name));

/** The span the form describes, or null while it is not a countable request. */
export function spanOf(values: FormValues): LeaveSpan | null {
  const startDate = textOf(values, 'startDate');
  const endDate = textOf(values, 'endDate');
  const startHalf = halfOf(values, 'startHalf');
  const endHalf = halfOf(values, 'endHalf');
  if (!isIsoDate(startDate) || !isIsoDate(endDate) || !startHalf || !endHalf) return null;
  // A span the backend would not count (src/domain/rules/leave-span.ts) gets no live count either.
  if (leaveSpanProblem({ startDate, endDate })) return null;
  const span = { startDate, startHalf, endDate, endHalf };
  return isValidLeaveSpan(span) ? span : null;
}

/** The public holidays off work over the years the count reads (the return to work's too), as the backend counts them for the site. */
export function nonWorkedHolidays(span: LeaveSpan, alsaceMoselle: boolean): Set<string> {
  return nonWorkedHolidaysOfYears(Number(span.startDate.slice(0, 4)), Number(countedUntil(span).slice(0, 4)), alsaceMoselle);
}

export interface RequestCount {
  days: number;
  countsAs: DayCount;
  typeId: number;
}

/** What the request costs, counted as the backend will when it is saved; null while it cannot be counted. */
export function countRequest(values: FormValues, alsaceMoselle: boolean): RequestCount | null {
  const span = spanOf(values);
  const type = LEAVE_TYPES.find((candidate) => String(candidate.id) === textOf(values, 'typeId'));
  if (!span || !type) return null;
  return { days: countLeaveDays(span, type.countsAs, nonWorkedHolidays(span, alsaceMoselle)), countsAs: type.countsAs, typeId: type.id };
}
