import type { Db } from '@server/db/connection';
import { keptInOutbox, type OutboxDelivery } from '@server/db/mail';
import { claimDue, markFailedTry, markSent, untilNextDue } from '@server/db/outbox';
import type { ServerConfig } from '../config';
import type { Logger } from '../log';
import { startDeliveryLoop, type DeliveryOptions, type DeliveryQueue } from './delivery-loop';
import { retryDelaysOf, smtpOptionsOf } from './smtp-config';
import { smtpSender } from './smtp-sender';

/** The outbox table of one database, as the delivery loop works it. */
export const sqlDeliveryQueue = (db: Db): DeliveryQueue => ({
  claim: (token, leaseMs) => claimDue(db, token, leaseMs),
  sent: (id, token) => markSent(db, id, token),
  failed: (id, token, error, retryInMs) => markFailedTry(db, id, token, error, retryInMs),
  untilNextDue: () => untilNextDue(db),
});

export type MailConfig = Pick<ServerConfig, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_RETRY_DELAYS'>;

/** The server's mail and how to stop its delivery at shutdown. */
export interface ServerMail {
  delivery: OutboxDelivery;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox by SMTP when SMTP_URL is set (a delivery loop over the database, started
 * now); otherwise the mail stays in the outbox, for `npm run outbox`. `tuning` sets the loop's
 * rhythm (the tests').
 */
export function startServerMail(db: Db, config: MailConfig, log: Logger, tuning: Pick<DeliveryOptions, 'pollMs' | 'leaseMs' | 'concurrency'> = {}): ServerMail {
  const smtp = config.SMTP_URL === undefined ? undefined : smtpOptionsOf(config.SMTP_URL);
  // The configuration was checked at start (server/node/config.ts): both are there, or neither is used.
  if (!smtp || config.MAIL_FROM === undefined) return { delivery: keptInOutbox, stop: async () => undefined };
  const loop = startDeliveryLoop({
    queue: sqlDeliveryQueue(db),
    send: smtpSender(smtp, config.MAIL_FROM),
    retryDelaysMs: retryDelaysOf(config.MAIL_RETRY_DELAYS) ?? [],
    log: log.child({ part: 'mail' }),
    ...tuning,
  });
  return { delivery: { kind: 'smtp', wake: loop.wake }, stop: loop.stop };
}
