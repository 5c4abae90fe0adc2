import { AREA_CONTRACTS } from '@/contract/areas';
import { ERROR_CODES } from '@/domain/common';
import { projectInputSchema, type Project, type ProjectInput, type ProjectMember, type StoredProjectMember } from '@/domain/hr/project';
import { spansOverlap } from '@/domain/rules/overlaps';
import type { AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, mergeErrors, type FieldErrors } from '../errors';
import { contractDateErrors, spanOf } from './contract-dates';
import { employeeName } from './names';
import { overlapError } from './overlap-error';

interface Names {
  enterpriseName?: string;
  managerName?: string;
  memberCount: number;
}

/** A member's dates as the check reads them (filled in from the project's by `build`). */
const memberSpan = (member: ProjectMember, project: ProjectInput) => ({
  employeeId: member.employeeId,
  startDate: member.from ?? project.startDate,
  endDate: member.to ?? project.endDate,
});

/**
 * Every member is an existing employee, under contract over their dates, and not listed
 * twice over the same dates.
 */
async function memberErrors(project: Project, ctx: AppContext, existing: Project | undefined): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [index, member] of project.members.entries()) {
    const path = `members.${index}`;
    if (!(await ctx.db.get('employees', member.employeeId))) {
      errors[`${path}.employeeId`] = fieldError(ERROR_CODES.unknownReference);
      continue;
    }
    const span = memberSpan(member, project);
    const before = existing?.members.find((old) => old.employeeId === member.employeeId && old.from === member.from && old.to === member.to);
    const fields = { start: `${path}.from`, end: `${path}.to` };
    mergeErrors(errors, await contractDateErrors(ctx, spanOf(span), fields, before && spanOf(memberSpan(before, existing ?? project))));
    const twice = project.members.find(
      (other, otherIndex) => otherIndex < index && other.employeeId === member.employeeId && spansOverlap(memberSpan(other, project), span),
    );
    if (twice) errors[`${path}.employeeId`] ??= overlapError('projectMember', memberSpan(twice, project));
  }
  return errors;
}

/** A member's dates, the project's where none are given. */
function datesOf(member: ProjectMember, project: ProjectInput): Pick<StoredProjectMember, 'from' | 'to'> {
  const to = member.to ?? project.endDate;
  return { from: member.from ?? project.startDate, ...(to ? { to } : {}) };
}

/** Projet: unique code, members with an allocation. */
export const projectArea: AreaDefinition<'projects', ProjectInput, Names> = {
  name: 'projet',
  table: 'projects',
  subject: 'Ce projet',
  input: projectInputSchema,
  names: async (project, ctx) => ({
    enterpriseName: (await ctx.db.get('enterprises', project.enterpriseId))?.name,
    managerName: await employeeName(ctx, project.managerId),
    memberCount: project.members.length,
  }),
  namesDependOnDay: false,
  resolvedFields: ['enterpriseName', 'managerName', 'memberCount'],
  searchText: (project, names) => [project.code, project.name, project.client, names.managerName, names.enterpriseName],
  filters: AREA_CONTRACTS.projet.filters,
  defaultSort: AREA_CONTRACTS.projet.defaultSort,
  // Projects are few: a change to a name they show refreshes them all.
  dependsOn: [{ table: 'enterprises' }, { table: 'employees' }],
  references: [
    { field: 'enterpriseId', table: 'enterprises' },
    { field: 'managerId', table: 'employees' },
  ],
  unique: [{ field: 'code', key: (project) => project.code }],
  build: (input) => ({ ...input, members: input.members.map((member) => ({ ...member, ...datesOf(member, input) })) }),
  check: memberErrors,
  dependents: [],
};
