import { ERROR_CODES } from '@/domain/common';
import { contractSpan, outsideContract } from '@/domain/rules/contract';
import type { AppContext } from '../context';
import { fieldError, type FieldErrors } from '../errors';

interface Dated {
  employeeId: number;
  start: string;
  end?: string;
}

/**
 * A record of the employee dated outside their contract (before the hire date, after the
 * contract's end or the exit), refused on `fields.start` or `fields.end` with the contract's
 * dates. A record whose dates did not change is let through: the contract may have been
 * shortened after it was written, and it must still be cancellable.
 */
export async function contractDateErrors(
  ctx: AppContext,
  record: Dated,
  fields: { start: string; end?: string },
  before?: Dated,
): Promise<FieldErrors | undefined> {
  if (before && before.employeeId === record.employeeId && before.start === record.start && before.end === record.end) return undefined;
  const employee = await ctx.db.get('employees', record.employeeId);
  if (!employee) return undefined;
  const span = contractSpan(employee);
  const side = outsideContract(span, record.start, record.end);
  if (!side) return undefined;
  const field = side === 'end' && fields.end ? fields.end : fields.start;
  return {
    [field]: span.to
      ? fieldError(ERROR_CODES.outsideContract, { from: span.from, to: span.to })
      : fieldError(ERROR_CODES.beforeHire, { from: span.from }),
  };
}

/** A record running from `startDate` to `endDate`, as the check reads it. */
export const spanOf = (record: { employeeId: number; startDate: string; endDate?: string }): Dated => ({
  employeeId: record.employeeId,
  start: record.startDate,
  end: record.endDate,
});
export const SPAN_FIELDS = { start: 'startDate', end: 'endDate' } as const;

/** A one-day record (an attendance, a salary's effective date). */
export const datedOn = (record: { employeeId: number }, date: string): Dated => ({ employeeId: record.employeeId, start: date });
