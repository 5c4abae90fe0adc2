import type { AuditArea } from '@/contract/audit';
import type { HrArea } from '@/domain/hr/areas';
import type { AuditOwner, AuditOwners, RowsWithin } from '../storage/repository';
import { fieldOf } from '../storage/table-keys';
import { SCOPE_SETS, type Scope, type ScopeSet } from './scope';

/** A record belongs to a scope when its `field` holds an id of the scope's `set`. */
interface Belonging {
  field: string;
  set: ScopeSet;
}

const PERSON: readonly Belonging[] = [{ field: 'employeeId', set: 'people' }];
const OF_ENTERPRISE: readonly Belonging[] = [{ field: 'enterpriseId', set: 'enterprises' }];

/**
 * Whose each area's records are (docs/roles.md): a person's (the employee themselves, or
 * the `employeeId` of their assignments, attendance, requests, salaries), or a unit's
 * (positions and projects of an enterprise; directions, departments, services under their
 * parent). City and country, shared reference data, belong to nobody: only a reach of every
 * record covers them.
 */
const BELONGING: Readonly<Record<HrArea, readonly Belonging[]>> = {
  employee: [{ field: 'id', set: 'people' }],
  assignment: PERSON,
  attendance: PERSON,
  leave: PERSON,
  mission: PERSON,
  salary: PERSON,
  position: OF_ENTERPRISE,
  projet: OF_ENTERPRISE,
  enterprise: [{ field: 'id', set: 'enterprises' }],
  direction: OF_ENTERPRISE,
  department: [{ field: 'directionId', set: 'directions' }],
  service: [{ field: 'departmentId', set: 'departments' }],
  city: [],
  country: [],
};

/**
 * Whose the records of each area of the audit trail are: the areas' own, an employee's private
 * block and leave balance (the employee's), a calendar event (its service), an account (its
 * linked employee). Leave types, like cities and countries, and the reset are nobody's.
 */
const AUDITED_BELONGING: Readonly<Record<AuditArea, readonly Belonging[]>> = {
  ...BELONGING,
  employeePrivate: PERSON,
  leaveBalance: PERSON,
  calendar: [{ field: 'serviceId', set: 'services' }],
  leaveType: [],
  user: [{ field: 'employeeId', set: 'people' }],
  reset: [],
  attendanceCorrection: PERSON,
  privateChange: PERSON,
  approvalPolicy: [],
  // A stand-in is the manager's: who reads the manager's records reads it.
  standIn: [{ field: 'managerId', set: 'people' }],
  exitChecklist: PERSON,
  // An enterprise's payroll: who reads its people reads them.
  payrollMonth: [{ field: 'enterpriseId', set: 'enterprises' }],
  payrollCode: [{ field: 'enterpriseId', set: 'enterprises' }],
  payrollExport: [{ field: 'enterpriseId', set: 'enterprises' }],
  staffRegister: PERSON,
  // A purge's entry about a person is that person's; its summary, nobody's (Root reads it).
  retention: [],
};

/** Whose record of the area an audit entry is about (the record as written, or as it was before a deletion), if anyone's. */
export function ownerOf(area: AuditArea, record: object | undefined): AuditOwner | undefined {
  const [belonging] = AUDITED_BELONGING[area];
  const id = belonging && record && fieldOf(record, belonging.field);
  return typeof id === 'number' ? { set: belonging.set, id } : undefined;
}

/** The entries of the audit trail a scope holds: those about its people and units (undefined: every entry). */
export const auditOwnersOf = (scope: Scope): AuditOwners | undefined =>
  scope.all ? undefined : SCOPE_SETS.map((set) => ({ set, ids: [...scope[set]] })).filter(({ ids }) => ids.length > 0);

/** What a record written must also stay within: an assignment puts its person in a service. */
const WRITTEN: Readonly<Partial<Record<HrArea, readonly Belonging[]>>> = {
  assignment: [...PERSON, { field: 'serviceId', set: 'services' }],
};

/** A list's limits: the ids its records must hold (undefined: every record; an empty list: none). */
export function withinOf(area: HrArea, scope: Scope): RowsWithin[] | undefined {
  if (scope.all) return undefined;
  const belonging = BELONGING[area];
  if (belonging.length === 0) return [{ field: 'id', ids: [] }];
  return belonging.map(({ field, set }) => ({ field, ids: [...scope[set]] }));
}

const holdsAll = (belonging: readonly Belonging[], scope: Scope, record: object) =>
  belonging.length > 0 &&
  belonging.every(({ field, set }) => {
    const id = fieldOf(record, field);
    return typeof id === 'number' && scope[set].has(id);
  });

/** Whether the scope covers a stored record of the area. */
export const holds = (area: HrArea, scope: Scope, record: object): boolean => scope.all || holdsAll(BELONGING[area], scope, record);

/**
 * Whether the scope covers a record as it is about to be written: its own fields and, for an
 * assignment, its service. A new employee (no id yet) is placed nowhere: covered by a reach
 * of every record or of enterprises (`unplaced`).
 */
export function holdsWritten(area: HrArea, scope: Scope, record: object): boolean {
  if (scope.all) return true;
  if (area === 'employee' && fieldOf(record, 'id') === undefined) return scope.unplaced;
  return holdsAll(WRITTEN[area] ?? BELONGING[area], scope, record);
}
