import { randomBytes, randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { roleNameOf } from '@/domain/grants';
import { ROOT_ROLE } from '@/domain/roles';
import { ADMIN_EMPLOYEE } from '@mocks/fixtures/admin-employee';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { DEFAULT_EMPLOYEES, DEFAULT_SEED, generateDemoData } from '@mocks/fixtures/demo-data';
import type { PasswordPort } from '@server/core/storage/users';
import type { HrTables } from '@server/core/storage/tables';
import type { Db } from './connection';
import { meta, users } from './schema';

/** What the demo data was generated from: the same seed and day give the same records. */
export interface SeedFacts {
  /** YYYY-MM-DD: the day the data is laid out around. */
  today: string;
  employees: number;
}

const TODAY_KEY = 'seed_today';
const EMPLOYEES_KEY = 'seed_employees';

/** The facts the database was seeded with, or undefined when it never was. */
export async function seedFacts(db: Db): Promise<SeedFacts | undefined> {
  const rows = await db.select().from(meta).where(inArray(meta.key, [TODAY_KEY, EMPLOYEES_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const today = value(TODAY_KEY);
  return today ? { today, employees: Number(value(EMPLOYEES_KEY) ?? DEFAULT_EMPLOYEES) } : undefined;
}

/** The demo data of these facts, from the fake mode's fixed-seed generator. */
export const demoTables = ({ today, employees }: SeedFacts): HrTables => generateDemoData({ seed: DEFAULT_SEED, employees, today });

/** A password nobody chose: 18 random bytes, 24 characters. */
export const newAdminPassword = () => randomBytes(18).toString('base64url');

export interface SeedOptions extends SeedFacts {
  passwords: PasswordPort;
  /** The administrator's password; a random one when absent. */
  adminPassword?: string;
}

/**
 * Seeds the accounts: the seed facts, the demo administrator, whose password is returned (it
 * is issued here and must be changed at first sign-in), and one demo account per other role
 * with the password the README lists (docs/roles.md). The HR data is loaded beside them
 * (`loadHrTables`).
 */
export async function seedDatabase(db: Db, { passwords, adminPassword = newAdminPassword(), ...facts }: SeedOptions) {
  const passwordHash = await passwords.hash(adminPassword);
  const roleAccounts: (typeof users.$inferInsert)[] = [];
  for (const { password, grants, activationCode: code, ...account } of DEMO_ROLE_ACCOUNTS) {
    roleAccounts.push({
      ...account,
      passwordHash: await passwords.hash(password),
      // Kept hashed, as every activation code is (the accounts are active: nobody is sent it).
      activationCode: await passwords.hash(code),
      role: roleNameOf(grants),
      grants: [...grants],
      active: true,
      mustChangePassword: false,
    });
  }
  // The administrator is active: the code, which nobody is sent, only fills the column.
  const activationCode = await passwords.hash(String(randomInt(10000, 100000)));
  await db.transaction(async (tx) => {
    for (const [key, value] of [
      [TODAY_KEY, facts.today],
      [EMPLOYEES_KEY, String(facts.employees)],
    ]) {
      await tx.insert(meta).values({ key, value }).onConflictDoUpdate({ target: meta.key, set: { value } });
    }
    const admin = {
      email: DEMO_ACCOUNT.email,
      username: 'admin',
      passwordHash,
      firstName: 'Claire',
      lastName: 'Martin',
      role: ROOT_ROLE,
      employee: ADMIN_EMPLOYEE,
      activationCode,
      active: true,
      mustChangePassword: true,
    };
    for (const account of [admin, ...roleAccounts]) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (existing) await tx.update(users).set(account).where(eq(users.id, existing.id));
      else await tx.insert(users).values(account);
    }
  });
  return { adminEmail: DEMO_ACCOUNT.email, adminPassword };
}

export { DEFAULT_EMPLOYEES };
