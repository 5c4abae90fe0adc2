import { z } from 'zod';
import { choice } from '@/domain/common';
import { listPageSchema } from './list';

/**
 * The mail the backend sends (docs/contract.md, "Mail"), read by Root and HR:
 *
 * GET  /app/mail?page=&pageSize=    → MailPage, newest first
 * POST /app/mail/{id}/resend        → the message, queued again (a failed one only)
 *
 * On a server a message is `queued`, being sent (`sending`), `sent` or `failed` after its last
 * try (docs/server.md, "Mail"); the fake mode sends none: what it would have mailed is
 * `notSent`, shown in the page's demo mailbox.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'notSent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * How the backend delivers mail: `smtp` (SMTP_URL is set), `outbox` (a server without it: the
 * messages wait in its outbox, `npm run outbox` prints them), `demo` (the fake mode).
 */
export const MAIL_DELIVERIES = ['smtp', 'outbox', 'demo'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** A message as the Mail page lists it: never its body, which may hold a code. */
export const mailMessageSchema = z.object({
  id: z.number().int().positive(),
  recipient: z.string(),
  subject: z.string(),
  status: choice(MAIL_STATUSES),
  /** Tries made so far (a failed one: all of them). */
  attempts: z.number().int().min(0),
  /** What the SMTP server (or the network) answered to the last try that failed. */
  lastError: z.string().optional(),
  /** ISO date-times: when it was queued, sent, and when its next try is due (a queued one). */
  createdAt: z.string(),
  sentAt: z.string().optional(),
  nextAttemptAt: z.string().optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailPageSchema = listPageSchema(mailMessageSchema).extend({ delivery: choice(MAIL_DELIVERIES) });
export type MailPage = z.infer<typeof mailPageSchema>;
