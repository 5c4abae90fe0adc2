import type { LinkedEmployee } from '@/domain/user';
import type { AppContext } from '../hr/context';

/** The employee an account is linked to, as the top bar shows it (undefined: no such employee). */
export async function linkedEmployee(ctx: AppContext, employeeId: number): Promise<LinkedEmployee | undefined> {
  const employee = await ctx.db.get('employees', employeeId);
  if (!employee) return undefined;
  const assignment = await ctx.principalAssignment(employeeId);
  const position = assignment && (await ctx.db.get('positions', assignment.positionId));
  return {
    id: employee.id,
    profile: { nameFile: employee.nameFile ?? null },
    user: { person: { gender: employee.gender, label: `${employee.firstName} ${employee.lastName}` } },
    position: { title: position?.title ?? 'Sans poste' },
  };
}
