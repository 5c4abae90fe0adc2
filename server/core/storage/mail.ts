import type { MailDelivery, MailMessage } from '@/contract/mail';
import type { AuditOwner, AuditOwners } from './repository';

/** A message to a user: a code, a notification; `body` is its text, `html` the same as HTML. */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
  html?: string;
  /** A notification (docs/domain.md, "Notifications"), which its recipient may turn off; absent: a code (activation, reset). */
  notification?: true;
}

/**
 * A message as a transaction queues it, with whose it is (the person the recipient's account is
 * linked to): who may read it on the Mail page, as for the audit trail (docs/roles.md). None:
 * Root only.
 */
export interface QueuedMail extends Mail {
  owner?: AuditOwner;
}

/**
 * What a transaction's writer offers to queue mail (`HrWriter`, `UsersWriter`): the message is
 * written with the transaction's changes, kept only if it commits (on a server, into the
 * outbox table, delivered after the commit: docs/server.md, "Mail"). A failing delivery never
 * undoes the change.
 */
export interface MailWriter {
  appendMail(mails: readonly QueuedMail[]): Promise<void>;
}

/** A page of the messages, newest first; `ownedBy`: the reader's reach (absent: every message). */
export interface MailQuery {
  page: number;
  pageSize: number;
  ownedBy?: AuditOwners;
}

/** What became of "send again": the message queued again, or why not. */
export type ResendOutcome = { message: MailMessage } | { refused: 'notFound' | 'notFailed' | 'demo' };

/** The messages the backend sent or queued: the server's outbox, the fake mode's demo mailbox. */
export interface MailPort {
  readonly delivery: MailDelivery;
  /**
   * Told once a transaction that queued messages has committed: a server wakes its delivery,
   * the fake mode shows them in the demo mailbox. Never throws.
   */
  queued(mails: readonly QueuedMail[]): void;
  page(query: MailQuery): Promise<{ items: MailMessage[]; total: number }>;
  /** Puts a failed message back in the queue, for a full round of tries; `ownedBy` as for `page`. */
  resend(id: number, ownedBy: AuditOwners | undefined): Promise<ResendOutcome>;
}
