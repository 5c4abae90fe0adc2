import { NOTIFICATION_PAGES, TOPIC_OF, type NotificationEvent } from '@/contract/notifications';
import { ownerOf } from '../access/area-reach';
import type { QueuedMail } from '../storage/mail';
import type { NewNotification } from '../storage/notifications';
import type { StoredUser } from '../storage/users';
import type { Composed, RequestFacts } from './message';

/** Where the links of the mails point: the server's PUBLIC_URL, else the app's own paths. */
export interface NotificationLinks {
  publicUrl?: string;
}

/** The page's address in a mail: absolute under PUBLIC_URL when set. */
export const linkTo = (links: NotificationLinks, path: string) => (links.publicUrl ? `${links.publicUrl.replace(/\/+$/, '')}${path}` : path);

/** The page a notification opens: the decider's inbox, the requester's space. */
export const pageOf = (event: NotificationEvent) => (event === 'decided' ? NOTIFICATION_PAGES.me : NOTIFICATION_PAGES.inbox);

/** What a transaction writes for its notifications: their rows, and the mails not turned off. */
export interface Outgoing {
  rows: NewNotification[];
  mails: QueuedMail[];
}

/** What the notification says beside its message (the bell shows it in the reader's language). */
export interface NotificationFacts extends Partial<RequestFacts> {
  requestId?: number;
  outcome?: 'approved' | 'rejected';
  count?: number;
}

/**
 * One notification to one account: its row, and its mail unless the account turned that topic
 * off (docs/domain.md, "Notifications"): the in-app notification appears either way.
 */
export function addNotification(out: Outgoing, account: StoredUser, event: NotificationEvent, facts: NotificationFacts, composed: Composed, now: string): void {
  const mailed = account.notificationSettings?.mail[TOPIC_OF[event]] !== false;
  const { kind, ...rest } = facts;
  out.rows.push({
    userId: account.id,
    event,
    ...(kind && { requestKind: kind }),
    ...rest,
    path: pageOf(event),
    subject: composed.subject,
    text: composed.text,
    mailed,
    createdAt: now,
  });
  if (!mailed) return;
  const owner = ownerOf('user', { employeeId: account.employee?.id });
  out.mails.push({ recipient: account.email, subject: composed.subject, body: composed.text, html: composed.html, notification: true, ...(owner && { owner }) });
}
