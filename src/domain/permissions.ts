import type { Grant } from './grants';
import { HR_AREAS } from './hr/areas';

export type { Grant };

/**
 * Who may do what (docs/roles.md). A user holds one or more grants; each grant is a role
 * and, for the roles limited to a part of the organisation, the part it covers.
 */
export const ROLES = ['root', 'hrAdmin', 'manager', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/**
 * How far a permission reaches:
 * - `all`: every record;
 * - `enterprises`: the records of the people and units of the grant's enterprises;
 * - `team`: the records of the people of the units the user heads (and the units below);
 * - `unit`: the records of the people of the user's own unit (the team calendar);
 * - `self`: the user's own records.
 */
export const REACHES = ['all', 'enterprises', 'team', 'unit', 'self'] as const;
export type Reach = (typeof REACHES)[number];

/**
 * - `read`: list and open; `create`, `update`, `delete`: the writes;
 * - `decide`: approve, reject or cancel a leave or mission request of someone else;
 * - `readPrivate`: the private block (NIR, IBAN, address), the salary figures, and why
 *   someone is away (a leave's type, reason and comments);
 * - `export`: download a list.
 */
export const ACTIONS = ['read', 'create', 'update', 'delete', 'decide', 'readPrivate', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

/** What permissions are given on: the fourteen areas and the other pages of the back-office. */
export const RESOURCES = [
  ...HR_AREAS,
  'dashboard',
  'orgTree',
  'calendar',
  'leaveBalance',
  'employeeImport',
  'users',
  'audit',
  'reset',
  'attendanceCorrection',
  'privateChange',
  'approvalPolicy',
  'standIn',
  'mail',
  'exitChecklist',
  'employmentDocument',
  'payroll',
  'staffRegister',
  'retention',
] as const;
export type Resource = (typeof RESOURCES)[number];

type Grants = Partial<Record<Action, Reach>>;
type RoleTable = Partial<Record<Resource, Grants>>;

const EVERYTHING: Grants = Object.fromEntries(ACTIONS.map((action) => [action, 'all']));
const within = (reach: Reach, actions: readonly Action[]): Grants => Object.fromEntries(actions.map((action) => [action, reach]));
const ALL_WRITES = ['read', 'create', 'update', 'delete', 'export'] as const;
const READ_ONLY = ['read'] as const;

/** The people's records an HR administrator manages inside their enterprises. */
const HR_RECORDS = ['employee', 'assignment', 'attendance', 'leave', 'mission', 'salary', 'projet'] as const;
/** The organisation of an enterprise: its units and positions. */
const ORGANISATION = ['position', 'direction', 'department', 'service'] as const;
/** Reference data shared by every enterprise; Root maintains it. */
const REFERENCE = ['city', 'country'] as const;

const fill = (resources: readonly Resource[], grants: Grants): RoleTable =>
  Object.fromEntries(resources.map((resource) => [resource, grants]));

/** The matrix: for each role, each resource, each action, how far it reaches (absent: refused). */
export const PERMISSIONS: Readonly<Record<Role, RoleTable>> = {
  root: fill(RESOURCES, EVERYTHING),
  hrAdmin: {
    ...fill(HR_RECORDS, within('enterprises', ALL_WRITES)),
    employee: { ...within('enterprises', ALL_WRITES), readPrivate: 'enterprises' },
    salary: { ...within('enterprises', ALL_WRITES), readPrivate: 'enterprises' },
    leave: { ...within('enterprises', ALL_WRITES), decide: 'enterprises', readPrivate: 'enterprises' },
    mission: { ...within('enterprises', ALL_WRITES), decide: 'enterprises' },
    ...fill(ORGANISATION, within('enterprises', ALL_WRITES)),
    enterprise: within('enterprises', ['read', 'update', 'export']),
    ...fill(REFERENCE, within('all', READ_ONLY)),
    dashboard: within('enterprises', READ_ONLY),
    orgTree: within('enterprises', READ_ONLY),
    calendar: within('enterprises', ['read', 'create', 'update', 'delete']),
    leaveBalance: within('enterprises', ['read', 'update']),
    employeeImport: within('enterprises', ['create']),
    users: within('enterprises', ['read', 'create', 'update', 'delete']),
    audit: within('enterprises', ['read', 'export']),
    attendanceCorrection: within('enterprises', ['read', 'decide', 'update']),
    privateChange: within('enterprises', ['read', 'decide']),
    // Approval chains are company-wide; stand-ins are named for the managers of her enterprises.
    approvalPolicy: within('all', ['read', 'create', 'update', 'delete']),
    standIn: within('enterprises', ['read', 'create', 'update', 'delete']),
    // The mail sent to the people of her enterprises; `update` sends a failed one again.
    mail: within('enterprises', ['read', 'update']),
    // An exit's checklist, and the certificat de travail and attestations d'emploi she makes (docs/domain.md, "Exits").
    exitChecklist: within('enterprises', ['read', 'update']),
    employmentDocument: within('enterprises', ['read', 'create', 'update']),
    // Her enterprises' payroll months (close, reopen), codes and exports (docs/payroll.md).
    payroll: within('enterprises', ['read', 'update', 'export']),
    // Her enterprises' registre unique du personnel, read and exported (docs/domain.md, "Staff register"); nobody writes it.
    staffRegister: within('enterprises', ['read', 'export']),
    // What is due under the retention policy among the people of her enterprises, its dry run and its purge (docs/retention.md).
    retention: within('enterprises', ['read', 'update']),
  },
  manager: {
    employee: within('team', ['read', 'export']),
    assignment: within('team', READ_ONLY),
    attendance: within('team', READ_ONLY),
    // Why someone of her team is away is not hers to know: only her own leaves' types (docs/roles.md).
    leave: { ...within('team', ['read', 'decide']), readPrivate: 'self' },
    mission: within('team', ['read', 'decide']),
    leaveBalance: within('team', READ_ONLY),
    calendar: within('team', READ_ONLY),
    projet: within('all', READ_ONLY),
    ...fill(ORGANISATION, within('all', READ_ONLY)),
    enterprise: within('all', READ_ONLY),
    ...fill(REFERENCE, within('all', READ_ONLY)),
    orgTree: within('all', READ_ONLY),
    dashboard: within('team', READ_ONLY),
    attendanceCorrection: within('team', ['read', 'decide']),
    standIn: within('self', ['read', 'create', 'update', 'delete']),
  },
  employee: {
    employee: { read: 'self', readPrivate: 'self' },
    assignment: within('self', READ_ONLY),
    attendance: within('self', ['read', 'create', 'update']),
    leave: within('self', ['read', 'create', 'update', 'readPrivate']),
    mission: within('self', ['read', 'create', 'update']),
    salary: { read: 'self', readPrivate: 'self' },
    leaveBalance: within('self', READ_ONLY),
    calendar: within('unit', READ_ONLY),
    ...fill(ORGANISATION, within('all', READ_ONLY)),
    enterprise: within('all', READ_ONLY),
    ...fill(REFERENCE, within('all', READ_ONLY)),
    attendanceCorrection: within('self', ['read', 'create', 'update']),
    privateChange: within('self', ['read', 'create', 'update']),
    // The periods she holds as someone's stand-in.
    standIn: within('self', READ_ONLY),
    // Her own certificat and attestations; she asks for an attestation (made at once when HR allows it).
    employmentDocument: within('self', ['read', 'create']),
  },
};

/** Broadest first: when two grants allow an action, the wider reach wins. */
const BREADTH: Readonly<Record<Reach, number>> = { all: 4, enterprises: 3, team: 2, unit: 1, self: 0 };

/** The reaches the user's grants give for an action on a resource, with the grant behind each (none: refused). */
export function reachesOf(grants: readonly Grant[], resource: Resource, action: Action): { reach: Reach; grant: Grant }[] {
  return grants
    .flatMap((grant) => {
      const reach = PERMISSIONS[grant.role][resource]?.[action];
      return reach ? [{ reach, grant }] : [];
    })
    .sort((a, b) => BREADTH[b.reach] - BREADTH[a.reach]);
}

/** Whether the user is an employee and nothing more (only `employee` grants): their home is their space (docs/roles.md). */
export const isEmployeeOnly = (grants: readonly Grant[]): boolean => grants.length > 0 && grants.every((grant) => grant.role === 'employee');

/** Whether any grant allows the action on the resource, somewhere. */
export const may = (grants: readonly Grant[], resource: Resource, action: Action): boolean =>
  reachesOf(grants, resource, action).length > 0;
