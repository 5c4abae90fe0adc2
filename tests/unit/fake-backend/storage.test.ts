import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createHrDb, type DbEvent } from '@mocks/db/hr-db';
import { HR_INDEXES } from '@mocks/db/hr-indexes';
import { fixedClock, openHrStore } from '@mocks/db/hr-store';
import { openIndexedDbPersistence } from '@mocks/db/indexeddb';
import { smallFixture } from './small-fixture';

const clock = fixedClock('2026-03-16');

describe('HrDb', () => {
  it('undoes every write of a transaction that fails, indexes and ids included, and tells nobody', () => {
    const db = createHrDb(smallFixture(), HR_INDEXES);
    const events: DbEvent[] = [];
    db.subscribe((event) => events.push(event));
    const helene = db.get('employees', 1);
    const nextId = db.nextId('assignments');
    const assignmentsOfHelene = [...db.keysWhere('assignments', 'employeeId', 1)];

    expect(() =>
      db.transaction(() => {
        db.put('employees', { ...helene!, lastName: 'Changée', version: 2 });
        db.insert('assignments', { ...db.get('assignments', 1)!, id: nextId, employeeId: 1 });
        db.remove('services', 4);
        throw new Error('refused');
      }),
    ).toThrow('refused');

    expect(db.get('employees', 1)).toBe(helene);
    expect(db.get('services', 4)).toBeDefined();
    expect([...db.keysWhere('assignments', 'employeeId', 1)]).toEqual(assignmentsOfHelene);
    expect(db.nextId('assignments')).toBe(nextId);
    expect(events).toEqual([]);
  });

  it('tells subscribers the rows a committed transaction changed, before and after', () => {
    const db = createHrDb(smallFixture(), HR_INDEXES);
    const events: DbEvent[] = [];
    db.subscribe((event) => events.push(event));
    const before = db.get('cities', 4)!;
    db.transaction(() => {
      db.update('cities', { ...before, region: 'Essonne' });
      db.remove('services', 4);
    });
    expect(events).toEqual([
      [
        { table: 'cities', key: 4, before, after: { ...before, region: 'Essonne' } },
        { table: 'services', key: 4, before: expect.objectContaining({ code: 'VIDE' }), after: undefined },
      ],
    ]);
    expect(db.where('cities', 'countryId', 1).map((city) => city.id)).toEqual([1, 2, 4]);
    expect(() => db.insert('cities', before)).toThrow();
  });
});

describe('HrDb.replaceAll', () => {
  it('puts the same seed back, rows, indexes and ids, however often', () => {
    const seed = smallFixture();
    const db = createHrDb(seed, HR_INDEXES);
    for (let round = 0; round < 2; round += 1) {
      db.transaction(() => {
        db.insert('assignments', { ...seed.assignments[0], id: db.nextId('assignments'), employeeId: 2 });
        db.remove('services', 4);
      });
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
    const paris = first.db.get('cities', 1)!;
    first.db.transaction(() => {
      first.db.put('cities', { ...paris, region: 'Paris', version: 2 });
      first.db.remove('services', 4);
    });
    await first.saved();
    expect(await persistence.load()).toEqual([
      { table: 'cities', key: 1, after: { ...paris, region: 'Paris', version: 2 } },
      { table: 'services', key: 4 },
    ]);

    // A reload: a new store on the same database, the same seed with the two changes over it.
    const reloaded = await openHrStore({ seed, clock, persistence: await openIndexedDbPersistence(factory) });
    expect(seed).toHaveBeenCalledTimes(2);
    expect(reloaded.db.get('cities', 1)).toEqual({ ...paris, region: 'Paris', version: 2 });
    expect(reloaded.db.get('services', 4)).toBeUndefined();
    expect(reloaded.db.where('services', 'code', 'VIDE')).toEqual([]);
    expect(reloaded.db.count('employees')).toBe(smallFixture().employees.length);

    // A service removed then created again under the same key comes back.
    const service = first.db.get('services', 3)!;
    reloaded.db.transaction(() => reloaded.db.put('services', { ...service, id: 4, code: 'NOUV' }));
    await reloaded.saved();
    const third = await openHrStore({ seed, clock, persistence: await openIndexedDbPersistence(factory) });
    expect(third.db.get('services', 4)?.code).toBe('NOUV');

    await third.reset();
    const afterReset = await openHrStore({ seed, clock, persistence: await openIndexedDbPersistence(factory) });
    expect(afterReset.db.get('cities', 1)).toEqual(paris);
    expect(afterReset.db.get('services', 4)).toBeDefined();
    expect(await persistence.load()).toEqual([]);
  });

  it('keeps values beside the tables (how the seed was made)', async () => {
    const persistence = await openIndexedDbPersistence(new IDBFactory());
    expect(await persistence.readMeta('seedOptions')).toBeUndefined();
    await persistence.writeMeta('seedOptions', { seed: 7, employees: 300, today: '2026-03-16' });
    expect(await persistence.readMeta('seedOptions')).toEqual({ seed: 7, employees: 300, today: '2026-03-16' });
  });
});
