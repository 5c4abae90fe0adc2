import { z } from 'zod';
import { ASSIGNMENT_KINDS, assignmentInputSchema, assignmentSchema } from '@/domain/hr/assignment';
import { ATTENDANCE_STATUSES, attendanceInputSchema, attendanceSchema } from '@/domain/hr/attendance';
import type { HrArea } from '@/domain/hr/areas';
import { CONTRACT_TYPES, employeeInputSchema, employeeSchema } from '@/domain/hr/employee';
import { LEAVE_STATUSES, leaveInputSchema, leaveSchema } from '@/domain/hr/leave';
import { MISSION_STATUSES, missionInputSchema, missionSchema } from '@/domain/hr/mission';
import { approverSchema } from '@/domain/hr/decision';
import {
  LEGAL_FORMS,
  departmentInputSchema,
  departmentSchema,
  directionInputSchema,
  directionSchema,
  enterpriseInputSchema,
  enterpriseSchema,
  serviceInputSchema,
  serviceSchema,
} from '@/domain/hr/organisation';
import { POSITION_CATEGORIES, positionInputSchema, positionSchema } from '@/domain/hr/position';
import { PROJECT_STATUSES, projectInputSchema, projectSchema } from '@/domain/hr/project';
import { cityInputSchema, citySchema, countryInputSchema, countrySchema } from '@/domain/hr/reference';
import { salaryInputSchema, salarySchema } from '@/domain/hr/salary';
import { CURRENT_STATUSES } from '@/domain/rules/employment';
import { employeeUnitAtStart, spanFilters, type FilterSpec } from './filters';
import { privateFieldsOf } from '@/domain/private-data';

/**
 * One area of `/app/{area}` as the contract gives it: the stored row, the names resolved
 * beside it (the list item is both), the input a write takes, its filters as data, and the
 * sort a query without one gets. Any field of the item sorts (`names.fr` for a nested one).
 */
export interface AreaContract<
  Row extends z.ZodType,
  Resolved extends z.ZodObject,
  Input extends z.ZodType,
  Filters extends Readonly<Record<string, FilterSpec>> = Readonly<Record<string, FilterSpec>>,
> {
  row: Row;
  resolved: Resolved;
  input: Input;
  /** By name: the names are the query's, typed per area (a misspelt filter fails the type check). */
  filters: Filters;
  defaultSort: string;
}

const area = <Row extends z.ZodType, Resolved extends z.ZodObject, Input extends z.ZodType, Filters extends Readonly<Record<string, FilterSpec>>>(
  contract: AreaContract<Row, Resolved, Input, Filters>,
) => contract;

const id = (field: string) => ({ op: 'idEquals', field }) as const;
const oneOf = (field: string, choices: readonly string[]) => ({ op: 'oneOf', field, choices }) as const;
const name = z.string().optional();
const someId = z.number().int().positive().optional();

/** The names a unit (direction, department, service) shows: its parents' and its head's. */
const unitNames = z.object({
  enterpriseId: someId,
  enterpriseName: name,
  directionId: someId,
  directionName: name,
  departmentName: name,
  headEmployeeName: name,
});

