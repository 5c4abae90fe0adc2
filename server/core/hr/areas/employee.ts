import { AREA_CONTRACTS } from '@/contract/areas';
import {
  employeeInputSchema,
  formatMatricule,
  type Employee,
  type EmployeeInput,
} from '@/domain/hr/employee';
import { contractProblems } from '@/domain/rules/contract';
import { leavingOn, statusOn, type CurrentStatus } from '@/domain/rules/employment';
import type { RowChange } from '@server/core/storage/repository';
import { ownedBy, referringVia, type AreaDefinition } from '../area';
import type { AppContext } from '../context';
import { fieldError, type FieldErrors } from '../errors';
import { cityName } from './names';

/** Where the employee works today: from the principal assignment covering today. */
interface Names {
  fullName: string;
  /** Where the employee stands today, by their dates (CURRENT_STATUSES). */
  currentStatus: CurrentStatus;
  /** The exit date when it is still to come. */
  leavingOn?: string;
  cityName?: string;
  positionId?: number;
  positionTitle?: string;
  serviceId?: number;
  serviceName?: string;
  departmentId?: number;
  departmentName?: string;
  directionId?: number;
  directionName?: string;
  enterpriseId?: number;
  enterpriseName?: string;
}

async function names(employee: Employee, ctx: AppContext): Promise<Names> {
  const assignment = await ctx.principalAssignment(employee.id);
  const { service, department, direction, enterprise } = await ctx.unitsOf(assignment?.serviceId);
  const position = assignment && (await ctx.db.get('positions', assignment.positionId));
  const today = ctx.clock.today();
  return {
    fullName: `${employee.firstName} ${employee.lastName}`,
    currentStatus: statusOn(employee, today),
    leavingOn: leavingOn(employee, today),
    cityName: await cityName(ctx, employee.cityId),
    positionId: position?.id,
    positionTitle: position?.title,
    serviceId: service?.id,
    serviceName: service?.name,
    departmentId: department?.id,
    departmentName: department?.name,
    directionId: direction?.id,
    directionName: direction?.name,
    enterpriseId: enterprise?.id,
    enterpriseName: enterprise?.name,
  };
}

/** The employees ever assigned to the changed position or service (their names may show it). */
const assignedVia =
  (field: 'positionId' | 'serviceId') =>
  async (change: RowChange, ctx: AppContext): Promise<number[]> => {
    const employees = new Set<number>();
    for (const assignment of await ctx.db.where('assignments', field, change.key)) employees.add(assignment.employeeId);
    return [...employees];
  };

/**
 * `exitFrom`, `contractEndFrom`: those who have the date, on or after the one given
 * (endsOnOrAfter alone would let everyone without it through, as running forever).
 */
const MATRICULE = /^EMP-(\d+)$/;

const matriculeNumber = (employee: Employee) => ({ number: Number(MATRICULE.exec(employee.matricule)?.[1] ?? 0) });

/** The next matricule: one above the highest given (EMP-000123). */
const nextMatricule = async (ctx: AppContext) => formatMatricule((await ctx.db.highest(ctx.view(employeeArea), 'matricule')) + 1);

/** Work e-mails are unique, whatever their case. */
export const workEmailKey = (address: string) => address.trim().toLowerCase();

/** Matricules are unique, whatever their case (an imported one is kept as given). */
export const matriculeKey = (employee: Employee) => employee.matricule.trim().toLowerCase();

function contractErrors(employee: Employee): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of contractProblems(employee)) errors[problem.field] ??= fieldError(problem.code);
  return errors;
}

/** Employé: matricule generated, work e-mail unique, archived (never deleted) when removed. */
export const employeeArea: AreaDefinition<'employees', EmployeeInput, Names> = {
  name: 'employee',
  table: 'employees',
  subject: 'Cet employé',
  input: employeeInputSchema,
  names,
  // The status and the principal assignment are today's.
  namesDependOnDay: true,
  resolvedFields: [
    'fullName',
    'currentStatus',
    'leavingOn',
    'cityName',
    'positionId',
    'positionTitle',
    'serviceId',
    'serviceName',
    'departmentId',
    'departmentName',
    'directionId',
    'directionName',
    'enterpriseId',
    'enterpriseName',
  ],
  searchText: (employee, found) => [
    employee.firstName,
    employee.lastName,
    employee.matricule,
    employee.workEmail,
    employee.phone,
    found.positionTitle,
    found.serviceName,
  ],
  filters: AREA_CONTRACTS.employee.filters,
  defaultSort: AREA_CONTRACTS.employee.defaultSort,
  dependsOn: [
    { table: 'assignments', affected: ownedBy('employeeId') },
    { table: 'positions', affected: assignedVia('positionId') },
    { table: 'services', affected: assignedVia('serviceId') },
    // Rarer changes higher up refresh everyone.
    { table: 'departments' },
    { table: 'directions' },
    { table: 'enterprises' },
    { table: 'cities', affected: referringVia('employees', 'cityId') },
  ],
  references: [
    { field: 'nationalityCountryId', table: 'countries' },
    { field: 'cityId', table: 'cities' },
  ],
  unique: [
    { field: 'workEmail', key: (employee) => workEmailKey(employee.workEmail) },
    { field: 'matricule', key: matriculeKey },
  ],
  sequences: { matricule: matriculeNumber },
  build: async (input, ctx, existing) => ({ ...input, matricule: existing?.matricule ?? (await nextMatricule(ctx)) }),
  check: (employee) => contractErrors(employee),
  dependents: [],
  archive(employee, ctx) {
    if (employee.status === 'left' && employee.exitDate) return employee;
    const today = ctx.clock.today();
    return {
      ...employee,
      status: 'left',
      exitDate: employee.exitDate ?? (today < employee.hireDate ? employee.hireDate : today),
      updatedAt: ctx.clock.now(),
      version: employee.version + 1,
    };
  },
};
