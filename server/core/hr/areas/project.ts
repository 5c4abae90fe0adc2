import { AREA_CONTRACTS } from '@/contract/areas';
import { ERROR_CODES } from '@/domain/common';
import { projectInputSchema, type Project, type ProjectInput } from '@/domain/hr/project';
import type { AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, type FieldErrors } from '../errors';
import { employeeName } from './names';

interface Names {
  enterpriseName?: string;
  managerName?: string;
  memberCount: number;
}

/** Every member must be an existing employee. */
function memberErrors(project: Project, ctx: AppContext): FieldErrors {
  const errors: FieldErrors = {};
  project.members.forEach((member, index) => {
    if (!ctx.db.get('employees', member.employeeId)) {
      errors[`members.${index}.employeeId`] = fieldError(ERROR_CODES.unknownReference);
    }
  });
  return errors;
}

/** Projet: unique code, members with an allocation. */
export const projectArea: AreaDefinition<'projects', ProjectInput, Names> = {
  name: 'projet',
  table: 'projects',
  subject: 'Ce projet',
  input: projectInputSchema,
  names: (project, ctx) => ({
    enterpriseName: ctx.db.get('enterprises', project.enterpriseId)?.name,
    managerName: employeeName(ctx, project.managerId),
    memberCount: project.members.length,
  }),
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
  build: (input) => input,
  check: memberErrors,
  dependents: [],
};
