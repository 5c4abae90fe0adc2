import type { MailPort, MailWriter, QueuedMail } from '../storage/mail';

/** Told of the messages a transaction queued, once it has committed (`MailPort.queued`). */
export type MailListener = Pick<MailPort, 'queued'>;

/** A storage whose writes happen in transactions (`HrRepository`, `UsersDb`). */
interface Transactional<W> {
  transaction<X>(fn: (tx: W) => Promise<X>): Promise<X>;
}

/**
 * Runs `fn` in a transaction of `store` whose writer may queue mail: the messages
 * are written with the transaction's changes, and `listener` hears of them once it has
 * committed — a server then delivers them, the fake mode shows them. A transaction undone
 * queues nothing, and a listener that fails does not undo what committed.
 */
export async function mailingTransaction<W extends MailWriter, R>(
  listener: MailListener,
  store: Transactional<W>,
  fn: (tx: W) => Promise<R>,
): Promise<R> {
  const queued: QueuedMail[] = [];
  const result = await store.transaction((tx) =>
    fn({
      ...tx,
      appendMail: async (mails: readonly QueuedMail[]) => {
        await tx.appendMail(mails);
        queued.push(...mails);
      },
    }),
  );
  if (queued.length > 0) {
    try {
      listener.queued(queued);
    } catch (error) {
      console.error('The mail queued could not be announced; it waits for the next round', error);
    }
  }
  return result;
}

/** Hears nothing: contexts that send no mail (names computed, tests of the rules). */
export const NO_MAIL_LISTENER: MailListener = { queued: () => undefined };
