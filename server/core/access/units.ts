import type { AppContext } from '../hr/context';
import type { Scope } from './scope';

/** The units of the organisation a scope shows (undefined: all of them). */
export interface ShownUnits {
  enterprises: ReadonlySet<number>;
  directions: ReadonlySet<number>;
  departments: ReadonlySet<number>;
  services: ReadonlySet<number>;
}

/**
 * The units a scope shows in the org tree and the dashboard: its own, and those above them,
 * so that a team's service still hangs from its department, direction and enterprise.
 */
export async function unitsShown(scope: Scope, ctx: AppContext): Promise<ShownUnits | undefined> {
  if (scope.all) return undefined;
  const services = new Set(scope.services);
  const departments = new Set(scope.departments);
  for (const service of await ctx.db.getMany('services', [...services])) departments.add(service.departmentId);
  const directions = new Set(scope.directions);
  for (const department of await ctx.db.getMany('departments', [...departments])) directions.add(department.directionId);
  const enterprises = new Set(scope.enterprises);
  for (const direction of await ctx.db.getMany('directions', [...directions])) enterprises.add(direction.enterpriseId);
  return { enterprises, directions, departments, services };
}
