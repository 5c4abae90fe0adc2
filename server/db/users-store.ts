import { asc, eq, sql } from 'drizzle-orm';
import type { AccountChange, ResetCode, StoredUser, UsersDb, UsersWriter } from '@server/core/storage/users';
import { appendAudit } from './audit-sql';
import { refusingConflicts } from './constraint-errors';
import type { Db } from './connection';
import { appendMail } from './outbox';
import { passwordResets, users } from './schema';

type UserRow = typeof users.$inferSelect;

/** The unique keys of the accounts, and the field each one is about. */
const UNIQUE_FIELDS = { users_email_key: 'email', users_username_key: 'username' } as const;

export const toStored = (row: UserRow): StoredUser => ({
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
  ...(row.notificationSettings ? { notificationSettings: row.notificationSettings } : {}),
});

type Changes = Partial<Omit<StoredUser, 'id' | 'version'>>;

/** The columns an account's changes write. */
function columnsOf({ password, ...changes }: Changes): Partial<typeof users.$inferInsert> {
  return { ...changes, ...(password === undefined ? {} : { passwordHash: password }) };
}

const toResetCode = (row: typeof passwordResets.$inferSelect): ResetCode => ({
  codeHash: row.codeHash,
  issuedAt: row.issuedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  attempts: row.attempts,
});

/** Keeps the account's reset code (replacing the one pending), or forgets it (undefined). */
async function readResetCode(db: Db, id: number) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, id));
  return row ? toResetCode(row) : undefined;
}

async function writeResetCode(db: Db, id: number, code: ResetCode | undefined) {
  if (!code) {
    await db.delete(passwordResets).where(eq(passwordResets.userId, id));
    return;
  }
  const values = { codeHash: code.codeHash, issuedAt: new Date(code.issuedAt), expiresAt: new Date(code.expiresAt), attempts: code.attempts };
  await db.insert(passwordResets).values({ userId: id, ...values }).onConflictDoUpdate({ target: passwordResets.userId, set: values });
}

/**
 * The accounts in the database; the password and activation code the core hands over are
 * already hashed. Accounts are written in a transaction with their audit entries
 * (`audit_entries`) and the mail it queues (`outbox`): all or nothing.
 */
export function createSqlUsersDb(db: Db): UsersDb {
  const first = async (where: ReturnType<typeof eq>) => {
    const [row] = await db.select().from(users).where(where).limit(1);
    return row ? toStored(row) : undefined;
  };

  /** A transaction's writes: each account it reads or writes is locked until it ends. */
  function writerOver(tx: Db): UsersWriter {
    const changes: AccountChange[] = [];
    const locked = async (id: number) => {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row ? toStored(row) : undefined;
    };
    return {
      byId: locked,
      async add(user, activation) {
        const [row] = await refusingConflicts(
          () =>
            tx
              .insert(users)
              .values({ ...columnsOf(user), passwordHash: user.password, email: user.email, username: user.username, role: user.role, activationCode: activation.kept })
              .returning(),
          UNIQUE_FIELDS,
        );
        const created = toStored(row);
        changes.push({ after: created });
        return created;
      },
      async update(id, written) {
        const before = await locked(id);
        if (!before) return undefined;
        const [row] = await refusingConflicts(
          () => tx.update(users).set({ ...columnsOf(written), version: sql`${users.version} + 1` }).where(eq(users.id, id)).returning(),
          UNIQUE_FIELDS,
        );
        const after = toStored(row);
        changes.push({ before, after });
        return after;
      },
      async remove(id) {
        const before = await locked(id);
        if (!before) return false;
        await tx.delete(users).where(eq(users.id, id));
        changes.push({ before });
        return true;
      },
      resetCode: (id) => readResetCode(tx, id),
      setResetCode: (id, code) => writeResetCode(tx, id, code),
      changes: () => changes,
      appendAudit: (entries) => appendAudit(tx, entries),
      appendMail: (mails) => appendMail(tx, mails),
    };
  }

  return {
    all: async () => (await db.select().from(users).orderBy(asc(users.id))).map(toStored),
    byEmail: (email) => first(sql`lower(${users.email}) = lower(${email.trim()})`),
    byId: (id) => first(eq(users.id, id)),
    resetCode: (id) => readResetCode(db, id),
    setResetCode: (id, code) => writeResetCode(db, id, code),
    transaction: (fn) => db.transaction((tx) => fn(writerOver(tx))),
  };
}
