import type { AppContext, WriteContext } from '../hr/context';
import { employeeName } from '../hr/areas/names';
import type { RowChange } from '../storage/repository';
import { addNotification, linkTo, pageOf, type NotificationLinks, type Outgoing } from './deliver';
import { noticesOf, type Notice, type RequestRow } from './events';
import { awaitingMessage, decidedMessage, languageOf, type RequestFacts } from './message';
import { recipientsFinder } from './recipients';

/** What a notification tells of a request: its kind, requester and days. */
export async function factsOf(ctx: AppContext, kind: Notice['kind'], row: RequestRow): Promise<RequestFacts> {
  const startDate = row.startDate ?? row.date;
  return {
    kind,
    requesterName: (await employeeName(ctx, row.employeeId)) ?? '',
    ...(startDate && { startDate }),
    ...((row.endDate ?? row.date) && { endDate: row.endDate ?? row.date }),
  };
}

/** The notifications and mails of what the transaction wrote; none to the account that made the change. */
async function outgoingOf(ctx: WriteContext, changes: readonly RowChange[], actorId: number | undefined, links: NotificationLinks): Promise<Outgoing> {
  const out: Outgoing = { rows: [], mails: [] };
  const notices = noticesOf(changes);
  if (notices.length === 0) return out;
  const recipientsOf = await recipientsFinder(ctx, await ctx.db.accounts());
  for (const notice of notices) {
    const facts = await factsOf(ctx, notice.kind, notice.row);
    const link = linkTo(links, pageOf(notice.event));
    for (const account of await recipientsOf(notice)) {
      if (account.id === actorId) continue;
      const language = languageOf(account);
      const composed =
        notice.event === 'decided' && notice.outcome ? decidedMessage(language, facts, notice.outcome, link) : awaitingMessage(language, facts, link);
      const shown = notice.event === 'decided' ? { ...facts, requesterName: undefined } : facts;
      addNotification(out, account, notice.event, { ...shown, requestId: notice.row.id, ...(notice.outcome && { outcome: notice.outcome }) }, composed, ctx.clock.now());
    }
  }
  return out;
}

/**
 * Tells who must know of the requests the transaction filed or decided (docs/domain.md,
 * "Notifications"): their notifications and mails written in the same transaction. What fails
 * while working them out is logged and leaves the change as it is: a notification never undoes it.
 */
export async function notifyChanges(tx: WriteContext, changes: readonly RowChange[], actorId: number | undefined, links: NotificationLinks): Promise<void> {
  let out: Outgoing;
  try {
    out = await outgoingOf(tx, changes, actorId, links);
  } catch (error) {
    console.error('The notifications of a change could not be made; the change is kept', error);
    return;
  }
  if (out.rows.length > 0) await tx.db.appendNotifications(out.rows);
  if (out.mails.length > 0) await tx.db.appendMail(out.mails);
}
