import * as z from 'zod/mini';
import type { MailMessage } from '@/contract/mail';
import { SCOPE_SETS } from '@server/core/access/scope';
import type { Mail, MailPort } from '@server/core/storage/mail';
import type { ReachSet } from '@server/core/storage/repository';
import { ownerTest } from '@server/memory/audit-log';
import { memoryTextStore, type TextStore } from './users';

/** Where the demo mailbox is kept: the tab's session storage, beside the users. */
export const MAILBOX_KEY = 'demoMailbox';
/** The messages kept at most: the newest. */
const KEPT = 200;

const keptSchema = z.array(
  z.object({
    id: z.number(),
    recipient: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    owner: z.optional(z.object({ set: z.custom<ReachSet>((value) => SCOPE_SETS.some((set) => set === value)), id: z.number() })),
  }),
);
type Kept = z.infer<typeof keptSchema>[number];

/**
 * The fake mode sends no mail: what the backend would send (a code, a notification) is `show`n
 * to the page whose request sent it (a toast, src/app/demo-mailbox.tsx) and kept in `store`
 * (the tab's session storage: a reload keeps it), where the Mail page lists it as "not sent".
 * Nothing can be sent again: a resend is refused (`demo`). Its body is not kept: the page
 * never shows it.
 */
export function createDemoMailbox(show: (mail: Mail) => void = () => undefined, store: TextStore = memoryTextStore(), now: () => Date = () => new Date()): MailPort {
  const read = (): Kept[] => {
    try {
      const parsed = keptSchema.safeParse(JSON.parse(store.getItem(MAILBOX_KEY) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };
  const messageOf = ({ id, recipient, subject, createdAt }: Kept): MailMessage => ({ id, recipient, subject, status: 'notSent', attempts: 0, createdAt });
  return {
    delivery: 'demo',
    queued(mails) {
      const kept = read();
      let last = kept.at(-1)?.id ?? 0;
      for (const { recipient, subject, owner } of mails) kept.push({ id: (last += 1), recipient, subject, createdAt: now().toISOString(), ...(owner && { owner }) });
      store.setItem(MAILBOX_KEY, JSON.stringify(kept.slice(-KEPT)));
      mails.forEach(show);
    },
    async page({ page, pageSize, ownedBy }) {
      const held = read().filter(ownerTest(ownedBy)).reverse();
      return { items: held.slice((page - 1) * pageSize, page * pageSize).map(messageOf), total: held.length };
    },
    async resend(id, ownedBy) {
      const found = read().find((mail) => mail.id === id);
      return { refused: found && ownerTest(ownedBy)(found) ? 'demo' : 'notFound' };
    },
  };
}
