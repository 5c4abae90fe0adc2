import type { Mail, MailPort } from '@server/core/storage/mail';
import type { Db } from './connection';
import { outbox } from './schema';

export type { Mail };

/**
 * How the server sends mail. The default writes the outbox table only (`npm run outbox`
 * reads it); a deployment that sends e-mail passes an adapter that also hands it to SMTP.
 */
export interface Mailer {
  /** Queues a message; `db` is the transaction the message belongs to. */
  send(db: Db, mail: Mail): Promise<void>;
}

export const outboxMailer: Mailer = {
  async send(db, mail) {
    await db.insert(outbox).values(mail);
  },
};

/** The core's mail port over a mailer, outside any transaction. */
export const mailPort = (db: Db, mailer: Mailer = outboxMailer): MailPort => ({ send: (mail) => mailer.send(db, mail) });
