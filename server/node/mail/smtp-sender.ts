import { createTransport } from 'nodemailer';
import type { ClaimedMail } from '@server/db/outbox';
import type { SmtpOptions } from './smtp-config';

/**
 * How long a send may wait on the SMTP server: to connect, for its greeting, and for any
 * answer. A try that takes longer fails (and is tried again); the claim on a message
 * (server/node/mail/delivery-loop.ts) outlasts their sum.
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

/** Sends one message through the SMTP server, from `from`; rejects with what the server answered. */
export function smtpSender(options: SmtpOptions, from: string): (mail: ClaimedMail) => Promise<void> {
  const transport = createTransport({ ...options, ...TIMEOUTS });
  return async ({ recipient, subject, body, html }) => {
    await transport.sendMail({ from, to: recipient, subject, text: body, ...(html !== undefined && { html }) });
  };
}
