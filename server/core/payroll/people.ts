import { monthSpan } from '@/domain/rules/calendar';
import type { AppContext } from '../hr/context';

/** The services of an enterprise (through its directions and departments). */
export async function servicesOfEnterprise(ctx: AppContext, enterpriseId: number): Promise<number[]> {
  const directions = new Set((await ctx.db.all('directions')).filter((row) => row.enterpriseId === enterpriseId).map((row) => row.id));
  const departments = new Set((await ctx.db.all('departments')).filter((row) => directions.has(row.directionId)).map((row) => row.id));
  return (await ctx.db.all('services')).filter((row) => departments.has(row.departmentId)).map((row) => row.id);
}

/** The employees an enterprise pays in a month: placed in one of its services on the month's first or last day. */
export async function payrollPeople(ctx: AppContext, enterpriseId: number, month: string): Promise<number[]> {
  const services = await servicesOfEnterprise(ctx, enterpriseId);
  const { from, to } = monthSpan(month);
  const ids = new Set([...(await ctx.db.placedIn(services, from)), ...(await ctx.db.placedIn(services, to))]);
  return [...ids].sort((a, b) => a - b);
}

/** Rows of many employees (one read for a month's people), grouped by employee, in the order read. */
export function byEmployee<R extends { employeeId: number }>(rows: readonly R[]): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const group = groups.get(row.employeeId);
    if (group) group.push(row);
    else groups.set(row.employeeId, [row]);
  }
  return groups;
}
