import { LEAVE_STATUSES } from '@/domain/hr/leave';
import { leaveArea } from '../hr/areas/leave';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { batchOf, type InboxSource } from './source';
import { awaitingOnly, candidatesWithin } from './awaiting';
import { decideThroughArea } from './area-decision';
import { leaveItems } from './leave-items';
import { rowsOf, statusIs } from './rows';

/**
 * Pending leave requests. Sent when they became pending: the row's `updatedAt` (a pending
 * request is written again only when its requester edits and so sends it anew).
 */
async function waitingRows(ctx: AppContext, session: Session) {
  const rows = await rowsOf(ctx, leaveArea, [statusIs(LEAVE_STATUSES, 'pending')], await candidatesWithin(ctx, session, 'leave'));
  return awaitingOnly(ctx, session, 'leave', rows);
}

export const leaveSource: InboxSource = {
  kind: 'leave',
  async waiting(ctx, session) {
    return batchOf('leave', await waitingRows(ctx, session), ({ row }) => row.updatedAt, (chosen) =>
      leaveItems(ctx, session, 'leave', chosen, (leave) => ({
        submittedAt: leave.updatedAt,
        comment: leave.reason,
        balanceAfter: (balance) => balance,
      })),
    );
  },
  decide: (ctx, session, decision) =>
    decideThroughArea(ctx, session, leaveArea, decision, (leave) => leave.status === 'pending', { status: decision.outcome, comment: decision.comment }),
};
