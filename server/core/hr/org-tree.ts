import { json } from '../http';
import { buildOrgTree, type OrgTree } from '@/domain/hr/org-tree';
import type { Routes } from '../http';
import { withinOf } from '../access/area-reach';
import { actorOf, need } from '../access/permission';
import { scopeOf, type Scope } from '../access/scope';
import { unitsShown, type ShownUnits } from '../access/units';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { employeeArea } from './areas/employee';

/** Employees active today (by their dates) by the service of their principal assignment today (the employee list's units), within the scope. */
async function staffByService(ctx: AppContext, scope: Scope): Promise<Map<number, number>> {
  const active = { spec: employeeArea.filters.status, value: 'active' };
  const query = { filters: [active], within: withinOf('employee', scope), words: [], today: ctx.clock.today() };
  const counts = await ctx.db.tally(ctx.view(employeeArea), query, 'serviceId');
  return new Map([...counts].flatMap(([serviceId, count]) => (typeof serviceId === 'number' ? [[serviceId, count] as const] : [])));
}

/** The organisation the scope shows (docs/roles.md: an HR administrator's enterprises), with its headcounts. */
async function orgTreeOf(ctx: AppContext, scope: Scope): Promise<OrgTree> {
  const shown = await unitsShown(scope, ctx);
  const keep = <R extends { id: number }>(rows: R[], set: keyof ShownUnits) => (shown ? rows.filter((row) => shown[set].has(row.id)) : rows);
  const [enterprises, directions, departments, services] = [
    keep(await ctx.db.all('enterprises'), 'enterprises'),
    keep(await ctx.db.all('directions'), 'directions'),
    keep(await ctx.db.all('departments'), 'departments'),
    keep(await ctx.db.all('services'), 'services'),
  ];
  const heads = [...directions, ...departments, ...services].flatMap((unit) => (unit.headEmployeeId === undefined ? [] : [unit.headEmployeeId]));
  const headNames = new Map((await ctx.db.getMany('employees', heads)).map((employee) => [employee.id, `${employee.firstName} ${employee.lastName}`]));
  return buildOrgTree({
    enterprises,
    directions,
    departments,
    services,
    staffByService: await staffByService(ctx, scope),
    headName: (employeeId) => headNames.get(employeeId),
  });
}

/** GET /app/org_tree: the whole organisation, enterprise → direction → department → service, with headcounts. */
export function orgTreeHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/org_tree',
      async ({ session }) => {
        const { ctx } = await backend();
        return json(await orgTreeOf(ctx, await scopeOf(actorOf(session), 'orgTree', 'read', ctx)));
      },
      { bearer: true, permission: need('orgTree', 'read') },
    ),
  ];
}
