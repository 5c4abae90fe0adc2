import { and, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MailMessage } from '@/contract/mail';
import type { MailQuery, QueuedMail } from '@server/core/storage/mail';
import { ownedSql } from './audit-sql';
import type { Db } from './connection';
import { run } from './run';
import { outbox } from './schema';

type OutboxRow = typeof outbox.$inferSelect;

/** A message claimed for sending: what to send, and the try it is. */
export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  html?: string;
  /** This try's number (1 for the first). */
  attempts: number;
}

/** Writes messages into the outbox, in the transaction `db` is (queued, due now). */
export async function appendMail(db: Db, mails: readonly QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(outbox).values(
    mails.map(({ recipient, subject, body, html, owner }) => ({ recipient, subject, body, html, ownerSet: owner?.set, ownerId: owner?.id })),
  );
}

const ms = (value: number) => sql`(${value} * interval '1 millisecond')`;

/** Due: queued and its time come, or claimed by a loop whose claim lapsed (its process died while sending). */
const due = or(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, sql`now()`)), and(eq(outbox.status, 'sending'), lt(outbox.claimedUntil, sql`now()`)));

/**
 * Claims the message due first, for `leaseMs`, under the claim `token`: one statement, whose
 * `FOR UPDATE SKIP LOCKED` lets two loops (two processes) claim at once without either waiting
 * for, or taking, the other's row.
 */
export async function claimDue(db: Db, token: string, leaseMs: number): Promise<ClaimedMail | undefined> {
  const first = db.select({ id: outbox.id }).from(outbox).where(due).orderBy(outbox.nextAttemptAt, outbox.id).limit(1).for('update', { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, claimedBy: token, claimedUntil: sql`now() + ${ms(leaseMs)}` })
    .where(inArray(outbox.id, first))
    .returning();
  if (!row) return undefined;
  const { id, recipient, subject, body, html, attempts } = row;
  return { id, recipient, subject, body, ...(html === null ? {} : { html }), attempts };
}

/** The claim still this loop's: a message whose claim lapsed and was taken again is the other loop's now. */
const claimed = (id: number, token: string) => and(eq(outbox.id, id), eq(outbox.claimedBy, token), eq(outbox.status, 'sending'));
const released = { claimedBy: null, claimedUntil: null } as const;

export async function markSent(db: Db, id: number, token: string): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...released }).where(claimed(id, token));
}

/** A try that failed: queued again after `retryInMs`, or failed for good (undefined). */
export async function markFailedTry(db: Db, id: number, token: string, error: string, retryInMs: number | undefined): Promise<void> {
  const next = retryInMs === undefined ? { status: 'failed' as const } : { status: 'queued' as const, nextAttemptAt: sql`now() + ${ms(retryInMs)}` };
  await db.update(outbox).set({ ...next, lastError: error, ...released }).where(claimed(id, token));
}

/** How long until the next message falls due (0: one is due now), or undefined when none waits. */
export async function untilNextDue(db: Db): Promise<number | undefined> {
  const [row] = await run(
    db,
    sql`select greatest(0, extract(epoch from (least(
      (select min(next_attempt_at) from outbox where status = 'queued'),
      (select min(claimed_until) from outbox where status = 'sending')
    ) - now())) * 1000) as wait`,
  );
  const wait = row?.wait;
  return wait === null || wait === undefined ? undefined : Number(wait);
}

const iso = (date: Date | null) => date?.toISOString();

function messageOf(row: OutboxRow): MailMessage {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    ...(row.lastError === null ? {} : { lastError: row.lastError }),
    createdAt: row.createdAt.toISOString(),
    ...(row.sentAt === null ? {} : { sentAt: iso(row.sentAt) }),
    ...(row.status === 'queued' ? { nextAttemptAt: iso(row.nextAttemptAt) } : {}),
  };
}

const within = (ownedBy: MailQuery['ownedBy']): SQL => (ownedBy === undefined ? sql`true` : ownedSql(ownedBy));

/** A page of the outbox, newest first, and how many messages the reader's reach holds. */
export async function outboxPage(db: Db, { page, pageSize, ownedBy }: MailQuery): Promise<{ items: MailMessage[]; total: number }> {
  const where = within(ownedBy);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(outbox).where(where);
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(pageSize).offset((page - 1) * pageSize);
  return { items: rows.map(messageOf), total: Number(counted.total) };
}

/** Puts a failed message back in the queue, due now, for a full round of tries; why not, when it cannot. */
export async function requeueFailed(db: Db, id: number, ownedBy: MailQuery['ownedBy']): Promise<MailMessage | 'notFound' | 'notFailed'> {
  const mine = and(eq(outbox.id, id), within(ownedBy));
  const [row] = await db
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(mine, eq(outbox.status, 'failed')))
    .returning();
  if (row) return messageOf(row);
  const [exists] = await db.select({ id: outbox.id }).from(outbox).where(mine);
  return exists ? 'notFailed' : 'notFound';
}
