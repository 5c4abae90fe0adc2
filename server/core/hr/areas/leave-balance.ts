import type { Employee } from '@/domain/hr/employee';
import type { Leave, LeaveType } from '@/domain/hr/leave';
import { addDays } from '@/domain/rules/calendar';
import { countedUntil } from '@/domain/rules/leave-days';
import { fractionnementDays, monthsOfSickness, paidLeaveBalance, referencePeriod, type Balance } from '@/domain/rules/leave-balance';
import { leaveTaking, mainLeaveOutOfSeason } from '@/domain/rules/leave-taking';
import type { AppContext } from '../context';
import { isSickLeaveType } from '@/domain/hr/leave-types';

/** A balance with how its fractionnement days were earned, or given up. */
export interface PaidLeaveBalance extends Balance {
  mainLeaveOutOfSeason: number;
  fractionnementWaived: boolean;
}

/** Whether the employee gave up the fractionnement days of the period starting on `periodStart`. */
export const fractionnementWaiverOf = async (ctx: AppContext, employeeId: number, periodStart: string) =>
  (await ctx.db.where('fractionnementWaivers', 'employeeId', employeeId)).find((waiver) => waiver.periodStart === periodStart);

/**
 * The balance of the reference period holding `asOf`: what it earned (sickness months at
 * their rate), the paid leave of requests starting in it — approved days taken up to
 * `asOf` or planned after it, pending ones — and the fractionnement of the main leave
 * taken outside May–October, unless waived.
 */
async function periodBalance(
  employee: Employee,
  type: LeaveType,
  leaves: readonly Leave[],
  ctx: AppContext,
  at: { asOf: string; carriedOver: number },
): Promise<PaidLeaveBalance> {
  const period = referencePeriod(at.asOf);
  const inPeriod = (leave: Leave) => leave.startDate >= period.from && leave.startDate <= period.to;
  const paid = leaves.filter((leave) => leave.typeId === type.id && inPeriod(leave));
  const approved = paid.filter((leave) => leave.status === 'approved');
  const holidays = new Map<Leave, ReadonlySet<string>>();
  for (const leave of approved) holidays.set(leave, await ctx.nonWorkedHolidays(employee.id, leave.startDate, countedUntil(leave)));
  const taking = leaveTaking(approved, type.countsAs, at.asOf, (span) => holidays.get(span as Leave) ?? new Set());
  const sickTypes = new Set((await ctx.db.all('leaveTypes')).filter(isSickLeaveType).map((sick) => sick.id));
  const sickLeaves = leaves.filter((leave) => leave.status === 'approved' && sickTypes.has(leave.typeId));
  const employment = { hireDate: employee.hireDate, exitDate: employee.exitDate, asOf: at.asOf };
  const outOfSeason = mainLeaveOutOfSeason(taking, type.countsAs);
  const waived = (await fractionnementWaiverOf(ctx, employee.id, period.from)) !== undefined;
  const balance = paidLeaveBalance({
    ...employment,
    countsAs: type.countsAs,
    sicknessMonths: monthsOfSickness(employment, sickLeaves),
    carriedOver: at.carriedOver,
    taken: taking.taken,
    planned: taking.planned,
    pending: paid.filter((leave) => leave.status === 'pending').reduce((total, leave) => total + leave.days, 0),
    fractionnementDays: waived ? 0 : fractionnementDays(outOfSeason),
  });
  return { ...balance, mainLeaveOutOfSeason: outOfSeason, fractionnementWaived: waived };
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
  const leaves = (await ctx.db.where('leaves', 'employeeId', employeeId)).filter((leave) => leave.id !== excludedId);
  const asOf = ctx.clock.today();
  const previousEnd = addDays(referencePeriod(asOf).from, -1);
  const previous =
    employee.hireDate <= previousEnd ? await periodBalance(employee, type, leaves, ctx, { asOf: previousEnd, carriedOver: 0 }) : undefined;
  return periodBalance(employee, type, leaves, ctx, { asOf, carriedOver: Math.max(0, previous?.available ?? 0) });
}

/** 2.5 → "2,5": numbers in the French messages. */
export const frenchNumber = (value: number): string => String(value).replace('.', ',');
