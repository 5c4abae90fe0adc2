import type { Assignment } from '@/domain/hr/assignment';
import type { Employee } from '@/domain/hr/employee';
import type { EmployerFacts, JobHeld } from '@/domain/hr/employment-documents';
import type { Enterprise } from '@/domain/hr/organisation';
import type { AppContext } from '../hr/context';
import type { HrReader } from '../storage/repository';

/** The employee's principal assignments, oldest first. */
export async function principalAssignments(db: HrReader, employeeId: number): Promise<Assignment[]> {
  const rows = await db.where('assignments', 'employeeId', employeeId);
  return rows.filter((row) => row.kind === 'principale').sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}

/**
 * The enterprise the employee works for on `date`: the one of the position of their principal
 * assignment then, else of their latest principal assignment.
 */
export async function enterpriseOf(ctx: AppContext, employeeId: number, date: string): Promise<Enterprise | undefined> {
  const assignment = (await ctx.principalAssignment(employeeId, date)) ?? (await principalAssignments(ctx.db, employeeId)).at(-1);
  const position = assignment && (await ctx.db.get('positions', assignment.positionId));
  return position ? ctx.db.get('enterprises', position.enterpriseId) : undefined;
}

/** Whether the employee works there on `date`: hired by then, not gone before it. */
const employedOn = (employee: Employee, date: string) => employee.hireDate <= date && (employee.exitDate === undefined || employee.exitDate >= date);

/** The services of the enterprise's directions and departments. */
async function servicesOf(db: HrReader, enterpriseId: number): Promise<number[]> {
  const directions = new Set((await db.all('directions')).filter((row) => row.enterpriseId === enterpriseId).map((row) => row.id));
  const departments = new Set((await db.all('departments')).filter((row) => directions.has(row.directionId)).map((row) => row.id));
  return (await db.all('services')).filter((row) => departments.has(row.departmentId)).map((row) => row.id);
}

/** How many people the enterprise employs on `date`: those placed in its services that day, hired by then and not gone. */
export async function headcountOn(ctx: AppContext, enterpriseId: number, date: string): Promise<number> {
  const placed = await ctx.db.getMany('employees', await ctx.db.placedIn(await servicesOf(ctx.db, enterpriseId), date));
  return placed.filter((employee) => employedOn(employee, date)).length;
}

/** The jobs held, from the dated principal assignments (consecutive ones of one position merged). */
export async function jobsHeld(ctx: AppContext, employeeId: number, until?: string): Promise<JobHeld[]> {
  const jobs: (JobHeld & { positionId: number })[] = [];
  for (const assignment of await principalAssignments(ctx.db, employeeId)) {
    if (until !== undefined && assignment.startDate > until) continue;
    const last = jobs.at(-1);
    if (last && last.positionId === assignment.positionId) {
      last.to = assignment.endDate;
      continue;
    }
    const position = await ctx.db.get('positions', assignment.positionId);
    jobs.push({ positionId: assignment.positionId, title: position?.title ?? '', from: assignment.startDate, ...(assignment.endDate ? { to: assignment.endDate } : {}) });
  }
  return jobs.map(({ title, from, to }) => ({ title, from, ...(to !== undefined && (until === undefined || to <= until) ? { to } : {}) }));
}

/** The employer as a document names it. */
export async function employerFacts(ctx: AppContext, enterprise: Enterprise): Promise<EmployerFacts> {
  const city = await ctx.db.get('cities', enterprise.cityId);
  return {
    legalName: enterprise.legalName,
    address: enterprise.address,
    ...(city?.postalCode ? { postalCode: city.postalCode } : {}),
    city: city?.name ?? '',
    ...(enterprise.siret ? { siret: enterprise.siret } : {}),
    ...(enterprise.siren ? { siren: enterprise.siren } : {}),
  };
}
