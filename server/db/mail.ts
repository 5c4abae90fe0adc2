import type { Db } from './connection';
import { outbox } from './schema';

/** A message to a user: an activation or a password-reset code. */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

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
