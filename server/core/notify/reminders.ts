import { LEAVE_STATUSES } from '@/domain/hr/leave';
import { MISSION_STATUSES } from '@/domain/hr/mission';
import { waitsTooLong } from '@/domain/rules/reminders';
import type { AppContext, WriteContext } from '../hr/context';
import { leaveArea } from '../hr/areas/leave';
import { missionArea } from '../hr/areas/mission';
import { cancellationRequestOf } from '../inbox/cancellation';
import { rowsOf, statusIs } from '../inbox/rows';
import { pendingOf } from '../self-service/requests';
import type { StoredUser } from '../storage/users';
import { addNotification, linkTo, pageOf, type NotificationLinks, type Outgoing } from './deliver';
import type { Notice, RequestRow } from './events';
import { factsOf } from './notify';
import { languageOf, reminderMessage, type RequestFacts } from './message';
import { recipientsFinder } from './recipients';

/** A request awaiting a decision, and when it was sent. */
interface Waiting {
  notice: Notice;
  sentAt: string;
}

const awaiting = (kind: Notice['kind'], area: Notice['area'], row: RequestRow, sentAt: string): Waiting => ({ notice: { event: 'awaiting', kind, area, row }, sentAt });

/** Every request awaiting a decision, of every kind the inbox lists, with when it was sent (as the inbox dates it). */
async function waitingRequests(ctx: AppContext): Promise<Waiting[]> {
  const leaves = await rowsOf(ctx, leaveArea, [statusIs(LEAVE_STATUSES, 'pending')], undefined);
  const approved = await rowsOf(ctx, leaveArea, [statusIs(LEAVE_STATUSES, 'approved')], undefined);
  const missions = await rowsOf(ctx, missionArea, [statusIs(MISSION_STATUSES, 'submitted')], undefined);
  const cancellations = approved.flatMap((leave) => {
    const asked = cancellationRequestOf(leave);
    return asked ? [awaiting('leaveCancellation', 'leave', leave, asked.requestedAt)] : [];
  });
  return [
    ...leaves.map((row) => awaiting('leave', 'leave', row, row.updatedAt)),
    ...missions.map((row) => awaiting('mission', 'mission', row, row.updatedAt)),
    ...cancellations,
    ...(await pendingOf(ctx, 'attendanceCorrections')).map((row) => awaiting('attendanceCorrection', 'attendanceCorrection', row, row.createdAt)),
    ...(await pendingOf(ctx, 'privateChanges')).map((row) => awaiting('privateChange', 'privateChange', row, row.createdAt)),
  ];
}

/** Each decider's requests waiting too long, oldest first, with what a notification tells of them. */
async function overdueByDecider(tx: WriteContext, accounts: readonly StoredUser[], day: string) {
  const overdue = (await waitingRequests(tx)).filter(({ sentAt }) => waitsTooLong(sentAt, day)).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  const byAccount = new Map<number, { account: StoredUser; requests: RequestFacts[] }>();
  const recipientsOf = await recipientsFinder(tx, accounts);
  for (const { notice } of overdue) {
    const facts = await factsOf(tx, notice.kind, notice.row);
    for (const account of await recipientsOf(notice)) {
      const entry = byAccount.get(account.id) ?? { account, requests: [] };
      entry.requests.push(facts);
      byAccount.set(account.id, entry);
    }
  }
  return [...byAccount.values()];
}

/**
 * The daily reminders (docs/domain.md, "Notifications"): each decider of requests waiting more
 * than three working days on `day` gets one notification and one mail gathering them — at most
 * one a day: the (account, day) claim is written in the same transaction, so two server
 * processes running it at once remind each decider once. Answers how many were reminded.
 */
export async function sendReminders(ctx: AppContext, links: NotificationLinks, day = ctx.clock.today()): Promise<number> {
  return ctx.transaction(async (tx) => {
    const out: Outgoing = { rows: [], mails: [] };
    const link = linkTo(links, pageOf('reminder'));
    for (const { account, requests } of await overdueByDecider(tx, await tx.db.accounts(), day)) {
      if (!(await tx.db.claimReminder(account.id, day))) continue;
      addNotification(out, account, 'reminder', { count: requests.length }, reminderMessage(languageOf(account), requests, link), tx.clock.now());
    }
    if (out.rows.length > 0) await tx.db.appendNotifications(out.rows);
    if (out.mails.length > 0) await tx.db.appendMail(out.mails);
    return out.rows.length;
  });
}
