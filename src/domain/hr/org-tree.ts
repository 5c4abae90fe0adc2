import { z } from 'zod';
import { departmentInputSchema, directionInputSchema, serviceInputSchema } from './organisation';

/** The levels of the organisation, top to bottom. */
export const ORG_LEVELS = ['enterprise', 'direction', 'department', 'service'] as const;
export type OrgLevel = (typeof ORG_LEVELS)[number];
/** The units that hang under a parent, and so can move to another one. */
export type MovableLevel = Exclude<OrgLevel, 'enterprise'>;

/** The field a unit names its parent by. */
export const PARENT_FIELD = {
  direction: 'enterpriseId',
  department: 'directionId',
  service: 'departmentId',
} as const satisfies Record<MovableLevel, string>;

/** The level of a unit's parent (a service's is the department). */
export const parentLevelOf = (level: MovableLevel): OrgLevel => ORG_LEVELS[ORG_LEVELS.indexOf(level) - 1];

/** The level below, none under a service. */
export const childLevelOf = (level: OrgLevel): OrgLevel | undefined => ORG_LEVELS[ORG_LEVELS.indexOf(level) + 1];

export const isMovable = (level: OrgLevel): level is MovableLevel => level !== 'enterprise';

const id = z.number().int().positive();

/**
 * A unit of the tree and the units below it. `headcount`: the active employees whose
 * principal assignment today is in this unit or below, so exactly the total of the employee
 * list filtered by `status=active` and `{level}Id={id}`.
 */
export const orgUnitSchema = z.object({
  level: z.enum(ORG_LEVELS),
  id,
  /** The version a write quotes back (a move is an update of the unit). */
  version: id,
  /** None for an enterprise. */
  code: z.string().optional(),
  name: z.string().min(1),
  headEmployeeId: id.optional(),
  headName: z.string().optional(),
  headcount: z.number().int().nonnegative(),
  get children(): z.ZodArray<typeof orgUnitSchema> {
    return z.array(orgUnitSchema);
  },
});
export type OrgUnit = z.infer<typeof orgUnitSchema>;

/** Every child is one level below its parent. */
const wellNested = (units: readonly OrgUnit[], level: OrgLevel | undefined): boolean =>
  units.every((unit) => unit.level === level && wellNested(unit.children, childLevelOf(unit.level)));

/** GET /app/org_tree: every enterprise with its directions, departments and services. */
export const orgTreeSchema = z
  .object({ enterprises: z.array(orgUnitSchema) })
  .refine((tree) => wellNested(tree.enterprises, 'enterprise'), { error: 'A unit is not one level below its parent.' });
export type OrgTree = z.infer<typeof orgTreeSchema>;

/** What a backend knows of a unit to place it in the tree. */
export interface OrgUnitRow {
  id: number;
  version: number;
  name: string;
  code?: string;
  headEmployeeId?: number;
}

export interface OrgTreeSource {
  enterprises: Iterable<OrgUnitRow>;
  directions: Iterable<OrgUnitRow & { enterpriseId: number }>;
  departments: Iterable<OrgUnitRow & { directionId: number }>;
  services: Iterable<OrgUnitRow & { departmentId: number }>;
  /** Active employees by the service of their principal assignment today. */
  staffByService: ReadonlyMap<number, number>;
  headName(employeeId: number): string | undefined;
}

const byName = (a: OrgUnit, b: OrgUnit) => a.name.localeCompare(b.name, 'fr') || (a.code ?? '').localeCompare(b.code ?? '') || a.id - b.id;

/** Rows grouped by their parent's id. */
function byParent<R>(rows: Iterable<R>, parentOf: (row: R) => number): Map<number, R[]> {
  const groups = new Map<number, R[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    const group = groups.get(parent);
    if (group) group.push(row);
    else groups.set(parent, [row]);
  }
  return groups;
}

/**
 * The organisation as one tree, each unit counting its own staff and its children's
 * (staff are assigned to services only), children sorted by name.
 */
export function buildOrgTree(source: OrgTreeSource): OrgTree {
  const directions = byParent(source.directions, (row) => row.enterpriseId);
  const departments = byParent(source.departments, (row) => row.directionId);
  const services = byParent(source.services, (row) => row.departmentId);
  const childRows: Record<OrgLevel, ReadonlyMap<number, OrgUnitRow[]> | undefined> = {
    enterprise: directions,
    direction: departments,
    department: services,
    service: undefined,
  };

  const unitOf = (level: OrgLevel, row: OrgUnitRow): OrgUnit => {
    const below = childLevelOf(level);
    const children = below ? (childRows[level]?.get(row.id) ?? []).map((child) => unitOf(below, child)).sort(byName) : [];
    const own = level === 'service' ? (source.staffByService.get(row.id) ?? 0) : 0;
    const headName = row.headEmployeeId === undefined ? undefined : source.headName(row.headEmployeeId);
    return {
      level,
      id: row.id,
      version: row.version,
      ...(row.code === undefined ? {} : { code: row.code }),
      name: row.name,
      ...(row.headEmployeeId === undefined ? {} : { headEmployeeId: row.headEmployeeId }),
      ...(headName === undefined ? {} : { headName }),
      headcount: children.reduce((sum, child) => sum + child.headcount, own),
      children,
    };
  };

  return { enterprises: [...source.enterprises].map((row) => unitOf('enterprise', row)).sort(byName) };
}

const INPUT_FIELDS: Record<MovableLevel, readonly string[]> = {
  direction: Object.keys(directionInputSchema.shape),
  department: Object.keys(departmentInputSchema.shape),
  service: Object.keys(serviceInputSchema.shape),
};

/**
 * The body of the update that moves a unit under another parent: its own fields as they
 * are (the names the backend resolves left out), the parent changed.
 */
export function movedUnitInput(level: MovableLevel, unit: Readonly<Record<string, unknown>>, parentId: number): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of INPUT_FIELDS[level]) if (unit[field] !== undefined) input[field] = unit[field];
  input[PARENT_FIELD[level]] = parentId;
  return input;
}
