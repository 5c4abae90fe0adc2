import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { NewStoredUser, PasswordPort, ResetCode, StoredUser, UsersDb } from '@server/core/storage/users';
import { refusingConflicts } from './constraint-errors';
import type { Db } from './connection';
import { outboxMailer, type Mailer } from './mail';
import { passwordResets, users } from './schema';

type UserRow = typeof users.$inferSelect;

/** The unique keys of the accounts, and the field each one is about. */
const UNIQUE_FIELDS = { users_email_key: 'email', users_username_key: 'username' } as const;

const toStored = (row: UserRow): StoredUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  password: row.passwordHash,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role,
  ...(row.grants ? { grants: row.grants } : {}),
  employee: row.employee ?? null,
  activationCode: row.activationCode,
  active: row.active,
  version: row.version,
  ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
});

type Changes = Partial<Omit<StoredUser, 'id' | 'version'>>;

/** The columns an account's changes write. */
function columnsOf({ password, ...changes }: Changes): Partial<typeof users.$inferInsert> {
  return { ...changes, ...(password === undefined ? {} : { passwordHash: password }) };
}

/** The five-digit code a new account is activated with, sent by mail. */
const newActivationCode = () => String(randomInt(10000, 100000));

const toResetCode = (row: typeof passwordResets.$inferSelect): ResetCode => ({
  codeHash: row.codeHash,
  issuedAt: row.issuedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  attempts: row.attempts,
});

/**
 * The accounts in the database; the password the core hands over is already hashed. A new
 * account's activation code is mailed, and kept only as `passwords` hashes it.
 */
export function createSqlUsersDb(db: Db, passwords: PasswordPort, mailer: Mailer = outboxMailer): UsersDb {
  const first = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row ? toStored(row) : undefined;
  };
  return {
    all: async () => (await db.select().from(users).orderBy(asc(users.id))).map(toStored),
    byEmail: (email) => first(sql`lower(${users.email}) = lower(${email.trim()})`),
    byId: (id) => first(eq(users.id, id)),
    add: async (user: NewStoredUser) => {
      const activationCode = newActivationCode();
      const codeHash = await passwords.hash(activationCode);
      return refusingConflicts(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(users)
              .values({ ...columnsOf(user), passwordHash: user.password, email: user.email, username: user.username, role: user.role, activationCode: codeHash })
              .returning();
            if (!row.active) {
              await mailer.send(tx, {
                recipient: row.email,
                subject: 'Activez votre compte Effectif',
                body: `Votre code d'activation : ${activationCode}`,
              });
            }
            return toStored(row);
          }),
        UNIQUE_FIELDS,
      );
    },
    async update(id, changes) {
      await refusingConflicts(
        () => db.update(users).set({ ...columnsOf(changes), version: sql`${users.version} + 1` }).where(eq(users.id, id)),
        UNIQUE_FIELDS,
      );
    },
    async remove(id) {
      const removed = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return removed.length > 0;
    },
    async resetCode(id) {
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, id));
      return row ? toResetCode(row) : undefined;
    },
    async setResetCode(id, code) {
      if (!code) {
        await db.delete(passwordResets).where(eq(passwordResets.userId, id));
        return;
      }
      const values = { codeHash: code.codeHash, issuedAt: new Date(code.issuedAt), expiresAt: new Date(code.expiresAt), attempts: code.attempts };
      await db.insert(passwordResets).values({ userId: id, ...values }).onConflictDoUpdate({ target: passwordResets.userId, set: values });
    },
  };
}
