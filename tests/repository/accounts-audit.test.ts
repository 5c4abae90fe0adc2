import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_CODE_LENGTH } from '@/domain/credentials';
import { createDemoMailbox } from '@mocks/db/mailbox';
import { clearPasswords, createFakeAuth } from '@mocks/fake-backend';
import { fixedClock, openHrStore } from '@mocks/db/hr-store';
import { createUsersDb, memoryTextStore } from '@mocks/db/users';
import { createCoreApp } from '@server/core/app';
import type { AuthPort, BackendPorts } from '@server/core/ports';
import type { HrRepository } from '@server/core/storage/repository';
import type { Mail } from '@server/core/storage/mail';
import type { HrStore } from '@server/core/storage/store';
import { emptyTables } from '@server/core/storage/table-keys';
import type { UsersDb } from '@server/core/storage/users';
import { openDatabase, type Database } from '@server/db/connection';
import { openSqlHrStore } from '@server/db/hr-store';
import { createSqlAuth } from '@server/db/sessions';
import { createSqlUsersDb } from '@server/db/users-store';

/**
 * An account's write and its audit entry are kept together or not at all
 * (docs/architecture.md): on each adapter of the accounts, the write or the entry is made to
 * fail, and the other must not stay.
 */

const clock = fixedClock('2026-03-16');
const EMAIL = 'tenu@atomique.test';
const PASSWORD = 'Ancien-mot-de-passe-1';
const NEW_PASSWORD = 'Nouveau-mot-de-passe-2';

/** The accounts over one adapter, with what a test breaks in its storage. */
interface Adapter {
  users: UsersDb;
  auth: AuthPort;
  hr: Promise<HrStore>;
  /** Makes every write of an account fail (true) or work again. */
  breakWrites(broken: boolean): Promise<void>;
  /** Makes every write to the audit trail fail (true) or work again. */
  breakAudit(broken: boolean): Promise<void>;
  close(): Promise<void>;
}

/** The fake mode's accounts (session storage) over the memory repository's trail. */
function memoryAdapter(): Adapter {
  const hr = openHrStore({ seed: emptyTables, clock });
  const broken = { writes: false, audit: false };
  const text = memoryTextStore();
  const store = {
    getItem: (key: string) => text.getItem(key),
    setItem(key: string, value: string) {
      if (broken.writes) throw new Error('the session storage is full');
      text.setItem(key, value);
    },
  };
  const trail = async (): Promise<HrRepository> => {
    const { repository } = await hr;
    return {
      ...repository,
      transaction: (fn) =>
        repository.transaction((tx) =>
          fn({ ...tx, appendAudit: (entries) => (broken.audit ? Promise.reject(new Error('the trail is out of reach')) : tx.appendAudit(entries)) }),
        ),
    };
  };
  const users = createUsersDb(store, trail);
  return {
    users,
    auth: createFakeAuth(users),
    hr,
    breakWrites: async (on) => void (broken.writes = on),
    breakAudit: async (on) => void (broken.audit = on),
    close: async () => {},
  };
}

/** The server's accounts and trail, in one PGlite database; a trigger refuses what a test breaks. */
function pgliteAdapter(database: Database): Adapter {
  const { db } = database;
  const refuse = async (table: 'users' | 'audit_entries', on: boolean) => {
    await database.query(`drop trigger if exists refused on ${table}`, []);
    if (on) await database.query(`create trigger refused before insert or update or delete on ${table} for each row execute function refuse_write()`, []);
  };
  return {
    users: createSqlUsersDb(db),
    auth: createSqlAuth(db),
    hr: openSqlHrStore(db, clock, emptyTables),
    breakWrites: (on) => refuse('users', on),
    breakAudit: (on) => refuse('audit_entries', on),
    close: () => database.close(),
  };
}

async function openPglite(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await database.query(`create function refuse_write() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`, []);
  return database;
}

