import { ERROR_CODES } from '@/domain/common';
import type { Employee } from '@/domain/hr/employee';
import { accountClosesOn } from '@/domain/rules/account-closing';
import { EXIT_ITEMS, UPCOMING_EXIT_DAYS, exitItemInputSchema, exitItems, type ExitChecklist, type ExitItemName, type UpcomingExit } from '@/domain/hr/exit';
import type { Action, Resource } from '@/domain/permissions';
import { addDays } from '@/domain/rules/calendar';
import { withinOf } from '../access/area-reach';
import { actorOf, need } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import { actingAs } from '../audit/acting';
import { keepRow } from '../approval/rows';
import { positiveId } from '../hr/answering';
import { employeeArea } from '../hr/areas/employee';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { HttpFailure, checkVersion, parseOrThrow } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import { parseListQuery, runListQuery } from '../hr/list-query';
import { notFound } from '../hr/write';
import { json, type Routes } from '../http';
import type { Session } from '../ports';
import { jsonObject } from '../request-body';
import { enterpriseOf, headcountOn } from './employment';

const SUBJECT = 'Cet employé';

/** The employee of the address when the session's reach of `resource` holds them; else 404, as if absent. */
export async function employeeWithin(ctx: AppContext, session: Session | undefined, rawId: string | undefined, resource: Resource, action: Action): Promise<Employee> {
  const employeeId = positiveId(rawId, () => notFound(SUBJECT));
  const employee = await ctx.db.get('employees', employeeId);
  if (!employee || !covers(await scopeOf(actorOf(session), resource, action, ctx), 'people', employeeId)) throw notFound(SUBJECT);
  return employee;
}

/** The exit date, or 409 `noExitDate`. */
export function exitDateOf(employee: Employee): string {
  if (employee.exitDate === undefined) throw new HttpFailure(409, FRENCH_MESSAGES.noExitDate, undefined, ERROR_CODES.noExitDate);
  return employee.exitDate;
}

/** The checklist of an employee's exit, as answered. */
async function checklistOf(ctx: AppContext, employee: Employee): Promise<ExitChecklist> {
  const exitDate = exitDateOf(employee);
  const enterprise = await enterpriseOf(ctx, employee.id, exitDate);
  const headcount = enterprise ? await headcountOn(ctx, enterprise.id, exitDate) : 0;
  const stored = await ctx.db.where('exitItems', 'employeeId', employee.id);
  return {
    employeeId: employee.id,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    exitDate,
    accountClosesOn: accountClosesOn(exitDate),
    headcount,
    items: exitItems(exitDate, headcount, stored),
  };
}

const isItem = (value: string | undefined): value is ExitItemName => EXIT_ITEMS.some((item) => item === value);

/**
 * An employee's exit (docs/domain.md, "Exits"): GET its checklist, PUT an item's status
 * (done on a date, or open again; quoting the version once set), and GET /app/exits, the
 * exits of the next 30 days with their open items (the dashboard's list).
 */
export function exitChecklistHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/exits',
      async ({ session }) => {
        const { ctx } = await backend();
        const today = ctx.clock.today();
        const scope = await scopeOf(actorOf(session), 'exitChecklist', 'read', ctx);
        const params = new URLSearchParams({ exitFrom: today, exitTo: addDays(today, UPCOMING_EXIT_DAYS), sort: 'exitDate', pageSize: '100' });
        const { items } = await runListQuery(employeeArea, ctx, { ...parseListQuery(params, employeeArea, ctx), within: withinOf('employee', scope) });
        const exits: UpcomingExit[] = [];
        for (const employee of items) {
          const checklist = await checklistOf(ctx, employee);
          exits.push({
            employeeId: employee.id,
            employeeName: checklist.employeeName,
            exitDate: checklist.exitDate,
            openItems: checklist.items.filter((item) => !item.done).map((item) => item.item),
          });
        }
        return json({ items: exits, today });
      },
      { bearer: true, permission: need('exitChecklist', 'read') },
    ),
    routes.on(
      'get',
      '/app/employee/:id/exit',
      async ({ params, session }) => {
        const { ctx } = await backend();
        return json(await checklistOf(ctx, await employeeWithin(ctx, session, params.id, 'exitChecklist', 'read')));
      },
      { bearer: true, permission: need('exitChecklist', 'read'), subject: SUBJECT },
    ),
    routes.on(
      'put',
      '/app/employee/:id/exit/:item',
      async ({ request, params, session }) => {
        const body = await jsonObject(request);
        const { ctx, store } = await backend();
        const employee = await employeeWithin(ctx, session, params.id, 'exitChecklist', 'update');
        const item = params.item;
        if (!isItem(item)) throw new HttpFailure(404, "Cet élément ne fait pas partie d'une sortie.");
        exitDateOf(employee);
        await actingAs(ctx, actorOf(session)).transaction(async ({ db }) => {
          const existing = (await db.where('exitItems', 'employeeId', employee.id)).find((row) => row.item === item);
          if (existing) checkVersion(body.version, existing.version);
          const input = parseOrThrow(exitItemInputSchema, body);
          const status = { employeeId: employee.id, item, done: input.done, ...(input.done && input.date ? { date: input.date } : {}) };
          await keepRow(db, 'exitItems', existing, status, ctx.clock.now());
        });
        await store.saved();
        return json(await checklistOf(ctx, employee));
      },
      { bearer: true, permission: need('exitChecklist', 'update'), subject: SUBJECT },
    ),
  ];
}
