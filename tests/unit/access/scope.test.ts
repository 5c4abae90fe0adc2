import { beforeEach, describe, expect, it } from 'vitest';
import type { Grant } from '@/domain/grants';
import { holds, holdsWritten, withinOf } from '@server/core/access/area-reach';
import { scopeOf, type Scope } from '@server/core/access/scope';
import { createAppContext, type AppContext } from '@server/core/hr/context';
import type { Session } from '@server/core/ports';
import type { Clock } from '@server/core/storage/store';
import { createMemoryRepository } from '@server/memory/repository';
import { TEST_ACTOR, smallFixture } from '../fake-backend/small-fixture';

/**
 * The small fixture: Effectif (1) has DRH → Paie → service 1 (headed by employee 1: employees
 * 1, 3, 5, 6) and DSI → Infrastructure → service 2 (employee 2); Alsace Industrie (2) has
 * DG → Production → services 3 (employee 4) and 4 (nobody).
 */
const TODAY = '2026-03-16';
const clock: Clock = { today: () => TODAY, now: () => `${TODAY}T10:00:00.000Z` };

let ctx: AppContext;
beforeEach(() => {
  ctx = createAppContext(createMemoryRepository(smallFixture(), clock), clock).as(TEST_ACTOR);
});

const session = (grants: Grant[], employeeId?: number): Session => ({ userId: 9, name: 'Essai', grants, ...(employeeId ? { employeeId } : {}) });
const sorted = (ids: ReadonlySet<number>) => [...ids].sort((a, b) => a - b);
const sets = (scope: Scope) => ({
  all: scope.all,
  people: sorted(scope.people),
  enterprises: sorted(scope.enterprises),
  directions: sorted(scope.directions),
  departments: sorted(scope.departments),
  services: sorted(scope.services),
});

describe('a reach as the records it covers', () => {
  it('root: every record', async () => {
    expect((await scopeOf(session([{ role: 'root' }]), 'salary', 'readPrivate', ctx)).all).toBe(true);
  });

  it("enterprises: the people placed in the grant's enterprises and those placed nowhere yet, and their units", async () => {
    const hr = session([{ role: 'hrAdmin', enterpriseIds: [2] }], 4);
    expect(sets(await scopeOf(hr, 'employee', 'read', ctx))).toEqual({
      all: false,
      people: [4],
      enterprises: [2],
      directions: [3],
      departments: [3],
      services: [3, 4],
    });
    await ctx.transaction(async ({ db }) => {
      const zola = (await db.get('employees', 4))!;
      await db.insert('employees', { ...zola, id: 7, matricule: 'EMP-000007', workEmail: 'nouvelle@effectif.fr' });
    });
    expect(sorted((await scopeOf(session([{ role: 'hrAdmin', enterpriseIds: [2] }]), 'employee', 'read', ctx)).people)).toEqual([4, 7]);
    expect(sorted((await scopeOf(session([{ role: 'hrAdmin', enterpriseIds: [1] }]), 'employee', 'read', ctx)).people)).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('team: the people of the units the employee heads and of the units below', async () => {
    expect(sets(await scopeOf(session([{ role: 'manager' }], 1), 'leave', 'decide', ctx))).toEqual({
      all: false,
      people: [1, 3, 5, 6],
      enterprises: [],
      directions: [],
      departments: [],
      services: [1],
    });
    // Heading the direction of Alsace Industrie: its departments and services too.
    await ctx.transaction(async ({ db }) => {
      const dg = (await db.get('directions', 3))!;
      await db.update('directions', { ...dg, headEmployeeId: 2, version: dg.version + 1 }, dg.version);
    });
    expect(sets(await scopeOf(session([{ role: 'manager' }], 2), 'employee', 'read', ctx))).toMatchObject({ people: [4], departments: [3], services: [3, 4] });
    // Heading nothing, or linked to nobody: nobody.
    expect(sorted((await scopeOf(session([{ role: 'manager' }], 3), 'employee', 'read', ctx)).people)).toEqual([]);
    expect(sorted((await scopeOf(session([{ role: 'manager' }]), 'employee', 'read', ctx)).people)).toEqual([]);
  });

  it("unit: the people of the employee's own service; self: the employee", async () => {
    expect(sets(await scopeOf(session([{ role: 'employee' }], 3), 'calendar', 'read', ctx))).toMatchObject({ people: [1, 3, 5, 6], services: [1] });
    expect(sets(await scopeOf(session([{ role: 'employee' }], 3), 'leave', 'read', ctx))).toMatchObject({ all: false, people: [3], services: [] });
  });

  it('several grants: what any of them reaches; none allowing the action: nothing', async () => {
    const both = session([{ role: 'manager' }, { role: 'employee' }], 2);
    expect(sorted((await scopeOf(both, 'leave', 'read', ctx)).people)).toEqual([2]);
    expect(sorted((await scopeOf(both, 'leave', 'create', ctx)).people)).toEqual([2]);
    expect(sets(await scopeOf(session([{ role: 'manager' }], 1), 'salary', 'read', ctx))).toMatchObject({ all: false, people: [], services: [] });
  });
});

describe("an area's records within a scope", () => {
  it('limit a list by whose records they are; reference data by a reach of every record only', async () => {
    const hr = await scopeOf(session([{ role: 'hrAdmin', enterpriseIds: [2] }]), 'employee', 'read', ctx);
    expect(withinOf('employee', hr)).toEqual([{ field: 'id', ids: [4] }]);
    expect(withinOf('leave', hr)).toEqual([{ field: 'employeeId', ids: [4] }]);
    expect(withinOf('service', hr)).toEqual([{ field: 'departmentId', ids: [3] }]);
    expect(withinOf('city', hr)).toEqual([{ field: 'id', ids: [] }]);
    expect(withinOf('city', await scopeOf(session([{ role: 'root' }]), 'city', 'read', ctx))).toBeUndefined();
  });

  it('hold a record of their people and units, and a written assignment only within their services', async () => {
    const hr = await scopeOf(session([{ role: 'hrAdmin', enterpriseIds: [2] }]), 'assignment', 'create', ctx);
    expect(holds('leave', hr, { employeeId: 4 })).toBe(true);
    expect(holds('leave', hr, { employeeId: 1 })).toBe(false);
    expect(holds('position', hr, { enterpriseId: 2 })).toBe(true);
    expect(holdsWritten('assignment', hr, { employeeId: 4, serviceId: 4 })).toBe(true);
    expect(holdsWritten('assignment', hr, { employeeId: 4, serviceId: 1 })).toBe(false);
    expect(holdsWritten('employee', hr, { firstName: 'Nouvelle' })).toBe(true);
    const self = await scopeOf(session([{ role: 'employee' }], 3), 'leave', 'create', ctx);
    expect(holdsWritten('leave', self, { employeeId: 3 })).toBe(true);
    expect(holdsWritten('leave', self, { employeeId: 1 })).toBe(false);
  });
});
