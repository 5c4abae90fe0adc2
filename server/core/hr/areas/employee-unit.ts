import type { Filter } from '../area';
import type { AppContext, UnitChain } from '../context';
import { byId } from '../filters';

/** A span of an employee's time: a leave, a mission. */
interface EmployeeSpan {
  employeeId: number;
  startDate: string;
}

/** Where the employee worked when the span began (their principal assignment then, else today's). */
function unitsAtStart(span: EmployeeSpan, ctx: AppContext): UnitChain {
  const assignment = ctx.principalAssignment(span.employeeId, span.startDate) ?? ctx.principalAssignment(span.employeeId);
  return ctx.unitsOf(assignment?.serviceId);
}

const inUnit = <R extends EmployeeSpan, N>(level: keyof UnitChain): Filter<R, N> =>
  byId((id, row, _names, ctx) => unitsAtStart(row, ctx)[level]?.id === id);

/**
 * `enterpriseId`, `directionId`, `departmentId`, `serviceId`: the spans of the employees who
 * worked in that unit when the span began (the team calendar shows a unit's absences).
 */
export const employeeUnitFilters = <R extends EmployeeSpan, N>() => ({
  enterpriseId: inUnit<R, N>('enterprise'),
  directionId: inUnit<R, N>('direction'),
  departmentId: inUnit<R, N>('department'),
  serviceId: inUnit<R, N>('service'),
});
