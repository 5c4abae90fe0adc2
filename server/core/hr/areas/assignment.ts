import { assignmentInputSchema, type Assignment, type AssignmentInput } from '@/domain/hr/assignment';
import { AREA_CONTRACTS } from '@/contract/areas';
import { ERROR_CODES } from '@/domain/common';
import { assignmentsClosedBy } from '@/domain/rules/assignment-closing';
import { findOverlap } from '@/domain/rules/overlaps';
import { referringVia, type AreaDefinition } from '../area';
import type { AppContext, WriteContext } from '../context';
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

const principalsOf = async (employeeId: number, ctx: AppContext) =>
  (await ctx.db.where('assignments', 'employeeId', employeeId)).filter((assignment) => assignment.kind === 'principale');

/**
 * A new open principal assignment closes the employee's previous open one the day before
 * it starts, in the same transaction: if the result is still invalid, the check below
 * refuses the write and the closing is undone with it.
 */
async function closePreviousOpen(assignment: Assignment, ctx: WriteContext, existing: Assignment | undefined) {
  if (existing) return;
  for (const { assignment: previous, endDate } of assignmentsClosedBy(assignment, await principalsOf(assignment.employeeId, ctx))) {
    const closed = { ...previous, endDate, updatedAt: ctx.clock.now(), version: previous.version + 1 };
    await ctx.db.update('assignments', closed, previous.version);
  }
}

/** A position is one enterprise's: the service must be of that enterprise too. */
async function enterpriseErrors(assignment: Assignment, ctx: AppContext): Promise<FieldErrors | undefined> {
  const position = await ctx.db.get('positions', assignment.positionId);
  const serviceEnterprise = (await ctx.unitsOf(assignment.serviceId)).enterprise;
  if (!position || !serviceEnterprise || position.enterpriseId === serviceEnterprise.id) return undefined;
  const positionEnterprise = (await ctx.db.get('enterprises', position.enterpriseId))?.name ?? '';
  return { positionId: fieldError(ERROR_CODES.otherEnterprise, { positionEnterprise, serviceEnterprise: serviceEnterprise.name }) };
}

/** Affectation: two principal assignments of one employee never overlap. */
export const assignmentArea: AreaDefinition<'assignments', AssignmentInput, Names> = {
  name: 'assignment',
  table: 'assignments',
  subject: 'Cette affectation',
  input: assignmentInputSchema,
  async names(assignment, ctx) {
    const { service, department, enterprise } = await ctx.unitsOf(assignment.serviceId);
    return {
      employeeName: await employeeName(ctx, assignment.employeeId),
      positionTitle: (await ctx.db.get('positions', assignment.positionId))?.title,
      serviceName: service?.name,
      departmentName: department?.name,
      enterpriseName: enterprise?.name,
      workCityName: await cityName(ctx, assignment.workCityId),
    };
  },
  namesDependOnDay: false,
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
  async check(assignment, ctx, existing) {
    const errors = (await enterpriseErrors(assignment, ctx)) ?? {};
    mergeErrors(errors, await contractDateErrors(ctx, spanOf(assignment), SPAN_FIELDS, existing && spanOf(existing)));
    if (assignment.kind !== 'principale') return errors;
    const clash = findOverlap(assignment, await principalsOf(assignment.employeeId, ctx));
    return clash ? mergeErrors(errors, { startDate: overlapError('assignment', clash) }) : errors;
  },
  dependents: [],
};
