import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Employee } from '@/domain/hr/employee';
import { generateDemoData } from '@mocks/fixtures/demo-data';
import { HttpFailure } from '@server/core/hr/errors';
import { compareValues, toSortValue } from '@server/core/storage/listing';
import { StaleVersion, type AreaView } from '@server/core/storage/repository';
import type { Database } from '@server/db/connection';
import { createSqlHrRepository, keptView } from '@server/db/hr-repository';

/** A small employee area: its names, search text, unique work e-mail and matricule sequence. */
export const employeeView: AreaView<'employees', { fullName: string }> = {
  table: 'employees',
  names: async (row) => ({ fullName: `${row.firstName} ${row.lastName}` }),
  resolvedFields: ['fullName'],
  searchText: (row, names) => [names.fullName, row.matricule],
  unique: [{ field: 'workEmail', key: (row) => row.workEmail?.toLowerCase() }],
  sequences: { matricule: (row) => ({ number: Number(row.matricule.replace(/\D/g, '')) }) },
  dependsOn: [],
  namesDependOnDay: false,
};

export const TODAY = '2026-03-16';
export const demo = generateDemoData({ seed: 7, employees: 40, today: TODAY });

/** What the SQL repository promises, on the database `open` gives (PGlite or PostgreSQL). */
export function sqlRepositorySuite(name: string, open: () => Promise<Database | undefined>, dispose?: () => Promise<void>) {
  describe(`the HR repository in SQL (${name})`, () => {
    let database: Database | undefined;
    const repository = () => createSqlHrRepository(database!.db, { views: () => [keptView(employeeView)], today: () => TODAY });

    beforeAll(async () => {
      database = await open();
      if (!database) return;
      await database.migrate();
      await repository().transaction(async (tx) => {
        for (const row of demo.employees) await tx.put('employees', row);
        for (const row of demo.assignments) await tx.put('assignments', row);
      });
    }, 120_000);
    afterAll(async () => {
      await database?.close();
      await dispose?.();
    });

    it('searches without regard to accents or case, and counts every match', async ({ skip }) => {
      if (!database) return skip();
      const someone = demo.employees.find((employee) => /[éèç]/.test(employee.lastName)) ?? demo.employees[0];
      const word = someone.lastName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      const page = await repository().listPage(employeeView, { filters: [], words: [word.toLowerCase()], sort: [], page: 1, pageSize: 50, today: TODAY });
      expect(page.items.map((item) => item.id)).toContain(someone.id);
      expect(page.items[0].fullName).toEqual(expect.any(String));
      expect(page.total).toBe(page.items.length);
    });

    it('sorts as the memory adapter does, the key breaking ties, and pages', async ({ skip }) => {
      if (!database) return skip();
      const expected = [...demo.employees]
        .sort((a, b) => compareValues(toSortValue(a.lastName), toSortValue(b.lastName), true) || a.id - b.id)
        .map((row) => row.id);
      const first = await repository().listPage(employeeView, { filters: [], words: [], sort: [{ field: 'lastName', descending: true }], page: 1, pageSize: 15, today: TODAY });
      const second = await repository().listPage(employeeView, { filters: [], words: [], sort: [{ field: 'lastName', descending: true }], page: 2, pageSize: 15, today: TODAY });
      expect([...first.items, ...second.items].map((row) => row.id)).toEqual(expected.slice(0, 30));
      expect(first.total).toBe(demo.employees.length);
    });

    it('filters on a field of the row', async ({ skip }) => {
      if (!database) return skip();
      const page = await repository().listPage(employeeView, {
        filters: [{ spec: { op: 'oneOf', field: 'gender', choices: ['M', 'F', 'other'] }, value: 'F' }],
        words: [],
        sort: [],
        page: 1,
        pageSize: 100,
        today: TODAY,
      });
      expect(page.total).toBe(demo.employees.filter((row) => row.gender === 'F').length);
    });

    it('lets one of two updates quoting the same version win; the other is stale', async ({ skip }) => {
      if (!database) return skip();
      const row = (await repository().get('employees', demo.employees[1].id)) as Employee;
      const edit = (firstName: string) => repository().transaction((tx) => tx.update('employees', { ...row, firstName, version: row.version + 1 }, row.version));
      const results = await Promise.allSettled([edit('Une'), edit('Autre')]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const [refused] = results.filter((result) => result.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(StaleVersion);
    });

    it('refuses a work e-mail another employee has, naming the field (409)', async ({ skip }) => {
      if (!database) return skip();
      const [a, b] = demo.employees.filter((row) => row.workEmail);
      const copy = (await repository().get('employees', b.id)) as Employee;
      const attempt = repository().transaction((tx) => tx.update('employees', { ...copy, workEmail: a.workEmail, version: copy.version + 1 }, copy.version));
      await expect(attempt).rejects.toMatchObject({ status: 409, errors: { workEmail: { code: 'duplicate' } } });
      expect((await repository().get('employees', b.id))?.workEmail).toBe(b.workEmail);
    });

    it('refuses a principal assignment overlapping another of the employee (409 on startDate), undoing the whole transaction', async ({ skip }) => {
      if (!database) return skip();
      const principal = demo.assignments.find((row) => row.kind === 'principale')!;
      const attempt = repository().transaction(async (tx) => {
        const id = await tx.nextId('assignments');
        await tx.put('employees', { ...(await tx.get('employees', principal.employeeId))!, firstName: 'Changé' });
        await tx.insert('assignments', { ...principal, id, version: 1 });
      });
      await expect(attempt).rejects.toBeInstanceOf(HttpFailure);
      await expect(attempt).rejects.toMatchObject({ status: 409, errors: { startDate: { code: 'overlap' } } });
      expect((await repository().get('employees', principal.employeeId))?.firstName).not.toBe('Changé');
    });

    it('hands out keys never used before, and the highest of a sequence', async ({ skip }) => {
      if (!database) return skip();
      const highestId = Math.max(...demo.employees.map((row) => row.id));
      const next = await repository().transaction((tx) => tx.nextId('employees'));
      expect(next).toBeGreaterThan(highestId);
      expect(await repository().transaction((tx) => tx.nextId('employees'))).toBeGreaterThan(next);
      expect(await repository().highest(employeeView, 'matricule')).toBe(Math.max(...demo.employees.map((row) => Number(row.matricule.replace(/\D/g, '')))));
    });
  });
}
