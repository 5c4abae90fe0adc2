import type { Assignment } from '@/domain/hr/assignment';
import type { Employee } from '@/domain/hr/employee';
import type { Position } from '@/domain/hr/position';
import type { RegisterFacts } from '@/domain/hr/staff-register';
import { principalAssignments } from '../exit/employment';
import type { HrReader } from '../storage/repository';

/** "cadre, 350": the position's category, and its grade when it has one. */
const qualificationOf = (position: Position | undefined): string => (position ? [position.category, position.grade].filter(Boolean).join(', ') : '');

/** The employee's principal assignments grouped by the enterprise of their position, oldest first in each. */
async function assignmentsByEnterprise(db: HrReader, employeeId: number): Promise<{ byEnterprise: Map<number, Assignment[]>; positions: Map<number, Position> }> {
  const byEnterprise = new Map<number, Assignment[]>();
  const positions = new Map<number, Position>();
  for (const assignment of await principalAssignments(db, employeeId)) {
    const position = positions.get(assignment.positionId) ?? (await db.get('positions', assignment.positionId));
    if (!position) continue;
    positions.set(position.id, position);
    byEnterprise.set(position.enterpriseId, [...(byEnterprise.get(position.enterpriseId) ?? []), assignment]);
  }
  return { byEnterprise, positions };
}

/**
 * What the register says of the employee in each enterprise they worked for, from their record
 * and their principal assignments there (docs/domain.md, "Staff register"):
 * - entry: the hire date in the enterprise of the first assignment, else the first assignment's start there;
 * - exit: the end of the last assignment there when they moved on to another enterprise, else the record's exit date;
 * - job and qualification: the position of the latest assignment there.
 */
export async function factsByEnterprise(db: HrReader, employee: Employee): Promise<Map<number, RegisterFacts>> {
  const { byEnterprise, positions } = await assignmentsByEnterprise(db, employee.id);
  const country = await db.get('countries', employee.nationalityCountryId);
  // In French, as the register is kept.
  const nationality = country ? (country.names.fr ?? country.code) : '';
  const firstEnterprise = byEnterprise.keys().next().value;
  const latestStart = Math.max(...[...byEnterprise.values()].map((rows) => Date.parse(rows.at(-1)?.startDate ?? '')));
  const facts = new Map<number, RegisterFacts>();
  for (const [enterpriseId, assignments] of byEnterprise) {
    const [first] = assignments;
    const last = assignments[assignments.length - 1];
    const position = positions.get(last.positionId);
    const movedOn = Date.parse(last.startDate) < latestStart && last.endDate !== undefined;
    const exitDate = movedOn ? last.endDate : employee.exitDate;
    facts.set(enterpriseId, {
      lastName: employee.lastName,
      firstName: employee.firstName,
      nationality,
      birthDate: employee.birthDate,
      gender: employee.gender,
      job: position?.title ?? '',
      qualification: qualificationOf(position),
      entryDate: enterpriseId === firstEnterprise || first.startDate < employee.hireDate ? employee.hireDate : first.startDate,
      ...(exitDate ? { exitDate } : {}),
      contractType: employee.contractType,
      partTime: employee.partTime === true,
      ...(employee.tempAgency ? { tempAgency: employee.tempAgency } : {}),
      ...(employee.workPermitKind ? { workPermitKind: employee.workPermitKind } : {}),
      ...(employee.workPermitNumber ? { workPermitNumber: employee.workPermitNumber } : {}),
    });
  }
  return facts;
}
