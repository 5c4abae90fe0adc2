import type { Leave, LeaveType } from '@/domain/hr/leave';
import { addDays } from '@/domain/rules/calendar';
import { paidLeaveBalance, referencePeriod, type Balance } from '@/domain/rules/leave-balance';
import type { AppContext } from '../context';
import { normalise } from '../text';

/** Congés payés: the type whose requests draw on the paid-leave balance (other types have none here). */
export const isPaidLeaveType = (type: LeaveType): boolean =>
  type.deductsFromBalance && (type.code.toUpperCase() === 'CP' || normalise(type.name).startsWith('conges payes'));

/** Sums the days of the employee's paid-leave requests in a status, starting within a period. */
function daysIn(leaves: readonly Leave[], status: Leave['status'], from: string, to: string): number {
  return leaves
    .filter((leave) => leave.status === status && leave.startDate >= from && leave.startDate <= to)
    .reduce((total, leave) => total + leave.days, 0);
}

/**
 * The employee's paid-leave balance today, the request `excludedId` left out: what the
 * current reference period has earned so far, plus what the previous one earned and was
 * not taken, minus what is approved or pending.
 */
export function paidLeaveBalanceOf(
  employeeId: number,
  type: LeaveType,
  ctx: AppContext,
  excludedId: number,
): Balance | undefined {
  const employee = ctx.db.get('employees', employeeId);
  if (!employee) return undefined;
  const leaves = ctx.db
    .where('leaves', 'employeeId', employeeId)
    .filter((leave) => leave.id !== excludedId && leave.typeId === type.id);
  const asOf = ctx.clock.today();
  const period = referencePeriod(asOf);
  const previousEnd = addDays(period.from, -1);
  const previousStart = referencePeriod(previousEnd).from;
  const base = { hireDate: employee.hireDate, exitDate: employee.exitDate, countsAs: type.countsAs };
  const previous =
    employee.hireDate <= previousEnd
      ? paidLeaveBalance({
          ...base,
          asOf: previousEnd,
          taken: daysIn(leaves, 'approved', previousStart, previousEnd),
          pending: 0,
        })
      : undefined;
  return paidLeaveBalance({
    ...base,
    asOf,
    carriedOver: Math.max(0, previous?.available ?? 0),
    taken: daysIn(leaves, 'approved', period.from, period.to),
    pending: daysIn(leaves, 'pending', period.from, period.to),
  });
}

/** 2.5 → "2,5": numbers in the French messages. */
export const frenchNumber = (value: number): string => String(value).replace('.', ',');
