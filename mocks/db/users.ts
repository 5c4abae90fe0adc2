import * as z from 'zod/mini';
import { grantSchema, roleNameOf, ROOT_ROLE } from '@/domain/grants';
import { linkedEmployeeSchema } from '@/domain/user';
import { DEMO_ACCOUNT, DEMO_ACTIVATION_CODE } from '../fixtures/demo-account';
import { ADMIN_EMPLOYEE } from '../fixtures/admin-employee';
import { DEMO_ROLE_ACCOUNTS } from '../fixtures/demo-accounts';
import type { NewStoredUser, ResetCode, StoredUser, UsersDb } from '@server/core/storage/users';

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
});
// Fails to compile when the stored shape and the core's StoredUser part ways.
const storedShape: z.ZodMiniType<StoredUser> = storedUserSchema;
void storedShape;
export type { NewStoredUser, StoredUser, UsersDb };

export const USERS_KEY = 'users';

/** The five-digit code a new account is activated with (sent by email in real life). */
const newActivationCode = () => String(Math.floor(10000 + Math.random() * 90000));

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

/** The users of the fake backend, seeded with the demo administrator when none are kept. */
export function createUsersDb(store: TextStore): UsersDb {
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
  const write = (users: StoredUser[]) => store.setItem(USERS_KEY, JSON.stringify(users));
  // Pending reset codes live as long as the backend serving this page: they are never saved.
  const resetCodes = new Map<number, ResetCode>();

  return {
    all: async () => read(),
    byEmail: async (email) => read().find((user) => sameEmail(user.email, email)),
    byId: async (id) => read().find((user) => user.id === id),
    async add(user) {
      const users = read();
      // The new id is count + 1 (the highest id + 1 once users were deleted).
      const id = Math.max(users.length, ...users.map((existing) => existing.id)) + 1;
      const created = { ...user, id, activationCode: newActivationCode(), version: 1 };
      write([...users, created]);
      return created;
    },
    async update(id, changes) {
      write(read().map((user) => (user.id === id ? { ...user, ...changes, version: user.version + 1 } : user)));
    },
    async remove(id) {
      const users = read();
      const kept = users.filter((user) => user.id !== id);
      write(kept);
      return kept.length !== users.length;
    },
    resetCode: async (id) => resetCodes.get(id),
    async setResetCode(id, code) {
      if (code) resetCodes.set(id, code);
      else resetCodes.delete(id);
    },
  };
}
