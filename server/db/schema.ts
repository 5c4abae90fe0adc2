import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Grant } from '@/domain/grants';
import type { LinkedEmployee } from '@/domain/user';
import type { NotificationSettings } from '@/contract/notifications';

/** The accounts; a password is only ever kept as its argon2id hash. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull(),
    /** What the account may do (docs/roles.md); null on an account whose role name alone says it (Root). */
    grants: jsonb('grants').$type<Grant[] | null>(),
    employee: jsonb('employee').$type<LinkedEmployee | null>(),
    /** The activation code's argon2id hash. */
    activationCode: text('activation_code').notNull(),
    active: boolean('active').notNull().default(false),
    version: integer('version').notNull().default(1),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The language of its notifications and the mails it turned off (null: French, every mail). */
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings | null>(),
  },
  (table) => [
    // One account per address and per username, whatever their case.
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
  ],
);

/** Signed-in sessions: the token is handed out once and kept only as its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * The transactional outbox: each message written in the transaction of the change that sends
 * it, then delivered by the server's delivery loop (docs/server.md, "Mail"): `queued` until
 * `next_attempt_at`, claimed (`sending`, by `claimed_by` until `claimed_until`), then `sent`,
 * or `failed` with `last_error` after its last try. `npm run outbox` reads it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The claim of the delivery loop sending it: a token of its own, and when the claim lapses (the process died). */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Whose message it is (the recipient's employee), as an audit entry's owner: who reads it on the Mail page. */
    ownerSet: text('owner_set'),
    ownerId: integer('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'queued'`),
    index('outbox_claimed_idx').on(table.claimedUntil).where(sql`${table.status} = 'sending'`),
    index('outbox_owner_idx').on(table.ownerSet, table.ownerId),
    check('outbox_status_check', sql`${table.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/** Failed sign-ins by address, for the temporary lockout. */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** One-time codes for a password reset, one per account, kept hashed, with their expiry and the wrong tries. */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * Sign-ins under way at the OpenID provider (docs/sso.md): the SHA-256 of their `state`, and
 * what the return must be checked against (its nonce, its PKCE verifier); taken by the return,
 * once, within minutes.
 */
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** The page of the app to open once signed in. */
  returnUrl: text('return_url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One-time codes by which the app takes the session of a sign-in at the OpenID provider: kept as their SHA-256, spent by their use. */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Each employee's last uploaded photo. */
export const photos = pgTable('photos', {
  employeeId: integer('employee_id').primaryKey(),
  nameFile: text('name_file').notNull(),
  type: text('type').notNull(),
  size: integer('size').notNull(),
  dataUrl: text('data_url').notNull(),
  uploadedAt: text('uploaded_at').notNull(),
});

/** Facts about the database itself: the day the demo data was generated for, when it was seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A number per table read by what a server process keeps (list pages, sessions), per area
 * for `hr_names` (`hr_names:employees`): changed by every transaction writing the table, at
 * its commit (migrations/0011). What was read while the versions were these is still what
 * the tables hold while they are unchanged.
 */
export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/** One row per transaction that wrote a versioned table: its insert queues the versions' change at commit. */
export const tableVersionsDue = pgTable('table_versions_due', {
  transactionId: bigint('transaction_id', { mode: 'bigint' })
    .primaryKey()
    .default(sql`(pg_current_xact_id()::text::bigint)`),
});

export * from './hr-schema';
export * from './audit-schema';
export * from './notification-schema';
