import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock, openHrStore } from '@mocks/db/hr-store';
import { openIndexedDbPersistence } from '@mocks/db/indexeddb';
import { HR_INDEXES } from '@server/memory/indexes';
import { createMemoryTables, type TablesEvent } from '@server/memory/tables';
import { smallFixture } from './small-fixture';

const clock = fixedClock('2026-03-16');

describe('the memory tables', () => {
  it('undo every write of a transaction that fails, indexes and ids included, and tell nobody it committed', () => {
    const db = createMemoryTables(smallFixture(), HR_INDEXES);
    const events: TablesEvent[] = [];
    db.subscribe((event) => events.push(event));
    const helene = db.get('employees', 1);
    const nextId = db.nextId('assignments');
    const assignmentsOfHelene = [...db.keysWhere('assignments', 'employeeId', 1)];

    db.begin();
    db.put('employees', { ...helene!, lastName: 'Changée', version: 2 });
    db.put('assignments', { ...db.get('assignments', 1)!, id: nextId, employeeId: 1 });
    db.remove('services', 4);
    db.end(false);

    expect(db.get('employees', 1)).toBe(helene);
    expect(db.get('services', 4)).toBeDefined();
    expect([...db.keysWhere('assignments', 'employeeId', 1)]).toEqual(assignmentsOfHelene);
    expect(db.nextId('assignments')).toBe(nextId);
    expect(events.some((event) => event !== 'all' && event.kind === 'committed')).toBe(false);
  });

  it('tell subscribers the rows a committed transaction changed, before and after', () => {
    const db = createMemoryTables(smallFixture(), HR_INDEXES);
    const events: TablesEvent[] = [];
    db.subscribe((event) => events.push(event));
    const before = db.get('cities', 4)!;
    db.begin();
    db.put('cities', { ...before, region: 'Essonne' });
    db.remove('services', 4);
    db.end(true);
    expect(events).toEqual([
      {
        kind: 'committed',
        changes: [
          { table: 'cities', key: 4, before, after: { ...before, region: 'Essonne' } },
          { table: 'services', key: 4, before: expect.objectContaining({ code: 'VIDE' }), after: undefined },
        ],
      },
    ]);
    expect(db.where('cities', 'countryId', 1).map((city) => city.id)).toEqual([1, 2, 4]);
  });

  it('put the same seed back, rows, indexes and ids, however often', () => {
    const seed = smallFixture();
    const db = createMemoryTables(seed, HR_INDEXES);
    for (let round = 0; round < 2; round += 1) {
      db.begin();
      db.put('assignments', { ...seed.assignments[0], id: db.nextId('assignments'), employeeId: 2 });
      db.remove('services', 4);
      db.end(true);
      expect(db.keysWhere('assignments', 'employeeId', 2).size).toBe(2);
      db.replaceAll(seed);
      expect([...db.keysWhere('assignments', 'employeeId', 2)]).toEqual([2]);
      expect(db.get('services', 4)).toBe(seed.services[3]);
      expect(db.nextId('assignments')).toBe(seed.assignments.length + 1);
    }
  });
});

describe('the IndexedDB persistence', () => {
  it('keeps only the rows changed since the seed, and puts them back over it after a reload', async () => {
    const factory = new IDBFactory();
    const seed = vi.fn(smallFixture);
    const persistence = await openIndexedDbPersistence(factory);
    const first = await openHrStore({ seed, clock, persistence });
    // The seed is not copied into the browser's storage: it is generated again at each start.
    expect(await persistence.load()).toEqual([]);
    const paris = (await first.repository.get('cities', 1))!;
    await first.repository.transaction(async (tx) => {
      await tx.update('cities', { ...paris, region: 'Paris', version: 2 }, paris.version);
      await tx.remove('services', 4);
    });
    await first.saved();
    expect(await persistence.load()).toEqual([
      { table: 'cities', key: 1, after: { ...paris, region: 'Paris', version: 2 } },
      { table: 'services', key: 4 },
    ]);

    // A reload: a new store on the same database, the same seed with the two changes over it.
    const reloaded = await openHrStore({ seed, clock, persistence: await openIndexedDbPersistence(factory) });
    expect(seed).toHaveBeenCalledTimes(2);
    expect(await reloaded.repository.get('cities', 1)).toEqual({ ...paris, region: 'Paris', version: 2 });
    expect(await reloaded.repository.get('services', 4)).toBeUndefined();
    expect(await reloaded.repository.where('services', 'code', 'VIDE')).toEqual([]);
    expect(await reloaded.repository.countWhere('employees', 'status', 'active')).toBe(
      smallFixture().employees.filter((employee) => employee.status === 'active').length,
    );

    // A service removed then created again under the same key comes back.
    const service = (await first.repository.get('services', 3))!;
    await reloaded.repository.transaction((tx) => tx.insert('services', { ...service, id: 4, code: 'NOUV' }));
    await reloaded.saved();
    const third = await openHrStore({ seed, clock, persistence: await openIndexedDbPersistence(factory) });
    expect((await third.repository.get('services', 4))?.code).toBe('NOUV');

    await third.reset();
    const afterReset = await openHrStore({ seed, clock, persistence: await openIndexedDbPersistence(factory) });
    expect(await afterReset.repository.get('cities', 1)).toEqual(paris);
    expect(await afterReset.repository.get('services', 4)).toBeDefined();
    expect(await persistence.load()).toEqual([]);
  });

  it('keeps the audit trail through a reload and a reset, and its entries stay in order', async () => {
    const factory = new IDBFactory();
    const open = async () => openHrStore({ seed: smallFixture, clock, persistence: await openIndexedDbPersistence(factory) });
    const entry = (recordId: number) => ({ at: clock.now(), userId: 1, userName: 'Claire Martin', area: 'city' as const, recordId, action: 'update' as const, changes: [] });
    const first = await open();
    await first.repository.transaction((tx) => tx.appendAudit([entry(1), entry(2)]));
    await first.saved();
    await first.reset();

    const reloaded = await open();
    await reloaded.repository.transaction((tx) => tx.appendAudit([entry(3)]));
    await reloaded.saved();
    const { items } = await (await open()).repository.auditPage({ page: 1, pageSize: 10 });
    expect(items.map((item) => [item.id, item.recordId])).toEqual([
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
  });

  it('keeps values beside the tables (how the seed was made)', async () => {
    const persistence = await openIndexedDbPersistence(new IDBFactory());
    expect(await persistence.readMeta('seedOptions')).toBeUndefined();
    await persistence.writeMeta('seedOptions', { seed: 7, employees: 300, today: '2026-03-16' });
    expect(await persistence.readMeta('seedOptions')).toEqual({ seed: 7, employees: 300, today: '2026-03-16' });
  });
});
