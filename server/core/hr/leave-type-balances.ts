import type { Employee } from '@/domain/hr/employee';
import type { Leave, LeaveType } from '@/domain/hr/leave';
import type { TypeBalance } from '@/domain/hr/leave-projection';
import { isPaidLeaveType } from '@/domain/hr/leave-types';
import { referencePeriod } from '@/domain/rules/leave-balance';
import { countedUntil } from '@/domain/rules/leave-days';
import { balanceToday } from '@/domain/rules/leave-period';
import { leaveTaking } from '@/domain/rules/leave-taking';
import { actorOf } from '../access/permission';
import { readsWhyAway } from '../access/private-fields';
import type { Session } from '../ports';
import type { AppContext } from './context';
import { leaveHistoryOf } from './areas/leave-balance';

/** A type's taken, planned and pending days over its requests, in the type's own unit. */
async function typeCounts(ctx: AppContext, employee: Employee, type: LeaveType, leaves: readonly Leave[]): Promise<Pick<TypeBalance, 'taken' | 'planned' | 'pending'>> {
  const approved = leaves.filter((leave) => leave.status === 'approved');
  const holidays = new Map<Leave, ReadonlySet<string>>();
  for (const leave of approved) holidays.set(leave, await ctx.nonWorkedHolidays(employee.id, leave.startDate, countedUntil(leave)));
  const taking = leaveTaking(approved, type.countsAs, ctx.clock.today(), (span) => holidays.get(span as Leave) ?? new Set());
  const pending = leaves.filter((leave) => leave.status === 'pending').reduce((total, leave) => total + leave.days, 0);
  return { taken: taking.taken, planned: taking.planned, pending };
}

/**
 * One row per leave type that draws on a balance or holds approved or pending requests
 * starting in the current reference period; the paid-leave type's with its balance. Who
 * may not read why the employee is away (docs/roles.md) is answered the paid-leave row only.
 */
export async function typeBalancesOf(ctx: AppContext, session: Session | undefined, employee: Employee): Promise<TypeBalance[]> {
  const wholly = (await readsWhyAway(actorOf(session), ctx))({ employeeId: employee.id });
  const period = referencePeriod(ctx.clock.today());
  const leaves = (await ctx.db.where('leaves', 'employeeId', employee.id)).filter(
    (leave) => (leave.status === 'approved' || leave.status === 'pending') && leave.startDate >= period.from && leave.startDate <= period.to,
  );
  const rows: TypeBalance[] = [];
  for (const type of await ctx.db.all('leaveTypes')) {
    const paid = isPaidLeaveType(type);
    const ofType = leaves.filter((leave) => leave.typeId === type.id);
    if ((!paid && !wholly) || (!type.deductsFromBalance && ofType.length === 0)) continue;
    const row = { typeId: type.id, typeName: type.name, deductsFromBalance: type.deductsFromBalance };
    if (!paid) {
      rows.push({ ...row, ...(await typeCounts(ctx, employee, type, ofType)) });
      continue;
    }
    const balance = balanceToday(await leaveHistoryOf(employee, type, ctx, 0), ctx.clock.today());
    const { acquired, carriedOver, fractionnement, taken, planned, pending } = balance;
    rows.push({ ...row, acquired, carriedOver, fractionnement, taken, planned, pending, remaining: balance.available });
  }
  return rows;
}
