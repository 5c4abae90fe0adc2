import { ERROR_CODES, isIsoDate } from '@/domain/common';
import { HALVES, type Half } from '@/domain/hr/leave';
import { isValidLeaveSpan, type LeaveSpan } from '@/domain/rules/leave-days';
import { leaveSpanProblem } from '@/domain/rules/leave-span';
import { parseRecordId } from '@/contract/ids';
import { fieldError, invalid, type FieldErrors } from './errors';

/** GET /app/leave_balance/{employeeId}/on's question, checked (docs/domain.md, "On a date"). */
export interface OnDateQuery {
  date: string;
  typeId?: number;
  /** The request whose days to count, when its dates are given. */
  span?: LeaveSpan;
}

const halfOf = (raw: string | null, fallback: Half): Half | undefined => (raw === null || raw === '' ? fallback : HALVES.find((half) => half === raw));

function dateOf(raw: string | null, errors: FieldErrors, field: string): string | undefined {
  if (raw === null || raw === '') errors[field] = fieldError(ERROR_CODES.required);
  else if (!isIsoDate(raw)) errors[field] = fieldError(ERROR_CODES.invalidDate);
  else return raw;
  return undefined;
}

/** The request's dates and halves, when any is given: both dates then, a whole first and last day unless said. */
function spanOf(params: URLSearchParams, errors: FieldErrors): LeaveSpan | undefined {
  if (!['startDate', 'endDate', 'startHalf', 'endHalf'].some((name) => params.get(name))) return undefined;
  const startDate = dateOf(params.get('startDate'), errors, 'startDate');
  const endDate = dateOf(params.get('endDate'), errors, 'endDate');
  const startHalf = halfOf(params.get('startHalf'), 'morning');
  const endHalf = halfOf(params.get('endHalf'), 'afternoon');
  if (!startHalf) errors.startHalf = fieldError(ERROR_CODES.invalidChoice);
  if (!endHalf) errors.endHalf = fieldError(ERROR_CODES.invalidChoice);
  if (!startDate || !endDate || !startHalf || !endHalf) return undefined;
  const span = { startDate, endDate, startHalf, endHalf };
  const problem = leaveSpanProblem(span);
  if (problem) errors[problem.field] = fieldError(problem.field === 'startDate' ? ERROR_CODES.tooSmall : ERROR_CODES.tooLarge);
  else if (!isValidLeaveSpan(span)) errors.endDate = fieldError(ERROR_CODES.dateOrder);
  return span;
}

/** Reads the query; a missing, malformed or out-of-range parameter is a 400 naming it. */
export function onDateQueryOf(params: URLSearchParams, bounds: { today: string; latest: string }): OnDateQuery {
  const errors: FieldErrors = {};
  // No date: today (a screen asks so before it knows the backend's today).
  const date = dateOf(params.get('date') || bounds.today, errors, 'date');
  if (date !== undefined && date < bounds.today) errors.date = fieldError(ERROR_CODES.tooSmall, { min: bounds.today });
  if (date !== undefined && date > bounds.latest) errors.date = fieldError(ERROR_CODES.tooLarge, { max: bounds.latest });
  const rawType = params.get('typeId');
  const typeId = rawType === null || rawType === '' ? undefined : parseRecordId(rawType);
  if (rawType !== null && rawType !== '' && typeId === undefined) errors.typeId = fieldError(ERROR_CODES.invalidType);
  const span = spanOf(params, errors);
  if (Object.keys(errors).length > 0 || date === undefined) throw invalid(errors);
  return { date, typeId, span };
}
