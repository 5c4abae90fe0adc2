import type { InboxItem, InboxKind } from '@/contract/inbox';
import type { Leave } from '@/domain/hr/leave';
import { privacyOf } from '../access/private-fields';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import type { Awaited } from './awaiting';
import { awayOf } from './away';
import { paidBalancesOf } from './balance-after';
import { stepOf } from './step';

/** A leave as listed: with its employee's and type's names. */
export type ListedLeave = Leave & { employeeName?: string; typeName?: string };

/** What an inbox item of a leave says beside the request: when it was sent, the requester's words, the balance once granted. */
export interface LeaveItemFacts {
  submittedAt: string;
  comment?: string;
  /** The paid-leave balance once granted, from the balance with the pending requests counted. */
  balanceAfter: (balance: number, leave: Leave) => number;
}

/**
 * Inbox items of leaves waiting on the session (a request, or the cancellation of one): the
 * days as stored, the balance after for paid leave, who else of the service is away, the step,
 * and the leave type only when the session reads it (docs/roles.md, "Why someone is away").
 */
export async function leaveItems(
  ctx: AppContext,
  session: Session,
  kind: InboxKind,
  waiting: readonly { row: ListedLeave; awaited: Awaited }[],
  facts: (leave: ListedLeave) => LeaveItemFacts,
): Promise<InboxItem[]> {
  const rows = waiting.map(({ row }) => row);
    // The page's balances share their units, cities and leave types: each read once.
  const [paid, away, shown] = await Promise.all([paidBalancesOf(ctx.readingOnce(), rows), awayOf(ctx, rows), privacyOf('leave', session, ctx)]);
  return waiting.map(({ row, awaited }, index) => {
    const visible = shown(row);
    const { submittedAt, comment, balanceAfter } = facts(visible);
    // Only of a request whose type the session reads: a balance would tell it is paid leave.
    const balance = visible.typeId === paid.typeId ? paid.balances.get(row.employeeId) : undefined;
    return {
      kind,
      id: row.id,
      version: row.version,
      employeeId: row.employeeId,
      employeeName: row.employeeName ?? '',
      submittedAt,
      title: visible.typeName,
      startDate: row.startDate,
      endDate: row.endDate,
      startHalf: row.startHalf,
      endHalf: row.endHalf,
      days: row.days,
      balanceAfter: balance === undefined ? undefined : balanceAfter(balance, row),
      away: away[index],
      step: stepOf(row),
      onBehalfOf: awaited.onBehalfOf,
      comment,
    };
  });
}
