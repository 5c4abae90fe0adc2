import * as z from 'zod/mini';
import { grantSchema, roleNameOf, ROOT_ROLE } from '@/domain/grants';
import { linkedEmployeeSchema } from '@/domain/user';
import { NOTIFICATION_LANGUAGES } from '@/domain/notifications';
import { DEMO_ACCOUNT, DEMO_ACTIVATION_CODE } from '../fixtures/demo-account';
import { ADMIN_EMPLOYEE } from '../fixtures/admin-employee';
import { DEMO_ROLE_ACCOUNTS } from '../fixtures/demo-accounts';
import type { AccountChange, NewStoredUser, ResetCode, StoredUser, UsersDb, UsersWriter } from '@server/core/storage/users';
import type { HrRepository, NewAuditEntry } from '@server/core/storage/repository';
import { createMutex } from '@server/memory/mutex';

/** A user as the fake backend keeps it in session storage under `users`. */
const storedUserSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  email: z.string(),
  username: z.string(),
  password: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  grants: z.optional(z.array(grantSchema)),
  employee: z.nullable(linkedEmployeeSchema),
  activationCode: z.string(),
  active: z.boolean(),
  /** Quoted back by an update; accounts kept before versions existed start at 1. */
  version: z._default(z.number().check(z.int(), z.positive()), 1),
  mustChangePassword: z.optional(z.boolean()),
  notificationSettings: z.optional(
    z.object({
      language: z.optional(z.enum(NOTIFICATION_LANGUAGES)),
      mail: z.object({ toDecide: z.boolean(), decisions: z.boolean(), reminders: z.boolean() }),
    }),
  ),
});
// Fails to compile when the stored shape and the core's StoredUser part ways.
const storedShape: z.ZodMiniType<StoredUser> = storedUserSchema;
void storedShape;
export type { NewStoredUser, StoredUser, UsersDb };

export const USERS_KEY = 'users';

/** The demo administrator (Root), then one account per other role (docs/roles.md). */
export const seedUsers = (): StoredUser[] => [
  {
    id: 1,
    email: DEMO_ACCOUNT.email,
    username: 'admin',
    password: DEMO_ACCOUNT.password,
    firstName: 'Claire',
    lastName: 'Martin',
    role: ROOT_ROLE,
    employee: ADMIN_EMPLOYEE,
    activationCode: DEMO_ACTIVATION_CODE,
    active: true,
    version: 1,
  },
  ...DEMO_ROLE_ACCOUNTS.map(({ grants, ...account }, index) => ({
    ...account,
    id: index + 2,
    role: roleNameOf(grants),
    grants: [...grants],
    active: true,
    version: 1,
  })),
];

/** Minimal storage the users store needs: session storage in the browser, a Map elsewhere. */
export interface TextStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function memoryTextStore(): TextStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The users of the fake backend, seeded with the demo administrator when none are kept. The
 * audit trail is the HR store's (`trail`): a transaction's accounts are written with its
 * entries in one transaction of that store, so that both are kept or neither.
 */
export function createUsersDb(store: TextStore, trail: () => Promise<HrRepository>): UsersDb {
  const read = (): StoredUser[] => {
    const raw = store.getItem(USERS_KEY);
    if (raw) {
      try {
        const parsed = z.array(storedUserSchema).safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        /* unreadable: seed again below */
      }
    }
    const seeded = seedUsers();
    store.setItem(USERS_KEY, JSON.stringify(seeded));
    return seeded;
  };
  // Pending reset codes live as long as the backend serving this page: they are never saved.
  let resetCodes = new Map<number, ResetCode>();
  // Transactions take turns: each works on a copy of the accounts, kept whole when it ends.
  const turns = createMutex();

  /** A transaction's writes, over its own copy of the accounts and codes. */
  function writerOver(users: StoredUser[], codes: Map<number, ResetCode>, audit: NewAuditEntry[]): UsersWriter & { users: () => StoredUser[] } {
    const changes: AccountChange[] = [];
    const find = (id: number) => users.find((user) => user.id === id);
    return {
      users: () => users,
      byId: async (id) => find(id),
      async add(user, activation) {
        // The new id is count + 1 (the highest id + 1 once users were deleted).
        const id = Math.max(users.length, ...users.map((existing) => existing.id)) + 1;
        const created = { ...user, id, activationCode: activation.kept, version: 1 };
        users = [...users, created];
        changes.push({ after: created });
        return created;
      },
      async update(id, written) {
        const before = find(id);
        if (!before) return undefined;
        const after = { ...before, ...written, version: before.version + 1 };
        users = users.map((user) => (user.id === id ? after : user));
        changes.push({ before, after });
        return after;
      },
      async remove(id) {
        const before = find(id);
        if (!before) return false;
        users = users.filter((user) => user.id !== id);
        changes.push({ before });
        return true;
      },
      resetCode: async (id) => codes.get(id),
      async setResetCode(id, code) {
        if (code) codes.set(id, code);
        else codes.delete(id);
      },
      changes: () => changes,
      appendAudit: async (entries) => void audit.push(...entries),
      // The fake mode sends none: the core hands a committed transaction's messages to the demo mailbox.
      appendMail: async () => undefined,
    };
  }

  const transaction: UsersDb['transaction'] = (fn) =>
    turns.run(async () => {
      const codes = new Map(resetCodes);
      const audit: NewAuditEntry[] = [];
      const tx = writerOver(read(), codes, audit);
      const result = await fn(tx);
      if (tx.changes().length > 0 || audit.length > 0) {
        // The entries are staged, then the accounts written: a failure of either keeps neither.
        await (await trail()).transaction(async (kept) => {
          await kept.appendAudit(audit);
          store.setItem(USERS_KEY, JSON.stringify(tx.users()));
        });
      }
      resetCodes = codes;
      return result;
    });

  return {
    all: async () => read(),
    byEmail: async (email) => read().find((user) => sameEmail(user.email, email)),
    byId: async (id) => read().find((user) => user.id === id),
    resetCode: async (id) => resetCodes.get(id),
    setResetCode: (id, code) => transaction((tx) => tx.setResetCode(id, code)),
    transaction,
  };
}
