import { json } from '../http';
import { buildOrgTree, type OrgTree } from '@/domain/hr/org-tree';
import type { Routes } from '../http';
import { need } from '../access/permission';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { employeeArea } from './areas/employee';

/** Employees active today (by their dates) by the service of their principal assignment today (the employee list's units). */
async function staffByService(ctx: AppContext): Promise<Map<number, number>> {
  const active = { spec: employeeArea.filters.status, value: 'active' };
  const counts = await ctx.db.tally(ctx.view(employeeArea), { filters: [active], words: [], today: ctx.clock.today() }, 'serviceId');
  return new Map([...counts].flatMap(([serviceId, count]) => (typeof serviceId === 'number' ? [[serviceId, count] as const] : [])));
}

async function orgTreeOf(ctx: AppContext): Promise<OrgTree> {
  const [enterprises, directions, departments, services] = [
    await ctx.db.all('enterprises'),
    await ctx.db.all('directions'),
    await ctx.db.all('departments'),
    await ctx.db.all('services'),
  ];
  const heads = [...directions, ...departments, ...services].flatMap((unit) => (unit.headEmployeeId === undefined ? [] : [unit.headEmployeeId]));
  const headNames = new Map((await ctx.db.getMany('employees', heads)).map((employee) => [employee.id, `${employee.firstName} ${employee.lastName}`]));
  return buildOrgTree({
    enterprises,
    directions,
    departments,
    services,
    staffByService: await staffByService(ctx),
    headName: (employeeId) => headNames.get(employeeId),
  });
}

/** GET /app/org_tree: the whole organisation, enterprise → direction → department → service, with headcounts. */
export function orgTreeHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/org_tree',
      async () => json(await orgTreeOf((await backend()).ctx)),
      { bearer: true, permission: need('orgTree', 'read') },
    ),
  ];
}
