import type { InboxDecision } from '@/contract/inbox';
import { LEAVE_STATUSES, type Leave } from '@/domain/hr/leave';
import type { CancellationDecision } from '@/domain/hr/self-service';
import { leaveArea } from '../hr/areas/leave';
import type { AppContext } from '../hr/context';
import { actingAs } from '../audit/acting';
import { forgetScopes } from '../access/scope';
import type { Session } from '../ports';
import { batchOf, type InboxSource } from './source';
import { awaitingOnly, candidatesWithin } from './awaiting';
import { decidable, decideThroughArea } from './area-decision';
import { cancellationRequestOf } from './cancellation';
import { leaveItems } from './leave-items';
import { rowsOf, statusIs } from './rows';

/** An approved leave whose requester asked to cancel it: the request awaits a decision. */
const asksCancellation = (leave: Leave) => leave.status === 'approved' && cancellationRequestOf(leave) !== undefined;

/**
 * Refuses the cancellation: the leave stays approved, its `cancellationRequest` cleared and
 * the refusal kept as `cancellationDecision`; version checked, audited, in one transaction.
 */
async function refuseCancellation(outer: AppContext, session: Session, decision: InboxDecision): Promise<string> {
  await actingAs(outer, session).transaction(async (ctx) => {
    const leave = await decidable(ctx, session, leaveArea, decision, asksCancellation);
    const now = ctx.clock.now();
    const refused: CancellationDecision = { outcome: 'rejected', decidedByName: session.name, decidedAt: now, comment: decision.comment };
    const { cancellationRequest: _asked, ...kept } = leave;
    // The version read above: if another process saved the row since, this write fails (409).
    await ctx.db.update('leaves', { ...kept, cancellationDecision: refused, updatedAt: now, version: leave.version + 1 }, leave.version);
  });
  forgetScopes(session);
  return 'approved';
}

/**
 * Cancellations asked of approved leaves (POST /app/leave/{id}/cancellation). Sent when
 * asked (`requestedAt`). Approved: the leave is cancelled as the single PUT would cancel it,
 * the requester's words its reason, its days given back. Rejected: it stays approved.
 */
async function waitingRows(ctx: AppContext, session: Session) {
  const rows = await rowsOf(ctx, leaveArea, [statusIs(LEAVE_STATUSES, 'approved')], await candidatesWithin(ctx, session, 'leave'));
  return awaitingOnly(ctx, session, 'leave', rows.filter(asksCancellation));
}

export const leaveCancellationSource: InboxSource = {
  kind: 'leaveCancellation',
  async waiting(ctx, session) {
    const sentAt = (leave: Leave) => cancellationRequestOf(leave)?.requestedAt ?? leave.updatedAt;
    return batchOf('leaveCancellation', await waitingRows(ctx, session), ({ row }) => sentAt(row), (chosen) =>
      leaveItems(ctx, session, 'leaveCancellation', chosen, (leave) => ({
        submittedAt: sentAt(leave),
        comment: cancellationRequestOf(leave)?.comment,
        balanceAfter: (balance, row) => balance + row.days,
      })),
    );
  },
  async decide(ctx, session, decision) {
    if (decision.outcome === 'rejected') return refuseCancellation(ctx, session, decision);
    const stored = await ctx.db.get('leaves', decision.id);
    const comment = stored && cancellationRequestOf(stored)?.comment;
    return decideThroughArea(ctx, session, leaveArea, decision, asksCancellation, { status: 'cancelled', comment });
  },
};
