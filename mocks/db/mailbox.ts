import type { MailMessage } from '@/contract/mail';
import type { Mail, MailPort, QueuedMail } from '@server/core/storage/mail';
import { ownerTest } from '@server/memory/audit-log';

/**
 * The fake mode sends no mail: what the backend would send (a code, a notification) is kept
 * here, `show`n to the page whose request sent it (a toast, src/app/demo-mailbox.tsx), and
 * listed by the Mail page as "not sent". Nothing can be sent again: a resend is refused
 * (`demo`). It lives as long as the backend's thread.
 */
export function createDemoMailbox(show: (mail: Mail) => void = () => undefined, now: () => Date = () => new Date()): MailPort {
  const kept: (QueuedMail & { id: number; createdAt: string })[] = [];
  const messageOf = ({ id, recipient, subject, createdAt }: (typeof kept)[number]): MailMessage => ({ id, recipient, subject, status: 'notSent', attempts: 0, createdAt });
  return {
    delivery: 'demo',
    queued(mails) {
      for (const mail of mails) {
        kept.push({ ...mail, id: kept.length + 1, createdAt: now().toISOString() });
        show(mail);
      }
    },
    async page({ page, pageSize, ownedBy }) {
      const held = kept.filter(ownerTest(ownedBy)).reverse();
      return { items: held.slice((page - 1) * pageSize, page * pageSize).map(messageOf), total: held.length };
    },
    async resend(id, ownedBy) {
      const found = kept.find((mail) => mail.id === id);
      return { refused: found && ownerTest(ownedBy)(found) ? 'demo' : 'notFound' };
    },
  };
}