describe.each([
  { name: 'the fake mode (memory)', open: async () => memoryAdapter() },
  { name: 'the server (PGlite)', open: async () => pgliteAdapter(await openPglite()) },
])('$name: an account and its audit entry', ({ open }) => {
  let adapter: Adapter;
  let sent: Mail[];
  let id: number;

  const app = () =>
    createCoreApp(
      { apiBaseUrl: '/api' },
      {
        users: adapter.users,
        passwords: clearPasswords,
        hr: () => adapter.hr,
        photos: () => Promise.reject(new Error('no photos here')),
        auth: adapter.auth,
        mail: createDemoMailbox((mail) => void sent.push(mail)),
      } satisfies BackendPorts,
    );
  const post = async (path: string, body: unknown) => {
    const response = await app().fetch(new Request(`http://localhost/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
    return response.status;
  };
  const signsInWith = async (password: string) => (await post('/users/authenticate', { email: EMAIL, password })) === 200;
  const entries = async () => (await (await adapter.hr).repository.auditPage({ areas: ['user'], page: 1, pageSize: 50 })).items;

  beforeAll(async () => {
    adapter = await open();
  }, 60_000);
  afterAll(() => adapter.close());
  beforeEach(async () => {
    sent = [];
    await adapter.breakWrites(false);
    await adapter.breakAudit(false);
    const account = { email: EMAIL, username: 'tenu', password: PASSWORD, firstName: 'Camille', lastName: 'Tenu', role: 'Employé', grants: [], employee: null, active: true };
    const existing = await adapter.users.byEmail(EMAIL);
    id = existing?.id ?? (await adapter.users.transaction((tx) => tx.add(account, { code: '24680', kept: '24680' }))).id;
    await adapter.users.transaction(async (tx) => void (await tx.update(id, { password: PASSWORD })));
    // The backend logs what it failed to answer: expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps both when both are written', async () => {
    const before = (await entries()).length;
    expect(await post('/users/change-password', { email: EMAIL, password: PASSWORD, newPassword: NEW_PASSWORD })).toBe(200);
    expect(await signsInWith(NEW_PASSWORD)).toBe(true);
    const written = await entries();
    expect(written).toHaveLength(before + 1);
    expect(written[0]).toMatchObject({ area: 'user', recordId: id, action: 'update', userId: id, userName: 'Camille Tenu', changes: expect.arrayContaining([{ field: 'password', private: true }]) });
  });

  it('records nothing when the write fails', async () => {
    const before = await entries();
    await adapter.breakWrites(true);
    expect(await post('/users/change-password', { email: EMAIL, password: PASSWORD, newPassword: NEW_PASSWORD })).toBe(500);
    expect(await post('/users/register', { email: 'nouveau@atomique.test', username: 'nouveau', password: 'Nouveau2026' })).toBe(500);
    await adapter.breakWrites(false);
    expect(await entries()).toEqual(before);
    expect(await signsInWith(PASSWORD)).toBe(true);
  });

  it('keeps no write when its entry cannot be recorded: the password, a registration, a reset code spent', async () => {
    const before = await entries();
    await adapter.breakAudit(true);
    expect(await post('/users/change-password', { email: EMAIL, password: PASSWORD, newPassword: NEW_PASSWORD })).toBe(500);
    expect(await post('/users/register', { email: 'nouveau@atomique.test', username: 'nouveau', password: 'Nouveau2026' })).toBe(500);
    expect(await post('/auth/password-reset/request', { email: EMAIL })).toBe(200);
    const code = new RegExp(`(\\d{${PASSWORD_RESET_CODE_LENGTH}})`).exec(sent.at(-1)?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expect(await post('/auth/password-reset', { email: EMAIL, code, newPassword: NEW_PASSWORD })).toBe(500);
    await adapter.breakAudit(false);

    expect(await entries()).toEqual(before);
    expect(await signsInWith(PASSWORD)).toBe(true);
    expect(await signsInWith(NEW_PASSWORD)).toBe(false);
    expect(await adapter.users.byEmail('nouveau@atomique.test')).toBeUndefined();
    // The code was not spent: it sets the password once the trail is back, and that is recorded.
    expect(await post('/auth/password-reset', { email: EMAIL, code, newPassword: NEW_PASSWORD })).toBe(200);
    expect((await entries())[0]).toMatchObject({ recordId: id, action: 'update' });
  });
});
