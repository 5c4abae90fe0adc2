import { json, type Resolver } from '../http';
import { ERROR_CODES } from '@/domain/common';
import type { Employee } from '@/domain/hr/employee';
import { referencePeriod } from '@/domain/rules/leave-balance';
import { leaveBalanceChangeSchema, type LeaveBalance } from '@/domain/hr/leave-planning';
import { PRIVATE_ABSENCE_FIELDS } from '@/domain/private-data';
import type { Routes } from '../http';
import { withinOf } from '../access/area-reach';
import { actorOf, forbidden, need } from '../access/permission';
import { absencePrivacy } from '../access/private-fields';
import { covers, scopeOf } from '../access/scope';
import type { Session } from '../ports';
import { positiveId } from './answering';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { HttpFailure, fieldError, parseOrThrow } from './errors';
import { employeeArea } from './areas/employee';
import { isPaidLeaveType } from '@/domain/hr/leave-types';
import { fractionnementWaiverOf, paidLeaveBalanceOf } from './areas/leave-balance';
import { keepsAlsaceMoselleHolidays } from './leave-site';
import { parseListQuery, runListQuery } from './list-query';
import { notFound } from './write';
import { actingAs } from '../audit/acting';
import { jsonObject } from '../request-body';

export async function paidLeaveType(ctx: AppContext) {
  const type = (await ctx.db.all('leaveTypes')).find(isPaidLeaveType);
  if (!type) throw new HttpFailure(404, "Aucun type de congé n'est décompté d'un solde de congés payés.");
  return type;
}

/** The employee's balance as the backend checks requests against it, `excludedId` left out. */
async function balanceOf(employee: Employee, ctx: AppContext, excludedId = 0): Promise<LeaveBalance> {
  const type = await paidLeaveType(ctx);
  const balance = await paidLeaveBalanceOf(employee.id, type, ctx, excludedId);
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
    alsaceMoselle: await keepsAlsaceMoselleHolidays(ctx, (await ctx.principalAssignment(employee.id))?.serviceId),
  };
}

/** The employee of the address, when the session's reach of `leaveBalance` holds them; else 404, as if absent. */
export async function readableEmployee(ctx: AppContext, session: Session | undefined, rawId: string | undefined): Promise<Employee> {
  const employeeId = positiveId(rawId, () => notFound('Cet employé'));
  const employee = await ctx.db.get('employees', employeeId);
  if (!employee || !covers(await scopeOf(actorOf(session), 'leaveBalance', 'read', ctx), 'people', employeeId)) throw notFound('Cet employé');
  return employee;
}

/** `excludeId` of the query: the request left out of the balance (0 for none); a bad one is a 400 on it. */
export function excludedIdOf(params: URLSearchParams): number {
  const raw = params.get('excludeId');
  if (raw === null || raw === '') return 0;
  return positiveId(raw, () => new HttpFailure(400, "excludeId doit être l'identifiant d'une demande de congé.", { excludeId: fieldError(ERROR_CODES.invalidType) }));
}

/** The balances as the session is answered them: the months of sickness only to who reads why its person is away (HR, oneself). */
const balancePrivacy = (session: Session, ctx: AppContext) => absencePrivacy(session, ctx, PRIVATE_ABSENCE_FIELDS.balance);

/** Records the employee's waiver of the current period's fractionnement days, or withdraws it. */
function setFractionnementWaived(employee: Employee, waived: boolean, outer: AppContext): Promise<void> {
  return outer.transaction(async (ctx) => {
    const periodStart = referencePeriod(ctx.clock.today()).from;
    const existing = await fractionnementWaiverOf(ctx, employee.id, periodStart);
    if (!waived && existing) await ctx.db.remove('fractionnementWaivers', existing.id);
    if (waived && !existing) {
      const now = ctx.clock.now();
      const id = await ctx.db.nextId('fractionnementWaivers');
      await ctx.db.insert('fractionnementWaivers', { id, employeeId: employee.id, periodStart, createdAt: now, updatedAt: now, version: 1 });
    }
  });
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
  const list: Resolver = async ({ request, session }) => {
    const { ctx } = await backend();
    const query = parseListQuery(new URL(request.url).searchParams, employeeArea, ctx);
    const within = withinOf('employee', await scopeOf(actorOf(session), 'leaveBalance', 'read', ctx));
    const page = await runListQuery(employeeArea, ctx, { ...query, within });
    const answered = await balancePrivacy(actorOf(session), ctx);
    const items: LeaveBalance[] = [];
    for (const employee of page.items) items.push(answered(await balanceOf(employee, ctx)));
    return json({ ...page, items });
  };
  const one: Resolver = async ({ request, params, session }) => {
    const { ctx } = await backend();
    const excludedId = excludedIdOf(new URL(request.url).searchParams);
    // Someone outside the reach is answered as absent.
    const employee = await readableEmployee(ctx, session, params.employeeId);
    return json((await balancePrivacy(actorOf(session), ctx))(await balanceOf(employee, ctx, excludedId)));
  };
  const change: Resolver = async ({ request, params, session }) => {
    const employeeId = positiveId(params.employeeId, () => notFound('Cet employé'));
    const body = parseOrThrow(leaveBalanceChangeSchema, await jsonObject(request));
    const { ctx, store } = await backend();
    const employee = await ctx.db.get('employees', employeeId);
    if (!employee) throw notFound('Cet employé');
    if (!covers(await scopeOf(actorOf(session), 'leaveBalance', 'update', ctx), 'people', employeeId)) throw forbidden();
    await setFractionnementWaived(employee, body.fractionnementWaived, actingAs(ctx, session));
    await store.saved();
    return json((await balancePrivacy(actorOf(session), ctx))(await balanceOf(employee, ctx)));
  };
  return [
    routes.on('get', '/app/leave_balance', list, { bearer: true, permission: need('leaveBalance', 'read') }),
    routes.on('get', '/app/leave_balance/:employeeId', one, { bearer: true, permission: need('leaveBalance', 'read') }),
    routes.on('put', '/app/leave_balance/:employeeId', change, { bearer: true, permission: need('leaveBalance', 'update') }),
  ];
}
