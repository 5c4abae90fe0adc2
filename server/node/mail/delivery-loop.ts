import { randomUUID } from 'node:crypto';
import type { ClaimedMail } from '@server/db/outbox';
import { errorFields, type Logger } from '../log';

/** The outbox as the loop works it (server/db/outbox.ts over one database). */
export interface DeliveryQueue {
  /** The message due first, claimed for `leaseMs` under `token`; undefined when none is due. */
  claim(token: string, leaseMs: number): Promise<ClaimedMail | undefined>;
  sent(id: number, token: string): Promise<void>;
  /** A try that failed: queued again after `retryInMs`, or failed for good (undefined). */
  failed(id: number, token: string, error: string, retryInMs: number | undefined): Promise<void>;
  /** How long until the next message falls due, undefined when none waits. */
  untilNextDue(): Promise<number | undefined>;
}

export interface DeliveryOptions {
  queue: DeliveryQueue;
  /** Hands one message to the SMTP server; rejects with what it answered. */
  send(mail: ClaimedMail): Promise<void>;
  /** The wait before each new try: a message is tried once, then once per delay, then failed. */
  retryDelaysMs: readonly number[];
  log: Logger;
  /** The longest the loop sleeps without being woken (another process may have queued mail). */
  pollMs?: number;
  /** How long a claim holds a message: longer than a send may take (the SMTP timeouts, server/node/mail/smtp-sender.ts). */
  leaseMs?: number;
  /** Messages sent at once: SMTP servers limit a client's connections (Microsoft 365: 3). */
  concurrency?: number;
}

export interface DeliveryLoop {
  /** Mail was queued: look now rather than at the next round. */
  wake(): void;
  /** Claims nothing more and resolves once the messages under way are settled. */
  stop(): Promise<void>;
}

const POLL_MS = 30_000;
const LEASE_MS = 5 * 60_000;
const CONCURRENCY = 3;
/** What of an SMTP error is kept: its first line or so is what tells. */
const ERROR_LENGTH = 1_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);

/**
 * The delivery of the outbox (docs/server.md, "Mail"): rounds in which `concurrency` workers
 * each claim a due message, send it, and mark it sent — or, when SMTP refused it or could not
 * be reached, queued again after the next delay, or failed with the error after the last try.
 * A round starts when woken (a commit that queued mail, "send again"), when the next message
 * falls due, and at least every `pollMs`. Every message is claimed by one loop only, whatever
 * the processes sharing the database: sent once.
 */
export function startDeliveryLoop({ queue, send, retryDelaysMs, log, pollMs = POLL_MS, leaseMs = LEASE_MS, concurrency = CONCURRENCY }: DeliveryOptions): DeliveryLoop {
  const loopId = randomUUID();
  let claims = 0;
  let stopping = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function deliver(mail: ClaimedMail, token: string) {
    try {
      await send(mail);
    } catch (error) {
      const retryInMs = retryDelaysMs[mail.attempts - 1];
      log.warn(retryInMs === undefined ? 'mail failed after its last try' : 'mail refused, to be tried again', {
        mailId: mail.id,
        attempts: mail.attempts,
        ...(retryInMs !== undefined && { retryInMs }),
        // What SMTP answered, without a stack: the refusal is the mail server's, not a fault here.
        error: errorText(error),
      });
      await queue.failed(mail.id, token, errorText(error), retryInMs);
      return;
    }
    await queue.sent(mail.id, token);
    log.debug('mail sent', { mailId: mail.id, attempts: mail.attempts });
  }

  /** One worker: claims and sends until nothing is due. */
  async function worker() {
    while (!stopping) {
      claims += 1;
      const token = `${loopId}:${claims}`;
      const mail = await queue.claim(token, leaseMs);
      if (!mail) return;
      await deliver(mail, token);
    }
  }

  /** How long until a message falls due (0: now), undefined when none waits or the outbox cannot be read. */
  async function untilDue() {
    try {
      return await queue.untilNextDue();
    } catch (error) {
      log.error('the outbox could not be read', errorFields(error));
      return undefined;
    }
  }

  async function schedule() {
    if (stopping) return;
    const due = await untilDue();
    const wait = due === undefined ? pollMs : Math.min(pollMs, Math.ceil(due));
    if (stopping || running) return;
    clearTimeout(timer);
    timer = setTimeout(round, wait);
    timer.unref();
  }

  function round() {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        // The workers claim only when a message is due: a round of nothing writes nothing.
        if ((await untilDue()) !== 0) continue;
        // A worker the database failed stops alone; its message, still claimed, is taken again once its claim lapses.
        await Promise.all(Array.from({ length: concurrency }, () => worker().catch((error: unknown) => log.error('mail delivery stopped short', errorFields(error)))));
      } while (again && !stopping);
    })().finally(() => {
      running = undefined;
      void schedule();
    });
  }

  round();
  return {
    wake: round,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
