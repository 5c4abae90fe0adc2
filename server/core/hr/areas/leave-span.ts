import { ERROR_CODES } from '@/domain/common';
import type { LeaveSpan } from '@/domain/rules/leave-days';
import { LEAVE_YEARS, MAX_LEAVE_YEARS, leaveSpanProblem } from '@/domain/rules/leave-span';
import type { FieldErrors } from '../errors';

const MESSAGES = {
  startsTooEarly: `Une demande de congé commence en ${LEAVE_YEARS.first} au plus tôt.`,
  endsTooLate: `Une demande de congé finit en ${LEAVE_YEARS.last} au plus tard.`,
  tooLong: `Une demande couvre ${MAX_LEAVE_YEARS} ans au plus : découpez-la en plusieurs.`,
} as const;

/** Why the span cannot be counted (src/domain/rules/leave-span.ts), in the contract's words. */
export function leaveSpanErrors(span: LeaveSpan): FieldErrors | undefined {
  const found = leaveSpanProblem(span);
  if (!found) return undefined;
  const code = found.problem === 'startsTooEarly' ? ERROR_CODES.tooSmall : ERROR_CODES.tooLarge;
  return { [found.field]: { code, message: MESSAGES[found.problem] } };
}
