import type { Employee } from '@/domain/hr/employee';
import type { Leave, LeaveType } from '@/domain/hr/leave';
import { countedUntil } from '@/domain/rules/leave-days';
import { balanceToday, type LeaveHistory, type PeriodBalance } from '@/domain/rules/leave-period';
import type { AppContext } from '../context';
import { isSickLeaveType } from '@/domain/hr/leave-types';

/** A balance with how its fractionnement days were earned, or given up. */
export type PaidLeaveBalance = PeriodBalance;

/** Whether the employee gave up the fractionnement days of the period starting on `periodStart`. */
export const fractionnementWaiverOf = async (ctx: AppContext, employeeId: number, periodStart: string) =>
  (await ctx.db.where('fractionnementWaivers', 'employeeId', employeeId)).find((waiver) => waiver.periodStart === periodStart);

/**
 * What the balance is computed from (src/domain/rules/leave-period.ts): the employee's
 * requests of `type` (the request `excludedId` left out) with the holidays off at their
 * site, their approved sick leave, the periods whose fractionnement they waived.
 */
export async function leaveHistoryOf(employee: Employee, type: LeaveType, ctx: AppContext, excludedId: number): Promise<LeaveHistory> {
  const leaves = (await ctx.db.where('leaves', 'employeeId', employee.id)).filter((leave) => leave.id !== excludedId);
  const paid = [];
  // Drafts, rejected and cancelled requests hold nothing against the balance.
  for (const leave of leaves.filter((one) => one.typeId === type.id && (one.status === 'approved' || one.status === 'pending'))) {
    paid.push({ ...leave, holidays: await ctx.nonWorkedHolidays(employee.id, leave.startDate, countedUntil(leave)) });
  }
  const sickTypes = new Set((await ctx.db.all('leaveTypes')).filter(isSickLeaveType).map((sick) => sick.id));
  const waivers = await ctx.db.where('fractionnementWaivers', 'employeeId', employee.id);
  return {
    hireDate: employee.hireDate,
    exitDate: employee.exitDate,
    countsAs: type.countsAs,
    paid,
    sickLeaves: leaves.filter((leave: Leave) => leave.status === 'approved' && sickTypes.has(leave.typeId)),
    waivedPeriods: new Set(waivers.map((waiver) => waiver.periodStart)),
  };
}

/**
 * The employee's paid-leave balance today, the request `excludedId` left out: what the
 * current reference period has earned so far, plus what the previous one earned and was
 * not taken, minus what is approved or pending.
 */
export async function paidLeaveBalanceOf(
  employeeId: number,
  type: LeaveType,
  ctx: AppContext,
  excludedId: number,
): Promise<PaidLeaveBalance | undefined> {
  const employee = await ctx.db.get('employees', employeeId);
  if (!employee) return undefined;
  return balanceToday(await leaveHistoryOf(employee, type, ctx, excludedId), ctx.clock.today());
}

/** 2.5 → "2,5": numbers in the French messages. */
export const frenchNumber = (value: number): string => String(value).replace('.', ',');