export const AREA_CONTRACTS = {
  employee: area({
    row: employeeSchema,
    /** Where the employee works today: from the principal assignment covering today. */
    resolved: z.object({
      fullName: z.string(),
      cityName: name,
      positionId: someId,
      positionTitle: name,
      serviceId: someId,
      serviceName: name,
      departmentId: someId,
      departmentName: name,
      directionId: someId,
      directionName: name,
      enterpriseId: someId,
      enterpriseName: name,
      /** Where the employee stands today, by their hire and exit dates. */
      currentStatus: z.enum(CURRENT_STATUSES),
      /** A departure recorded for a later day: that day. */
      leavingOn: z.string().optional(),
    }),
    input: employeeInputSchema,
    filters: {
      enterpriseId: { op: 'resolvedIdEquals', field: 'enterpriseId' },
      directionId: { op: 'resolvedIdEquals', field: 'directionId' },
      departmentId: { op: 'resolvedIdEquals', field: 'departmentId' },
      serviceId: { op: 'resolvedIdEquals', field: 'serviceId' },
      positionId: { op: 'resolvedIdEquals', field: 'positionId' },
      contractType: oneOf('contractType', CONTRACT_TYPES),
      // By the dates, today: a future hire is not yet active, a past exit is gone whatever the stored status.
      status: { op: 'resolvedOneOf', field: 'currentStatus', choices: CURRENT_STATUSES },
      hiredFrom: { op: 'onOrAfter', field: 'hireDate', openEnded: true },
      hiredTo: { op: 'onOrBefore', field: 'hireDate' },
      exitFrom: { op: 'onOrAfter', field: 'exitDate', openEnded: false },
      exitTo: { op: 'onOrBefore', field: 'exitDate' },
      contractEndFrom: { op: 'onOrAfter', field: 'contractEndDate', openEnded: false },
      contractEndTo: { op: 'onOrBefore', field: 'contractEndDate' },
    },
    defaultSort: 'lastName,firstName',
  }),
  assignment: area({
    row: assignmentSchema,
    resolved: z.object({
      employeeName: name,
      positionTitle: name,
      serviceName: name,
      departmentName: name,
      enterpriseName: name,
      workCityName: name,
    }),
    input: assignmentInputSchema,
    filters: {
      employeeId: id('employeeId'),
      serviceId: id('serviceId'),
      positionId: id('positionId'),
      kind: oneOf('kind', ASSIGNMENT_KINDS),
      current: { op: 'runningToday', start: 'startDate', end: 'endDate' },
      ...spanFilters('startDate', 'endDate'),
    },
    defaultSort: '-startDate',
  }),
  attendance: area({
    row: attendanceSchema,
    /** The service of the employee's principal assignment on that day. */
    resolved: z.object({ employeeName: name, serviceId: someId, serviceName: name }),
    input: attendanceInputSchema,
    filters: {
      employeeId: id('employeeId'),
      serviceId: { op: 'resolvedIdEquals', field: 'serviceId' },
      status: oneOf('status', ATTENDANCE_STATUSES),
      ...spanFilters('date', 'date'),
    },
    defaultSort: '-date',
  }),
  position: area({
    row: positionSchema,
    /** Principal assignments to the position covering today, beside the budgeted headcount. */
    resolved: z.object({ enterpriseName: name, filledHeadcount: z.number().int().nonnegative() }),
    input: positionInputSchema,
    filters: { enterpriseId: id('enterpriseId'), category: oneOf('category', POSITION_CATEGORIES) },
    defaultSort: 'title',
  }),
  leave: area({
    row: leaveSchema,
    /** `approverId`, `approverName`: who will decide, while the request awaits a decision. */
    resolved: z.object({ employeeName: name, typeName: name }).extend(approverSchema.shape),
    input: leaveInputSchema,
    filters: {
      status: oneOf('status', LEAVE_STATUSES),
      typeId: id('typeId'),
      employeeId: id('employeeId'),
      ...spanFilters('startDate', 'endDate'),
      ...employeeUnitAtStart('startDate'),
    },
    defaultSort: '-startDate',
  }),
  mission: area({
    row: missionSchema,
    resolved: z.object({ employeeName: name, destinationCityName: name }).extend(approverSchema.shape),
    input: missionInputSchema,
    filters: {
      status: oneOf('status', MISSION_STATUSES),
      employeeId: id('employeeId'),
      ...spanFilters('startDate', 'endDate'),
      ...employeeUnitAtStart('startDate'),
    },
    defaultSort: '-startDate',
  }),
  projet: area({
    row: projectSchema,
    resolved: z.object({ enterpriseName: name, managerName: name, memberCount: z.number().int().nonnegative() }),
    input: projectInputSchema,
    filters: {
      status: oneOf('status', PROJECT_STATUSES),
      enterpriseId: id('enterpriseId'),
      memberId: { op: 'hasLineWith', array: 'members', field: 'employeeId' },
    },
    defaultSort: 'name',
  }),
  salary: area({
    row: salarySchema,
    resolved: z.object({ employeeName: name, matricule: name }),
    input: salaryInputSchema,
    filters: { employeeId: id('employeeId'), ...spanFilters('effectiveDate', 'effectiveDate') },
    defaultSort: '-effectiveDate',
  }),
  city: area({
    row: citySchema,
    /** The country's name in French (else English), and in every language it has. */
    resolved: z.object({ countryName: name, countryNames: z.record(z.string(), z.string()).optional() }),
    input: cityInputSchema,
    filters: { countryId: id('countryId') },
    defaultSort: 'name',
  }),
  country: area({
    row: countrySchema,
    resolved: z.object({}),
    input: countryInputSchema,
    filters: { active: { op: 'isTrue', field: 'active' } },
    defaultSort: 'names.fr',
  }),
  enterprise: area({
    row: enterpriseSchema,
    resolved: z.object({ cityName: name }),
    input: enterpriseInputSchema,
    filters: { cityId: id('cityId'), legalForm: oneOf('legalForm', LEGAL_FORMS) },
    defaultSort: 'name',
  }),
  direction: area({
    row: directionSchema,
    resolved: unitNames,
    input: directionInputSchema,
    filters: { enterpriseId: id('enterpriseId') },
    defaultSort: 'name',
  }),
  department: area({
    row: departmentSchema,
    resolved: unitNames,
    input: departmentInputSchema,
    filters: { directionId: id('directionId') },
    defaultSort: 'name',
  }),
  service: area({
    row: serviceSchema,
    resolved: unitNames,
    input: serviceInputSchema,
    filters: { departmentId: id('departmentId') },
    defaultSort: 'name',
  }),
} as const satisfies Record<HrArea, AreaContract<z.ZodType, z.ZodObject, z.ZodType>>;

export type AreaContracts = typeof AREA_CONTRACTS;
/** The item of an area as the API returns it: the stored row plus the names resolved beside it. */
export type AreaItem<A extends HrArea> = z.infer<AreaContracts[A]['row']> & z.infer<AreaContracts[A]['resolved']>;
/** What a write of the area takes. */
export type AreaInput<A extends HrArea> = z.input<AreaContracts[A]['input']>;

/** The object with these of its fields made optional (the others it does not have left alone). */
const optionalFields = (schema: z.ZodObject, fields: readonly string[]): z.ZodObject =>
  schema.extend(Object.fromEntries(fields.filter((field) => field in schema.shape).map((field) => [field, schema.shape[field].optional()])));

/**
 * The schema of an area's item, for checking answers in development and tests: its private
 * fields (src/domain/private-data.ts), stored or resolved (a leave's `typeName`), may be
 * absent, as they are for an account that may not read them.
 */
export const areaItemSchema = <A extends HrArea>(name: A) => {
  const { row, resolved } = AREA_CONTRACTS[name];
  const hidden = privateFieldsOf(name);
  if (hidden.length === 0) return row.and(resolved);
  const shown: z.ZodType = row instanceof z.ZodObject ? optionalFields(row, hidden) : row;
  return shown.and(optionalFields(resolved, hidden));
};
