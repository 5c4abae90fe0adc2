import type { MailPort } from '@server/core/storage/mail';
import type { Db } from './connection';
import { outboxPage, requeueFailed } from './outbox';

/** What the server does with the outbox: deliver it by SMTP (waking the loop when mail is queued), or keep it. */
export interface OutboxDelivery {
  kind: 'smtp' | 'outbox';
  /** A message is due: the delivery loop should look now rather than at its next round. */
  wake(): void;
}

/** Keeps the mail in the outbox (no SMTP_URL): `npm run outbox` prints it. */
export const keptInOutbox: OutboxDelivery = { kind: 'outbox', wake: () => undefined };

/**
 * The core's mail port on a server: the transactions write their messages into the outbox
 * table themselves (`appendMail`, server/db/outbox.ts); this reads it for the Mail page, queues
 * a failed message again, and wakes the delivery after a commit that queued mail.
 */
export function sqlMailPort(db: Db, delivery: OutboxDelivery = keptInOutbox): MailPort {
  return {
    delivery: delivery.kind,
    queued: () => delivery.wake(),
    page: (query) => outboxPage(db, query),
    async resend(id, ownedBy) {
      const outcome = await requeueFailed(db, id, ownedBy);
      if (typeof outcome === 'string') return { refused: outcome };
      delivery.wake();
      return { message: outcome };
    },
  };
}
