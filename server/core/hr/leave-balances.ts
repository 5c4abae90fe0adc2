import { json, type Resolver } from '../http';
import { ERROR_CODES } from '@/domain/common';
import type { Employee } from '@/domain/hr/employee';
import { referencePeriod } from '@/domain/rules/leave-balance';
import { leaveBalanceChangeSchema, type LeaveBalance } from '@/domain/hr/leave-planning';
import type { Routes } from '../http';
import { positiveId } from './answering';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { HttpFailure, fieldError, jsonObject, parseOrThrow } from './errors';
import { employeeArea } from './areas/employee';
import { isPaidLeaveType } from '@/domain/hr/leave-types';
import { fractionnementWaiverOf, paidLeaveBalanceOf } from './areas/leave-balance';
import { keepsAlsaceMoselleHolidays } from './leave-site';
import { parseListQuery, runListQuery } from './list-query';
import { createViewCache, type ViewCache } from './view-cache';
import { notFound } from './write';

type EmployeeCache = ViewCache<'employees', ReturnType<typeof employeeArea.names>>;

function paidLeaveType(ctx: AppContext) {
  const type = [...ctx.db.list('leaveTypes')].find(isPaidLeaveType);
  if (!type) throw new HttpFailure(404, "Aucun type de congé n'est décompté d'un solde de congés payés.");
  return type;
}

/** The employee's balance as the backend checks requests against it, `excludedId` left out. */
function balanceOf(employee: Employee, ctx: AppContext, excludedId = 0): LeaveBalance {
  const type = paidLeaveType(ctx);
  const balance = paidLeaveBalanceOf(employee.id, type, ctx, excludedId);
  if (!balance) throw notFound('Cet employé');
  return {
    employeeId: employee.id,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    matricule: employee.matricule,
    typeId: type.id,
    periodStart: balance.periodStart,
    periodEnd: balance.periodEnd,
    monthsWorked: balance.monthsWorked,
    sicknessMonths: balance.sicknessMonths,
    acquired: balance.acquired,
    carriedOver: balance.carriedOver,
    taken: balance.taken,
    planned: balance.planned,
    pending: balance.pending,
    mainLeaveOutOfSeason: balance.mainLeaveOutOfSeason,
    fractionnementWaived: balance.fractionnementWaived,
    fractionnement: balance.fractionnement,
    available: balance.available,
    alsaceMoselle: keepsAlsaceMoselleHolidays(ctx, ctx.principalAssignment(employee.id)?.serviceId),
  };
}

/** Records the employee's waiver of the current period's fractionnement days, or withdraws it. */
function setFractionnementWaived(employee: Employee, waived: boolean, ctx: AppContext): void {
  const periodStart = referencePeriod(ctx.clock.today()).from;
  const existing = fractionnementWaiverOf(ctx, employee.id, periodStart);
  if (!waived && existing) ctx.db.remove('fractionnementWaivers', existing.id);
  if (waived && !existing) {
    const now = ctx.clock.now();
    const id = ctx.db.nextId('fractionnementWaivers');
    ctx.db.put('fractionnementWaivers', { id, employeeId: employee.id, periodStart, createdAt: now, updatedAt: now, version: 1 });
  }
}

/**
 * GET /app/leave_balance: the employees' paid-leave balances, paged, searched, sorted and
 * filtered exactly as GET /app/employee (same parameters), one balance per employee.
 * GET /app/leave_balance/{employeeId}[?excludeId=]: one employee's, the request `excludeId`
 * left out (a request being edited does not count against itself).
 * PUT /app/leave_balance/{employeeId} `{ fractionnementWaived }`: records or withdraws the
 * employee's waiver of the current period's fractionnement days; answers the balance.
 */
export function leaveBalanceHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const caches = new WeakMap<AppBackend, EmployeeCache>();
  const list: Resolver = async ({ request }) => {
    const opened = await backend();
    let cache = caches.get(opened);
    if (!cache) caches.set(opened, (cache = createViewCache(employeeArea, opened.ctx)));
    const { ctx } = opened;
    const query = parseListQuery(new URL(request.url).searchParams, employeeArea, ctx);
    const page = runListQuery(employeeArea, cache, ctx, query);
    return json({ ...page, items: page.items.map((employee) => balanceOf(employee, ctx)) });
  };
  const one: Resolver = async ({ request, params }) => {
    const { ctx } = await backend();
    const employeeId = positiveId(params.employeeId, () => notFound('Cet employé'));
    const rawExcluded = new URL(request.url).searchParams.get('excludeId');
    const excludedId =
      rawExcluded === null || rawExcluded === ''
        ? 0
        : positiveId(rawExcluded, () =>
            new HttpFailure(400, "excludeId doit être l'identifiant d'une demande de congé.", {
              excludeId: fieldError(ERROR_CODES.invalidType),
            }),
          );
    const employee = ctx.db.get('employees', employeeId);
    if (!employee) throw notFound('Cet employé');
    return json(balanceOf(employee, ctx, excludedId));
  };
  const change: Resolver = async ({ request, params }) => {
    const employeeId = positiveId(params.employeeId, () => notFound('Cet employé'));
    const body = parseOrThrow(leaveBalanceChangeSchema, await jsonObject(request));
    const { ctx, store } = await backend();
    const employee = ctx.db.get('employees', employeeId);
    if (!employee) throw notFound('Cet employé');
    setFractionnementWaived(employee, body.fractionnementWaived, ctx);
    await store.saved();
    return json(balanceOf(employee, ctx));
  };
  return [
    routes.on('get', '/app/leave_balance', list, { bearer: true }),
    routes.on('get', '/app/leave_balance/:employeeId', one, { bearer: true }),
    routes.on('put', '/app/leave_balance/:employeeId', change, { bearer: true }),
  ];
}
