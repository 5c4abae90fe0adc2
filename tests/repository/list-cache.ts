import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '@/domain/hr/employee';
import type { RowQuery } from '@server/core/storage/repository';
import type { Database } from '@server/db/connection';
import { createSqlHrRepository, keptView } from '@server/db/hr-repository';
import { hrTables } from '@server/db/hr-schema';
import { run } from '@server/db/run';
import { versionsReader } from '@server/db/versions';
import { demo, employeeView, TODAY } from './sql-repository';

const byLastName = (overrides: Partial<RowQuery> = {}): RowQuery => ({
  filters: [],
  words: [],
  sort: [{ field: 'lastName', descending: false }],
  page: 1,
  pageSize: 10,
  today: TODAY,
  ...overrides,
});

const idsOf = (page: { items: { id: number }[] }) => page.items.map((item) => item.id).sort((a, b) => a - b);

/**
 * The list pages the SQL repository keeps (docs/server.md, "The list cache"), on the database
 * `open` gives. `open` is called twice on PostgreSQL: the second connection writes as a
 * second server process would. PGlite is one process's: both repositories share it.
 */
export function listCacheSuite(name: string, open: () => Promise<Database | undefined>, dispose?: () => Promise<void>) {
  describe(`the list pages kept by the SQL repository (${name})`, () => {
    let database: Database | undefined;
    let other: Database | undefined;
    // As the server makes them: the versions read on the side connection, PGlite's reads handed over while nothing was written.
    const repositoryOver = (over: Database) =>
      createSqlHrRepository(over.db, { views: () => [keptView(employeeView)], today: () => TODAY, versions: versionsReader(over.side, over.writes) });
    const employee = async (id: number) => (await repositoryOver(database!).get('employees', id)) as Employee;

    beforeAll(async () => {
      database = await open();
      if (!database) return;
      await database.migrate();
      other = database.kind === 'postgres' ? await open() : database;
      await repositoryOver(database).transaction(async (tx) => {
        for (const row of demo.employees) await tx.put('employees', row);
        for (const row of demo.assignments) await tx.put('assignments', row);
      });
    }, 120_000);
    afterAll(async () => {
      if (other !== database) await other?.close();
      await database?.close();
      await dispose?.();
    });

    it('answers a list again, unread, while nothing it read changed; a write through another connection is in the next list', async ({ skip }) => {
      if (!database || !other) return skip();
      const reader = repositoryOver(database);
      const writer = repositoryOver(other);
      const first = await reader.listPage(employeeView, byLastName());
      expect(await reader.listPage(employeeView, byLastName())).toBe(first);

      const row = await employee(first.items[3].id);
      await writer.transaction((tx) => tx.update('employees', { ...row, lastName: 'Aaaa-Changé', version: row.version + 1 }, row.version));
      const written = await reader.listPage(employeeView, byLastName());
      expect(written).not.toBe(first);
      expect(written.items[0]).toMatchObject({ id: row.id, lastName: 'Aaaa-Changé', fullName: `${row.firstName} Aaaa-Changé` });

      // A write by no repository at all (another program, a reset) is seen too: the tables' triggers change the versions.
      await run(other.db, sql`update hr_employees set data = jsonb_set(data, '{lastName}', '"Aaab"') where key = ${row.id}`);
      expect((await reader.listPage(employeeView, byLastName())).items[0]).toMatchObject({ id: row.id, lastName: 'Aaab' });
    });

    it('answers each reach its own rows, never the page kept for another', async ({ skip }) => {
      if (!database) return skip();
      const reader = repositoryOver(database);
      const ids = demo.employees.map((row) => row.id);
      const some = { field: 'id', ids: ids.slice(0, 4) };
      const others = { field: 'id', ids: ids.slice(4, 11) };
      const first = await reader.listPage(employeeView, byLastName({ within: [some] }));
      const second = await reader.listPage(employeeView, byLastName({ within: [others] }));
      expect(idsOf(first)).toEqual([...some.ids].sort((a, b) => a - b));
      expect(idsOf(second)).toEqual([...others.ids].sort((a, b) => a - b));
      expect([first.total, second.total]).toEqual([4, 7]);
      expect(await reader.listPage(employeeView, byLastName({ within: [some] }))).toBe(first);
    });

    it("changes a table's version when a transaction writing it commits, never for one undone", async ({ skip }) => {
      if (!database) return skip();
      const repository = repositoryOver(database);
      const version = async () => (await run(database!.db, sql`select version::text from table_versions where name = 'hr_employees'`))[0]?.version;
      const row = await employee(demo.employees[0].id);
      const before = await version();
      const undone = repository.transaction(async (tx) => {
        await tx.put('employees', { ...row, phone: '0600000000' });
        throw new Error('undone');
      });
      await expect(undone).rejects.toThrow('undone');
      expect(await version()).toBe(before);
      await repository.transaction((tx) => tx.put('employees', { ...row, phone: '0600000000' }));
      expect(await version()).not.toBe(before);
    });

    it('has a version trigger on every HR table, on the names of each area, on the accounts and the sessions', async ({ skip }) => {
      if (!database) return skip();
      const triggers = (await run(database.db, sql`select tgname from pg_trigger where not tgisinternal`)).map((row) => String(row.tgname));
      const tables = [...Object.values(hrTables).map((table) => getTableName(table)), 'users', 'sessions'];
      expect(triggers).toEqual(expect.arrayContaining(tables.map((table) => `${table}_version`)));
      expect(triggers).toEqual(expect.arrayContaining(['inserted', 'updated', 'deleted', 'emptied'].map((event) => `hr_names_${event}_version`)));
    });

    it('lets two transactions writing two tables in opposite orders both commit: the versions change at commit, in one order', async ({ skip }) => {
      // PGlite runs one transaction at a time.
      if (database?.kind !== 'postgres') return skip();
      const repository = repositoryOver(database);
      const [one, two] = await Promise.all([employee(demo.employees[1].id), employee(demo.employees[2].id)]);
      const [first, second] = [demo.assignments[0], demo.assignments[1]];
      let arrived = 0;
      let bothIn!: () => void;
      const gate = new Promise<void>((resolve) => (bothIn = resolve));
      const arrive = async () => {
        arrived += 1;
        if (arrived === 2) bothIn();
        await gate;
      };
      await Promise.all([
        repository.transaction(async (tx) => {
          await tx.put('employees', { ...one, phone: '0611111111' });
          await arrive();
          await tx.put('assignments', { ...first, updatedAt: `${TODAY}T11:00:00.000Z` });
        }),
        repository.transaction(async (tx) => {
          await tx.put('assignments', { ...second, updatedAt: `${TODAY}T11:00:00.000Z` });
          await arrive();
          await tx.put('employees', { ...two, phone: '0622222222' });
        }),
      ]);
      expect((await employee(one.id)).phone).toBe('0611111111');
      expect((await employee(two.id)).phone).toBe('0622222222');
    });
  });
}
