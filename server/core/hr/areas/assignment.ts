import { assignmentInputSchema, type Assignment, type AssignmentInput } from '@/domain/hr/assignment';
import { AREA_CONTRACTS } from '@/contract/areas';
import { ERROR_CODES } from '@/domain/common';
import { assignmentsClosedBy } from '@/domain/rules/assignment-closing';
import { findOverlap } from '@/domain/rules/overlaps';
import { referringVia, type AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, mergeErrors, type FieldErrors } from '../errors';
import { SPAN_FIELDS, contractDateErrors, spanOf } from './contract-dates';
import { cityName, employeeName } from './names';
import { overlapError } from './overlap-error';

interface Names {
  employeeName?: string;
  positionTitle?: string;
  serviceName?: string;
  departmentName?: string;
  enterpriseName?: string;
  workCityName?: string;
}

const principalsOf = (employeeId: number, ctx: AppContext) =>
  ctx.db.where('assignments', 'employeeId', employeeId).filter((assignment) => assignment.kind === 'principale');

/**
 * A new open principal assignment closes the employee's previous open one the day before
 * it starts, in the same transaction: if the result is still invalid, the check below
 * refuses the write and the closing is undone with it.
 */
function closePreviousOpen(assignment: Assignment, ctx: AppContext, existing: Assignment | undefined) {
  if (existing) return;
  for (const { assignment: previous, endDate } of assignmentsClosedBy(assignment, principalsOf(assignment.employeeId, ctx))) {
    ctx.db.put('assignments', {
      ...previous,
      endDate,
      updatedAt: ctx.clock.now(),
      version: previous.version + 1,
    });
  }
}

/** A position is one enterprise's: the service must be of that enterprise too. */
function enterpriseErrors(assignment: Assignment, ctx: AppContext): FieldErrors | undefined {
  const position = ctx.db.get('positions', assignment.positionId);
  const serviceEnterprise = ctx.unitsOf(assignment.serviceId).enterprise;
  if (!position || !serviceEnterprise || position.enterpriseId === serviceEnterprise.id) return undefined;
  const positionEnterprise = ctx.db.get('enterprises', position.enterpriseId)?.name ?? '';
  return { positionId: fieldError(ERROR_CODES.otherEnterprise, { positionEnterprise, serviceEnterprise: serviceEnterprise.name }) };
}

/** Affectation: two principal assignments of one employee never overlap. */
export const assignmentArea: AreaDefinition<'assignments', AssignmentInput, Names> = {
  name: 'assignment',
  table: 'assignments',
  subject: 'Cette affectation',
  input: assignmentInputSchema,
  names(assignment, ctx) {
    const { service, department, enterprise } = ctx.unitsOf(assignment.serviceId);
    return {
      employeeName: employeeName(ctx, assignment.employeeId),
      positionTitle: ctx.db.get('positions', assignment.positionId)?.title,
      serviceName: service?.name,
      departmentName: department?.name,
      enterpriseName: enterprise?.name,
      workCityName: cityName(ctx, assignment.workCityId),
    };
  },
  resolvedFields: ['employeeName', 'positionTitle', 'serviceName', 'departmentName', 'enterpriseName', 'workCityName'],
  searchText: (_assignment, names) => [names.employeeName, names.positionTitle, names.serviceName],
  filters: AREA_CONTRACTS.assignment.filters,
  defaultSort: AREA_CONTRACTS.assignment.defaultSort,
  dependsOn: [
    { table: 'employees', affected: referringVia('assignments', 'employeeId') },
    { table: 'positions', affected: referringVia('assignments', 'positionId') },
    { table: 'services' },
    { table: 'departments' },
    { table: 'enterprises' },
    { table: 'cities' },
  ],
  references: [
    { field: 'employeeId', table: 'employees' },
    { field: 'positionId', table: 'positions' },
    { field: 'serviceId', table: 'services' },
    { field: 'workCityId', table: 'cities' },
  ],
  unique: [],
  build: (input) => input,
  beforeWrite: closePreviousOpen,
  check(assignment, ctx, existing) {
    const errors = enterpriseErrors(assignment, ctx) ?? {};
    mergeErrors(errors, contractDateErrors(ctx, spanOf(assignment), SPAN_FIELDS, existing && spanOf(existing)));
    if (assignment.kind !== 'principale') return errors;
    const clash = findOverlap(assignment, principalsOf(assignment.employeeId, ctx));
    return clash ? mergeErrors(errors, { startDate: overlapError('assignment', clash) }) : errors;
  },
  dependents: [],
};
