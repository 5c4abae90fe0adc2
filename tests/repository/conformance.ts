import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AreaDefinition, AreaTable } from '@server/core/hr/area';
import { cityArea } from '@server/core/hr/areas/city';
import { directionArea } from '@server/core/hr/areas/direction';
import { employeeArea } from '@server/core/hr/areas/employee';
import { leaveArea } from '@server/core/hr/areas/leave';
import { missionArea } from '@server/core/hr/areas/mission';
import { createAppContext, type AppContext } from '@server/core/hr/context';
import { parseListQuery } from '@server/core/hr/list-query';
import { StaleVersion, type AuditQuery, type HrRepository, type NewAuditEntry } from '@server/core/storage/repository';
import type { Clock } from '@server/core/storage/store';
import type { HrTables } from '@server/core/storage/tables';
import { smallFixture } from '../unit/fake-backend/small-fixture';

/** Opens a repository over these tables (a fresh database each time); `close` ends it. */
export interface RepositoryFactory {
  open(tables: HrTables, clock: Clock): Promise<HrRepository>;
  close?(repository: HrRepository): Promise<void>;
}

const TODAY = '2026-03-16';
const clock: Clock = { today: () => TODAY, now: () => `${TODAY}T10:00:00.000Z` };

/** Thrown to undo a transaction in the tests. */
class Refused extends Error {}

/**
 * What every adapter of the repository port guarantees, run over the small fixture (the
 * ids are known by heart there): the memory adapter runs it, the SQL adapter runs the same.
 */
