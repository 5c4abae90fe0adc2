import { json } from '../http';
import { buildOrgTree, type OrgTree } from '@/domain/hr/org-tree';
import { statusOn } from '@/domain/rules/employment';
import type { Routes } from '../http';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { employeeName } from './areas/names';

/** Employees active today (by their dates) by the service of their principal assignment today (the employee list's units). */
function staffByService(ctx: AppContext): Map<number, number> {
  const staff = new Map<number, number>();
  const today = ctx.clock.today();
  for (const employee of ctx.db.list('employees')) {
    if (statusOn(employee, today) !== 'active') continue;
    const serviceId = ctx.principalAssignment(employee.id)?.serviceId;
    if (serviceId !== undefined) staff.set(serviceId, (staff.get(serviceId) ?? 0) + 1);
  }
  return staff;
}

function orgTreeOf(ctx: AppContext): OrgTree {
  return buildOrgTree({
    enterprises: ctx.db.list('enterprises'),
    directions: ctx.db.list('directions'),
    departments: ctx.db.list('departments'),
    services: ctx.db.list('services'),
    staffByService: staffByService(ctx),
    headName: (employeeId) => employeeName(ctx, employeeId),
  });
}

/** GET /app/org_tree: the whole organisation, enterprise → direction → department → service, with headcounts. */
export function orgTreeHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/org_tree',
      async () => json(orgTreeOf((await backend()).ctx)),
      { bearer: true },
    ),
  ];
}
