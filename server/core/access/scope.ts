import type { Grant } from '@/domain/grants';
import type { Direction } from '@/domain/hr/organisation';
import { reachesOf, type Action, type Reach, type Resource } from '@/domain/permissions';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import type { ReachSet } from '../storage/repository';
import { forgetStandInsHeld, standInsHeld } from '../approval/held';

/** A set of a scope: what a record's field is looked up in. */
export type ScopeSet = ReachSet;
export const SCOPE_SETS: readonly ScopeSet[] = ['people', 'enterprises', 'directions', 'departments', 'services'];

/**
 * The records a session's grants cover for one action on one resource (docs/roles.md):
 * every record (`all`), or the people and units listed, in each set of `ScopeSet`. A record of
 * a person belongs to the scope when that person is in `people`; a unit when it is in its set.
 */
export interface Scope extends Record<ScopeSet, ReadonlySet<number>> {
  all: boolean;
  /** Whether the people placed nowhere yet (new employees, to be assigned) are covered: a reach of enterprises. */
  unplaced: boolean;
}

const none = new Set<number>();
const EVERYTHING: Scope = { all: true, unplaced: true, people: none, enterprises: none, directions: none, departments: none, services: none };
const NOTHING: Scope = { all: false, unplaced: false, people: none, enterprises: none, directions: none, departments: none, services: none };

const idsOf = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));

/**
 * The units picked, and every unit below them: the directions `picked` (by their enterprise
 * or their head), the departments of those directions or `alsoHeaded`, the services of those
 * departments or `alsoHeaded`.
 */
async function unitsBelow(ctx: AppContext, picked: (direction: Direction) => boolean, alsoHeaded: (unit: { headEmployeeId?: number }) => boolean) {
  const directions = idsOf((await ctx.db.all('directions')).filter(picked));
  const departments = idsOf((await ctx.db.all('departments')).filter((row) => directions.has(row.directionId) || alsoHeaded(row)));
  const services = idsOf((await ctx.db.all('services')).filter((row) => departments.has(row.departmentId) || alsoHeaded(row)));
  return { directions, departments, services };
}

/** The people placed in the services today, as a set. */
const peopleIn = async (ctx: AppContext, services: ReadonlySet<number>) => new Set(await ctx.db.placedIn([...services], ctx.clock.today()));

/** The units `headId` heads and every unit below them, with the people placed in them today. */
async function teamOf(headId: number, ctx: AppContext): Promise<Scope> {
  const heads = (row: { headEmployeeId?: number }) => row.headEmployeeId === headId;
  const units = await unitsBelow(ctx, heads, heads);
  return { ...NOTHING, people: await peopleIn(ctx, units.services), ...units };
}

/**
 * What a stand-in reaches of the manager they stand in for, during the period (docs/domain.md,
 * "Stand-ins"): the manager's team, to read and decide these resources. Others add theirs here.
 */
export const STAND_IN_RESOURCES: readonly Resource[] = ['leave', 'mission', 'attendanceCorrection'];
const STAND_IN_ACTIONS: readonly Action[] = ['read', 'decide'];

/** What one reach of one grant covers. */
async function scopeOfReach(reach: Reach, grant: Grant, session: Session, ctx: AppContext): Promise<Scope> {
  const self = session.employeeId;
  switch (reach) {
    case 'all':
      return EVERYTHING;
    case 'enterprises': {
      // The people of the grant's enterprises, and those placed nowhere yet (just created, to be assigned).
      const enterprises = new Set(grant.role === 'hrAdmin' ? grant.enterpriseIds : []);
      const units = await unitsBelow(ctx, (row) => enterprises.has(row.enterpriseId), () => false);
      const people = await peopleIn(ctx, units.services);
      for (const id of await ctx.db.unplaced()) people.add(id);
      return { all: false, unplaced: true, people, enterprises, ...units };
    }
    case 'team':
      return self === undefined ? NOTHING : teamOf(self, ctx);
    case 'unit': {
      const own = self === undefined ? undefined : (await ctx.principalAssignment(self))?.serviceId;
      const services = new Set(own === undefined ? [] : [own]);
      return { ...NOTHING, people: await peopleIn(ctx, services), services };
    }
    case 'self':
      return self === undefined ? NOTHING : { ...NOTHING, people: new Set([self]) };
  }
}

/** Two scopes as one: what either covers. */
function union(a: Scope, b: Scope): Scope {
  if (a.all || b.all) return EVERYTHING;
  const merged: Scope = { ...NOTHING, unplaced: a.unplaced || b.unplaced };
  for (const set of SCOPE_SETS) merged[set] = new Set([...a[set], ...b[set]]);
  return merged;
}

/** Per request (a session object lives for one): each reach computed once, until the request writes. */
const computed = new WeakMap<Session, Map<string, Promise<Scope>>>();

/** After a write: the people placed where they were may have moved, or a new one be placed nowhere yet. */
export const forgetScopes = (session: Session) => {
  computed.delete(session);
  forgetStandInsHeld(session);
};

/** The scope kept for the session under `key`, computed the first time. */
function remembered(session: Session, key: string, compute: () => Promise<Scope>): Promise<Scope> {
  let byReach = computed.get(session);
  if (!byReach) computed.set(session, (byReach = new Map()));
  let scope = byReach.get(key);
  if (!scope) byReach.set(key, (scope = compute()));
  return scope;
}

function cachedScope(reach: Reach, grant: Grant, session: Session, ctx: AppContext): Promise<Scope> {
  const key = grant.role === 'hrAdmin' && reach === 'enterprises' ? `${reach}:${grant.enterpriseIds.join(',')}` : reach;
  return remembered(session, key, () => scopeOfReach(reach, grant, session, ctx));
}

/** The records the session may act on with `action` on `resource`: the union of what each grant allowing it reaches. */
export async function scopeOf(session: Session, resource: Resource, action: Action, ctx: AppContext): Promise<Scope> {
  let scope = NOTHING;
  for (const { reach, grant } of reachesOf(session.grants, resource, action)) {
    scope = union(scope, await cachedScope(reach, grant, session, ctx));
    if (scope.all) break;
  }
  if (scope.all || !STAND_IN_RESOURCES.includes(resource) || !STAND_IN_ACTIONS.includes(action)) return scope;
  // During a stand-in's period: the team of the manager they stand in for.
  for (const { managerId } of await standInsHeld(ctx, session)) scope = union(scope, await cachedTeam(managerId, session, ctx));
  return scope;
}

const cachedTeam = (managerId: number, session: Session, ctx: AppContext) => remembered(session, `standIn:${managerId}`, () => teamOf(managerId, ctx));

/** What the session's grants of these reaches only cover (HR's `enterprises` and `all`, say), without any stand-in's. */
export async function scopeOfReaches(session: Session, resource: Resource, action: Action, ctx: AppContext, reaches: readonly Reach[]): Promise<Scope> {
  let scope = NOTHING;
  for (const { reach, grant } of reachesOf(session.grants, resource, action)) {
    if (reaches.includes(reach)) scope = union(scope, await cachedScope(reach, grant, session, ctx));
  }
  return scope;
}

/** Whether the id is in the scope's set (every id is when the scope is everything). */
export const covers = (scope: Scope, set: ScopeSet, id: number | undefined): boolean => scope.all || (id !== undefined && scope[set].has(id));
