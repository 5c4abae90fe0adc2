import type { AppContext } from '../hr/context';

/** The enterprise an employee works for on `date`: that of their principal assignment then, else today's. */
export async function enterpriseOfEmployee(ctx: AppContext, employeeId: number, date: string): Promise<number | undefined> {
  const assignment = (await ctx.principalAssignment(employeeId, date)) ?? (await ctx.principalAssignment(employeeId));
  return (await ctx.unitsOf(assignment?.serviceId)).enterprise?.id;
}
