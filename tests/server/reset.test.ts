// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@mocks/db/hr-store';
import type { HrStore } from '@server/core/storage/store';
import { openDatabase, type Database } from '@server/db/connection';
import { run } from '@server/db/hr-reader';
import { hrChanged } from '@server/db/schema';
import { loadHrTables, openSqlHrStore } from '@server/db/hr-store';
import { demoTables } from '@server/db/seed';

const FACTS = { today: '2026-03-16', employees: 20 };
const clock = fixedClock(FACTS.today);

let database: Database;
let store: HrStore;

/** The HR tables whose rows differ from the seed's copy (rows added, changed or gone). */
async function differingTables() {
  const tables = await run(database.db, sql`select tablename from pg_tables where schemaname = 'hr_seed' order by tablename`);
  const differing: string[] = [];
  for (const { tablename } of tables) {
    const name = String(tablename);
    const [{ count }] = await run(
      database.db,
      sql.raw(`select count(*)::int as count from ((table "${name}" except all table hr_seed."${name}") union all (table hr_seed."${name}" except all table "${name}")) as differences`),
    );
    if (count !== 0) differing.push(name);
  }
  return differing;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await loadHrTables(database.db, clock, demoTables(FACTS));
  store = await openSqlHrStore(database.db, clock, () => demoTables(FACTS));
}, 120_000);
afterAll(async () => database.close());

describe('POST /app/reset on the server: the seeded HR data back', () => {
  it('puts back every row changed, added or removed since the seed, with their names, keys and sequences', async () => {
    const { repository } = store;
    const [employee] = await repository.getMany('employees', [demoTables(FACTS).employees[0].id]);
    const [leave] = demoTables(FACTS).leaves;
    await repository.transaction(async (tx) => {
      await tx.update('employees', { ...employee, lastName: 'Changé', version: employee.version + 1 }, employee.version);
      const id = await tx.nextId('cities');
      const at = clock.now();
      await tx.insert('cities', { id, version: 1, createdAt: at, updatedAt: at, name: 'Nouvelleville', postalCode: '99999', countryId: 1 });
      await tx.remove('leaves', leave.id);
    });
    expect(await differingTables()).toEqual(expect.arrayContaining(['hr_employees', 'hr_cities', 'hr_leaves', 'hr_names', 'hr_keys']));

    await store.reset();
    expect(await differingTables()).toEqual([]);
    expect(await database.db.select().from(hrChanged)).toEqual([]);
  });

  it('knows when any HR table is written: each has its trigger (a new table needs one, migrations/0007)', async () => {
    const seeded = await run(database.db, sql`select tablename as name from pg_tables where schemaname = 'hr_seed' order by 1`);
    const marked = await run(database.db, sql`select distinct tgrelid::regclass::text as name from pg_trigger where tgfoid = 'hr_mark_changed'::regproc order by 1`);
    expect(marked.map((row) => row.name)).toEqual(seeded.map((row) => row.name));
  });

  it('keeps the seed as it is when nothing was written since', async () => {
    await store.reset();
    expect(await differingTables()).toEqual([]);
  });
});
