import { json, type Resolver, type Routes } from '../http';
import { ERROR_CODES } from '@/domain/common';
import type { Employee } from '@/domain/hr/employee';
import type { BalanceOnDate } from '@/domain/hr/leave-projection';
import { countLeaveDays, countedUntil, type LeaveSpan } from '@/domain/rules/leave-days';
import { latestProjectionDate, projectBalance } from '@/domain/rules/leave-projection';
import { need } from '../access/permission';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { fieldError, invalid } from './errors';
import { leaveHistoryOf } from './areas/leave-balance';
import { excludedIdOf, paidLeaveType, readableEmployee } from './leave-balances';
import { onDateQueryOf } from './leave-on-date-query';
import { typeBalancesOf } from './leave-type-balances';

/** What a request of `typeId` over `span` counts, as the leave area counts it when it is saved (the site's holidays off). */
async function requestDays(ctx: AppContext, employee: Employee, typeId: number, span: LeaveSpan): Promise<number> {
  const type = await ctx.db.get('leaveTypes', typeId);
  if (!type) throw invalid({ typeId: fieldError(ERROR_CODES.unknownReference) });
  return countLeaveDays(span, type.countsAs, await ctx.nonWorkedHolidays(employee.id, span.startDate, countedUntil(span)));
}

/** The paid-leave balance projected to the query's date, and what a request would leave (docs/domain.md, "On a date"). */
async function balanceOnDate(ctx: AppContext, employee: Employee, params: URLSearchParams): Promise<BalanceOnDate> {
  const excludedId = excludedIdOf(params);
  const today = ctx.clock.today();
  const latestDate = latestProjectionDate(today);
  const query = onDateQueryOf(params, { today, latest: latestDate });
  const type = await paidLeaveType(ctx);
  const typeId = query.typeId ?? type.id;
  const days = query.span && (await requestDays(ctx, employee, typeId, query.span));
  if (!query.span && query.typeId !== undefined && !(await ctx.db.get('leaveTypes', typeId))) throw invalid({ typeId: fieldError(ERROR_CODES.unknownReference) });
  const projection = projectBalance(await leaveHistoryOf(employee, type, ctx, excludedId), today, query.date);
  const { periodStart, periodEnd, acquired, carriedOver, fractionnement, taken, planned, pending, lost, available, months } = projection;
  const drawn = typeId === type.id ? (days ?? 0) : 0;
  const request =
    query.span && days !== undefined
      ? { days, availableAfter: Math.round((available - drawn) * 100) / 100, startHalf: query.span.startHalf, endHalf: query.span.endHalf }
      : undefined;
  return {
    employeeId: employee.id,
    typeId: type.id,
    date: query.date,
    ...{ periodStart, periodEnd, acquired, carriedOver, fractionnement, taken, planned, pending, lost, available, months },
    ...(request ? { request } : {}),
    latestDate,
  };
}

/**
 * GET /app/leave_balance/{employeeId}/types: the employee's balances per leave type.
 * GET /app/leave_balance/{employeeId}/on?date=…: the paid-leave balance on a date, with a
 * request's days and what it leaves. Same permission and reach as GET /app/leave_balance/{id}.
 */
export function leaveProjectionHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const types: Resolver = async ({ params, session }) => {
    const { ctx } = await backend();
    const employee = await readableEmployee(ctx, session, params.employeeId);
    return json({ items: await typeBalancesOf(ctx, session, employee) });
  };
  const on: Resolver = async ({ request, params, session }) => {
    const { ctx } = await backend();
    const employee = await readableEmployee(ctx, session, params.employeeId);
    return json(await balanceOnDate(ctx, employee, new URL(request.url).searchParams));
  };
  return [
    routes.on('get', '/app/leave_balance/:employeeId/types', types, { bearer: true, permission: need('leaveBalance', 'read') }),
    routes.on('get', '/app/leave_balance/:employeeId/on', on, { bearer: true, permission: need('leaveBalance', 'read') }),
  ];
}