export function repositoryConformance(name: string, factory: RepositoryFactory) {
  describe(`${name}: the repository port`, () => {
    let repository: HrRepository;
    let ctx: AppContext;
    const list = <T extends AreaTable, I extends object, N extends object>(area: AreaDefinition<T, I, N>, search: string) =>
      repository.listPage(ctx.view(area), parseListQuery(new URLSearchParams(search), area, ctx));

    beforeEach(async () => {
      repository = await factory.open(smallFixture(), clock);
      ctx = createAppContext(repository, clock);
    });
    afterEach(async () => {
      await factory.close?.(repository);
    });

    describe('reads', () => {
      it('gets a row by key, several in the order asked, nothing for an unknown key', async () => {
        expect((await repository.get('employees', 2))?.lastName).toBe('Martin');
        expect(await repository.get('employees', 999)).toBeUndefined();
        expect((await repository.getMany('employees', [3, 999, 1])).map((row) => row.id)).toEqual([3, 1]);
        expect((await repository.get('leaveTypes', 1))?.code).toBe('CP');
      });

      it('finds rows by a field, in key order, and counts them', async () => {
        expect((await repository.where('assignments', 'employeeId', 5)).map((row) => row.id)).toEqual([5, 6]);
        expect((await repository.where('cities', 'countryId', 1)).map((row) => row.id)).toEqual([1, 2, 4]);
        expect(await repository.countWhere('assignments', 'serviceId', 1)).toBe(4);
        expect(await repository.countWhere('employees', 'nationalityCountryId', 2)).toBe(0);
      });

      it('reads small tables whole, in key order', async () => {
        expect((await repository.all('services')).map((row) => row.code)).toEqual(['PAIE-1', 'RES', 'ATL', 'VIDE']);
        expect(await repository.all('calendarEvents')).toEqual([]);
      });

      it('finds the spans of an employee overlapping a period, ends included, open ends running on', async () => {
        const ids = async (start: string, end?: string, except?: number) =>
          (await repository.overlapping('assignments', 5, end === undefined ? { start } : { start, end }, except)).map((row) => row.id);
        expect(await ids('2024-12-31', '2024-12-31')).toEqual([5]);
        expect(await ids('2025-01-01', '2025-01-01')).toEqual([6]);
        expect(await ids('2024-06-01', '2025-06-01')).toEqual([5, 6]);
        expect(await ids('2030-01-01')).toEqual([6]);
        expect(await ids('2019-01-01', '2019-12-31')).toEqual([]);
        expect(await ids('2024-06-01', '2025-06-01', 6)).toEqual([5]);
        expect((await repository.overlapping('leaves', 1, { start: '2026-02-13', end: '2026-03-01' })).map((row) => row.id)).toEqual([1]);
      });

      it("reads several employees' rows in a span at once: spans overlapping it, attendance days in it, in key order", async () => {
        const ids = async (table: 'assignments' | 'leaves' | 'attendance', employees: number[], start: string, end?: string) =>
          (await repository.ofEmployeesIn(table, employees, end === undefined ? { start } : { start, end })).map((row) => row.id);
        expect(await ids('assignments', [5, 1, 2], '2024-12-31', '2024-12-31')).toEqual([1, 2, 5]);
        expect(await ids('assignments', [5, 6], '2025-01-01')).toEqual([6, 7]);
        expect(await ids('leaves', [1, 2, 4], '2026-02-13', '2026-04-03')).toEqual([1, 2]);
        expect(await ids('attendance', [1, 2, 4], '2026-03-10', '2026-03-10')).toEqual([3]);
        expect(await ids('attendance', [1, 4], '2026-03-09')).toEqual([1, 3]);
        expect(await ids('attendance', [], '2026-03-01')).toEqual([]);
        expect(await repository.attendanceTimes([2, 4], { start: '2026-03-09', end: '2026-03-10' })).toEqual([
          { employeeId: 2, date: '2026-03-09', checkIn: '08:00', checkOut: '16:00', breakMinutes: 30 },
          { employeeId: 4, date: '2026-03-10', breakMinutes: 0 },
        ]);
        const correction = { id: 1, createdAt: clock.now(), updatedAt: clock.now(), version: 1, checkIn: '09:00', checkOut: '17:00', breakMinutes: 45, reason: 'Oubli', status: 'pending' as const };
        await repository.transaction(async (tx) => {
          await tx.insert('attendanceCorrections', { ...correction, employeeId: 2, date: '2026-03-02' });
          await tx.insert('attendanceCorrections', { ...correction, id: 2, employeeId: 3, date: '2026-02-27' });
        });
        const corrections = await repository.ofEmployeesIn('attendanceCorrections', [2, 3], { start: '2026-03-01', end: '2026-03-31' });
        expect(corrections.map((row) => row.id)).toEqual([1]);
      });

      it("gives an employee's principal assignment on a day", async () => {
        expect((await repository.principalAssignment(5, '2024-06-01'))?.id).toBe(5);
        expect((await repository.principalAssignment(5, TODAY))?.id).toBe(6);
        expect(await repository.principalAssignment(6, '2025-08-31')).toBeUndefined();
      });

      it('finds rows by a unique key of a view, and the highest number of a sequence', async () => {
        expect(await repository.withUniqueKey(ctx.view(employeeArea), 'workEmail', 'jean.martin@effectif.fr')).toEqual([2]);
        expect(await repository.withUniqueKey(ctx.view(employeeArea), 'workEmail', 'nobody@effectif.fr')).toEqual([]);
        expect(await repository.highest(ctx.view(employeeArea), 'matricule')).toBe(6);
        expect(await repository.highest(ctx.view(missionArea), 'reference', '2026')).toBe(1);
        expect(await repository.highest(ctx.view(missionArea), 'reference', '2027')).toBe(0);
      });

      it('counts rows by month of a date from a month on, among the rows within a limit when given', async () => {
        const leaves = await repository.countByMonth('leaves', 'startDate', '2026-02');
        expect(Object.fromEntries(leaves)).toEqual({ '2026-02': 1, '2026-04': 1 });
        const ofTwo = await repository.countByMonth('leaves', 'startDate', '2026-01', [{ field: 'employeeId', ids: [2, 4] }]);
        expect(Object.fromEntries(ofTwo)).toEqual({ '2026-01': 1, '2026-04': 1 });
        expect(Object.fromEntries(await repository.countByMonth('employees', 'hireDate', '2020-01', [{ field: 'id', ids: [1, 6] }]))).toEqual({ '2020-01': 2 });
      });

      it('tells who is placed in services on a day: by the principal assignment then, else the last one to start', async () => {
        expect(await repository.placedIn([1], TODAY)).toEqual([1, 3, 5, 6]);
        expect(await repository.placedIn([2], '2024-06-01')).toEqual([2, 5]);
        expect(await repository.placedIn([3, 4], TODAY)).toEqual([4]);
        // Before anyone's assignment: where each one's last assignment puts them.
        expect(await repository.placedIn([2], '2019-01-01')).toEqual([2]);
        expect(await repository.placedIn([], TODAY)).toEqual([]);
      });

      it('tells who is placed nowhere yet', async () => {
        expect(await repository.unplaced()).toEqual([]);
        await repository.transaction(async (tx) => {
          const zola = (await tx.get('employees', 4))!;
          await tx.insert('employees', { ...zola, id: 7, matricule: 'EMP-000007', workEmail: 'nouveau@effectif.fr' });
          await tx.remove('assignments', 4);
        });
        expect(await repository.unplaced()).toEqual([4, 7]);
        expect(await repository.placedIn([3], TODAY)).toEqual([]);
      });
    });

    describe('list pages', () => {
      it('filter on resolved names, search accent-blind words, sort, page, and give the names', async () => {
        const page = await list(employeeArea, 'serviceId=1&q=e&sort=-lastName&pageSize=2&page=1');
        expect(page.total).toBe(4);
        expect(page.items.map((item) => [item.id, item.serviceName])).toEqual([
          [6, 'Comptabilité sociale'],
          [3, 'Comptabilité sociale'],
        ]);
        const next = await list(employeeArea, 'serviceId=1&q=e&sort=-lastName&pageSize=2&page=2');
        expect(next.items.map((item) => item.id)).toEqual([1, 5]);
        expect((await list(employeeArea, 'q=EMILE')).items.map((item) => item.id)).toEqual([4]);
      });

      it('count and page only the rows within the limits given', async () => {
        const within = [{ field: 'employeeId', ids: [1, 2, 3] }];
        const query = { ...parseListQuery(new URLSearchParams('sort=-startDate&pageSize=1'), leaveArea, ctx), within };
        const first = await repository.listPage(ctx.view(leaveArea), query);
        expect([first.total, first.items.map((item) => item.id)]).toEqual([2, [2]]);
        expect((await repository.listPage(ctx.view(leaveArea), { ...query, page: 2 })).items.map((item) => item.id)).toEqual([1]);
        const employees = { ...parseListQuery(new URLSearchParams('serviceId=1'), employeeArea, ctx), within: [{ field: 'id', ids: [1, 2, 6] }] };
        expect((await repository.listPage(ctx.view(employeeArea), employees)).items.map((item) => item.id)).toEqual([1, 6]);
        const directions = { ...parseListQuery(new URLSearchParams(''), directionArea, ctx), within: [{ field: 'enterpriseId', ids: [2] }] };
        expect((await repository.listPage(ctx.view(directionArea), directions)).items.map((item) => item.id)).toEqual([3]);
        const nothing = { ...query, within: [{ field: 'employeeId', ids: [] }] };
        expect((await repository.listPage(ctx.view(leaveArea), nothing)).total).toBe(0);
        const counts = await repository.tally(ctx.view(employeeArea), { filters: [], words: [], today: TODAY, within: [{ field: 'id', ids: [1, 2, 3] }] }, 'serviceId');
        expect(Object.fromEntries(counts)).toEqual({ 1: 2, 2: 1 });
      });

      it('count the matches on a page past the last one, and when nothing matches', async () => {
        expect(await list(employeeArea, 'serviceId=1&q=e&pageSize=2&page=5')).toMatchObject({ items: [], total: 4 });
        expect(await list(employeeArea, 'q=personne-de-ce-nom')).toMatchObject({ items: [], total: 0 });
      });

      it('sort absent values last and break ties by key', async () => {
        const page = await list(cityArea, 'sort=region,countryName');
        expect(page.items.map((item) => item.id)).toEqual([2, 1, 3, 4]);
      });

      it('tally matching rows by a resolved field', async () => {
        const active = { spec: employeeArea.filters.status, value: 'active' };
        const counts = await repository.tally(ctx.view(employeeArea), { filters: [active], words: [], today: TODAY }, 'serviceId');
        expect(Object.fromEntries(counts)).toEqual({ 1: 4, 2: 1, 3: 1 });
      });

      it('show names that follow the rows they come from', async () => {
        expect((await list(employeeArea, 'q=paie durand')).total).toBe(1);
        await repository.transaction(async (tx) => {
          const service = (await tx.get('services', 1))!;
          await tx.update('services', { ...service, name: 'Paie et social', version: service.version + 1 }, service.version);
        });
        const [helene] = await repository.withNames(ctx.view(employeeArea), [(await repository.get('employees', 1))!]);
        expect(helene.serviceName).toBe('Paie et social');
        expect((await list(employeeArea, 'q=social durand')).items.map((item) => item.id)).toEqual([1]);
      });
    });

    describe('transactions', () => {
      it('keep every write when the function resolves', async () => {
        const id = await repository.transaction(async (tx) => {
          const fresh = await tx.nextId('cities');
          await tx.insert('cities', { id: fresh, name: 'Lille', countryId: 1, createdAt: clock.now(), updatedAt: clock.now(), version: 1 });
          expect((await tx.get('cities', fresh))?.name).toBe('Lille');
          return fresh;
        });
        expect(id).toBeGreaterThan(4);
        expect((await repository.get('cities', id))?.name).toBe('Lille');
      });

      it('keep none when it throws, unique keys and sequences included', async () => {
        const martin = (await repository.get('employees', 2))!;
        await expect(
          repository.transaction(async (tx) => {
            await tx.update('employees', { ...martin, workEmail: 'autre@effectif.fr', matricule: 'EMP-000900', version: 2 }, 1);
            await tx.remove('services', 4);
            expect(await tx.withUniqueKey(ctx.view(employeeArea), 'workEmail', 'autre@effectif.fr')).toEqual([2]);
            throw new Refused();
          }),
        ).rejects.toBeInstanceOf(Refused);
        expect(await repository.get('employees', 2)).toEqual(martin);
        expect(await repository.get('services', 4)).toBeDefined();
        expect(await repository.withUniqueKey(ctx.view(employeeArea), 'workEmail', 'autre@effectif.fr')).toEqual([]);
        expect(await repository.highest(ctx.view(employeeArea), 'matricule')).toBe(6);
      });

      it('refuse an update whose version moved on, and an insert of a key taken', async () => {
        const paris = (await repository.get('cities', 1))!;
        await expect(
          repository.transaction((tx) => tx.update('cities', { ...paris, region: 'Paris', version: 3 }, 2)),
        ).rejects.toBeInstanceOf(StaleVersion);
        await expect(repository.transaction((tx) => tx.insert('cities', paris))).rejects.toThrow();
        expect(await repository.get('cities', 1)).toEqual(paris);
      });

      it('hand out a fresh key each time, never one used before', async () => {
        const first = await repository.transaction(async (tx) => {
          const id = await tx.nextId('countries');
          await tx.insert('countries', { id, code: 'IT', names: { fr: 'Italie', en: 'Italy' }, active: true, createdAt: clock.now(), updatedAt: clock.now(), version: 1 });
          await tx.remove('countries', id);
          return id;
        });
        const second = await repository.transaction((tx) => tx.nextId('countries'));
        expect(first).toBeGreaterThan(3);
        expect(second).toBeGreaterThan(first);
      });

      it('tell the core the rows they wrote so far, as found and as written', async () => {
        const paris = (await repository.get('cities', 1))!;
        const seen = await repository.transaction(async (tx) => {
          await tx.update('cities', { ...paris, region: 'Paris', version: paris.version + 1 }, paris.version);
          const id = await tx.nextId('countries');
          await tx.insert('countries', { id, code: 'IT', names: { fr: 'Italie', en: 'Italy' }, active: true, createdAt: clock.now(), updatedAt: clock.now(), version: 1 });
          await tx.remove('services', 4);
          return { id, changes: [...tx.changes()] };
        });
        const told = seen.changes.map(({ table, key, before, after }) => [table, key, before && 'found', after && 'written']);
        expect(told).toEqual(expect.arrayContaining([['cities', 1, 'found', 'written'], ['countries', seen.id, undefined, 'written'], ['services', 4, 'found', undefined]]));
        expect(told).toHaveLength(3);
        expect(seen.changes.find((change) => change.table === 'cities')).toMatchObject({ before: paris, after: { region: 'Paris' } });
      });

      it('never lose a write of another: each concurrent bump is kept or refused as stale', async () => {
        const bump = () =>
          repository.transaction(async (tx) => {
            const row = (await tx.get('positions', 1))!;
            await tx.update('positions', { ...row, budgetedHeadcount: row.budgetedHeadcount + 1, version: row.version + 1 }, row.version);
          });
        const outcomes = await Promise.allSettled([bump(), bump(), bump()]);
        const kept = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
        for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(StaleVersion);
        expect(kept).toBeGreaterThan(0);
        expect((await repository.get('positions', 1))?.budgetedHeadcount).toBe(3 + kept);
      });
    });

    describe('the audit trail', () => {
      const entry = (userId: number, area: string, recordId: number | undefined, at: string): NewAuditEntry => ({
        at,
        userId,
        userName: `Utilisateur ${userId}`,
        area: area as NewAuditEntry['area'],
        ...(recordId === undefined ? {} : { recordId }),
        action: 'update',
        changes: [{ field: 'name', before: 'Paie', after: 'Paie et social' }, { field: 'nir', private: true }],
      });
      /** The trail outlives a reload of the tables: each test reads only what it wrote. */
      let since = 0;
      const read = async (query: Omit<AuditQuery, 'page' | 'pageSize'>, page = 1, pageSize = 10) => {
        const found = await repository.auditPage({ afterId: since, ...query, page, pageSize });
        return { ids: found.items.map((item) => [item.userId, item.area, item.recordId ?? null, item.at]), total: found.total };
      };
      beforeEach(async () => {
        since = (await repository.auditPage({ page: 1, pageSize: 1 })).items[0]?.id ?? 0;
        await repository.transaction((tx) =>
          tx.appendAudit([
            entry(7, 'employee', 2, '2026-03-14T09:00:00.000Z'),
            entry(8, 'employeePrivate', 2, '2026-03-15T09:00:00.000Z'),
            entry(7, 'city', 1, '2026-03-16T09:00:00.000Z'),
            entry(7, 'reset', undefined, '2026-03-16T18:00:00.000Z'),
          ]),
        );
      });

      it('keeps each entry whole, numbered in order, newest first', async () => {
        const { items, total } = await repository.auditPage({ afterId: since, page: 1, pageSize: 10 });
        expect(total).toBe(4);
        expect(items[3]).toEqual({ id: items[3].id, ...entry(7, 'employee', 2, '2026-03-14T09:00:00.000Z') });
        expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort((a, b) => b - a));
        expect(items[0]).not.toHaveProperty('recordId');
      });

      it('filters by who, areas, record and period, and pages', async () => {
        expect((await read({ userId: 7 })).total).toBe(3);
        expect((await read({ areas: ['employee', 'employeePrivate'], recordId: 2 })).ids).toEqual([
          [8, 'employeePrivate', 2, '2026-03-15T09:00:00.000Z'],
          [7, 'employee', 2, '2026-03-14T09:00:00.000Z'],
        ]);
        expect((await read({ since: '2026-03-15T00:00:00.000Z', until: '2026-03-16T00:00:00.000Z' })).ids).toEqual([[8, 'employeePrivate', 2, '2026-03-15T09:00:00.000Z']]);
        const second = await read({}, 2, 3);
        expect(second).toEqual({ ids: [[7, 'employee', 2, '2026-03-14T09:00:00.000Z']], total: 4 });
        expect((await read({ areas: [] })).total).toBe(0);
      });

      it("reads the entries a reach holds: those whose owner is among its ids, never an entry of nobody, and never answers the owner", async () => {
        const owned = (recordId: number, owner?: NewAuditEntry['owner']) => ({ ...entry(11, 'employee', recordId, '2026-03-16T12:00:00.000Z'), ...(owner && { owner }) });
        await repository.transaction((tx) =>
          tx.appendAudit([
            owned(21, { set: 'people', id: 21 }),
            owned(22, { set: 'people', id: 22 }),
            owned(23, { set: 'directions', id: 21 }),
            owned(24),
          ]),
        );
        const recordsOf = async (ownedBy: AuditQuery['ownedBy']) => (await read({ userId: 11, ownedBy })).ids.map(([, , recordId]) => recordId);
        expect(await recordsOf(undefined)).toEqual([24, 23, 22, 21]);
        expect(await recordsOf([{ set: 'people', ids: [21, 99] }])).toEqual([21]);
        expect(await recordsOf([{ set: 'people', ids: [22] }, { set: 'directions', ids: [21] }])).toEqual([23, 22]);
        expect(await recordsOf([{ set: 'enterprises', ids: [21, 22, 23, 24] }])).toEqual([]);
        expect(await recordsOf([])).toEqual([]);
        const { items, total } = await repository.auditPage({ afterId: since, userId: 11, ownedBy: [{ set: 'people', ids: [21] }], page: 1, pageSize: 10 });
        expect(total).toBe(1);
        expect(items[0]).not.toHaveProperty('owner');
      });

      it('keeps the thousands of entries of one transaction (an import), in order', async () => {
        const many = Array.from({ length: 2500 }, (_, index) => entry(10, 'employee', index + 1, '2026-03-16T11:00:00.000Z'));
        await repository.transaction((tx) => tx.appendAudit(many));
        const newest = await repository.auditPage({ afterId: since, userId: 10, page: 1, pageSize: 2 });
        expect(newest.total).toBe(2500);
        expect(newest.items.map((item) => item.recordId)).toEqual([2500, 2499]);
      });

      it('keeps no entry of a transaction that fails', async () => {
        await expect(
          repository.transaction(async (tx) => {
            await tx.appendAudit([entry(9, 'city', 1, '2026-03-16T10:00:00.000Z')]);
            throw new Refused();
          }),
        ).rejects.toBeInstanceOf(Refused);
        expect((await read({ userId: 9 })).total).toBe(0);
      });

      it("takes the values out of a person's entries when a purge commits, keeping each field said changed (docs/retention.md)", async () => {
        const about = (id: number, userId: number) => ({ ...entry(userId, 'employee', id, '2026-03-16T13:00:00.000Z'), owner: { set: 'people' as const, id } });
        await repository.transaction((tx) => tx.appendAudit([about(31, 12), about(32, 12)]));
        const changesOf = async (recordId: number) => (await repository.auditPage({ afterId: since, userId: 12, recordId, page: 1, pageSize: 5 })).items[0].changes;
        await expect(
          repository.transaction(async (tx) => {
            expect(await tx.forgetAuditValues(31)).toBe(1);
            throw new Refused();
          }),
        ).rejects.toBeInstanceOf(Refused);
        expect(await changesOf(31)).toEqual(entry(12, 'employee', 31, '').changes);

        await repository.transaction(async (tx) => {
          expect(await tx.forgetAuditValues(31)).toBe(1);
        });
        expect(await changesOf(31)).toEqual([{ field: 'name', private: true }, { field: 'nir', private: true }]);
        expect(await changesOf(32)).toEqual(entry(12, 'employee', 32, '').changes);
      });
    });
  });
}
