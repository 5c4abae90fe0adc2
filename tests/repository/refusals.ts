import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/connection';
import { refusalOf } from '@server/db/constraint-errors';
import { GENERAL_MESSAGES } from '@server/core/hr/messages-fr';

/**
 * The database's own refusals, as the driver raises them, mean what the contract says
 * (docs/server.md, "Refusals"): a race with another writer is the 409 "reload", a value it
 * cannot take a 400, anything else no refusal (a 500 stays a 500).
 */

/** The suite on a database `open` gives (dropped with `drop` at the end). */
export function refusalSuite(name: string, open: () => Promise<Database>, drop?: () => Promise<void>) {
  describe(`a refusal of ${name}`, () => {
    let database: Database;
    const refusal = async (statement: SQL) => {
      const error = await database.db.execute(statement).then(
        () => undefined,
        (raised: unknown) => raised,
      );
      expect(error, 'the statement was refused').toBeDefined();
      return refusalOf(error);
    };

    beforeAll(async () => {
      database = await open();
      await database.db.execute(sql`create table refusal_parent (key int primary key, label text not null check (label <> ''))`);
      await database.db.execute(sql`create table refusal_child (key int primary key, parent int not null references refusal_parent (key))`);
      await database.db.execute(sql`insert into refusal_parent values (1, 'one')`);
    }, 120_000);
    afterAll(async () => {
      await database?.close();
      await drop?.();
    }, 60_000);

    it('is the 409 "reload" when another writer made the row first or removed what it refers to', async () => {
      for (const statement of [sql`insert into refusal_parent values (1, 'again')`, sql`insert into refusal_child values (1, 99)`]) {
        expect(await refusal(statement)).toMatchObject({ status: 409, message: GENERAL_MESSAGES.stale });
      }
    });

    it('is a 400 for a value the database cannot take', async () => {
      for (const statement of [
        sql`insert into refusal_parent values (2, ${'a\u0000b'})`,
        sql`insert into refusal_parent values (3, '')`,
        sql`insert into refusal_parent values (4, null)`,
        sql`select ${'2026-02-30'}::date`,
        sql`select ${'99999999999'}::int`,
      ]) {
        expect(await refusal(statement)).toMatchObject({ status: 400, message: GENERAL_MESSAGES.unstorable, code: 'invalidType' });
      }
    });

    it('is none for a fault that is not about the data', async () => {
      expect(await refusal(sql`select * from no_such_table`)).toBeUndefined();
      expect(refusalOf(new Error('connection lost'))).toBeUndefined();
    });
  });
}
