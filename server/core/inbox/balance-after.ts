import { isPaidLeaveType } from '@/domain/hr/leave-types';
import type { Leave } from '@/domain/hr/leave';
import { paidLeaveBalanceOf } from '../hr/areas/leave-balance';
import type { AppContext } from '../hr/context';

/**
 * The requesters' paid-leave balance as the backend checks requests (server/core/hr/areas/
 * leave-balance.ts), every request of theirs counted — pending ones included: what is left
 * once the pending requests are granted. By employee, for the paid-leave requests only; each
 * employee's computed once.
 */
export async function paidBalancesOf(
  ctx: AppContext,
  leaves: readonly Pick<Leave, 'employeeId' | 'typeId'>[],
): Promise<{ typeId?: number; balances: Map<number, number> }> {
  const type = (await ctx.db.all('leaveTypes')).find(isPaidLeaveType);
  const balances = new Map<number, number>();
  if (!type) return { balances };
  const employees = [...new Set(leaves.filter((leave) => leave.typeId === type.id).map((leave) => leave.employeeId))];
  const computed = await Promise.all(employees.map(async (employeeId) => (await paidLeaveBalanceOf(employeeId, type, ctx, 0))?.available));
  employees.forEach((employeeId, index) => {
    const available = computed[index];
    if (available !== undefined) balances.set(employeeId, available);
  });
  return { typeId: type.id, balances };
}
