import { json, type Resolver, type Routes } from '../http';
import { ERROR_CODES } from '@/domain/common';
import { cancellationRequestInputSchema } from '@/domain/hr/self-service';
import type { Leave } from '@/domain/hr/leave';
import { actorOf, forbidden, need } from '../access/permission';
import { areaAccess } from '../access/area-access';
import { privacyOf } from '../access/private-fields';
import { actingAs } from '../audit/acting';
import { jsonObject } from '../request-body';
import { positiveId } from './answering';
import type { AppBackend } from './backend';
import { leaveArea } from './areas/leave';
import { HttpFailure, checkVersion, parseOrThrow } from './errors';
import { FRENCH_MESSAGES } from './messages-fr';
import { withLive } from './list-answer';
import { notFound } from './write';

const access = areaAccess(leaveArea);

/** Why a cancellation cannot be asked for this leave now (409), if it cannot. */
function refusal(leave: Leave, today: string): HttpFailure | undefined {
  if (leave.status !== 'approved' || leave.endDate < today) {
    return new HttpFailure(409, FRENCH_MESSAGES.notCancellable, undefined, ERROR_CODES.notCancellable);
  }
  if (leave.cancellationRequest) return new HttpFailure(409, FRENCH_MESSAGES.cancellationPending, undefined, ERROR_CODES.cancellationPending);
  return undefined;
}

/**
 * POST /app/leave/{id}/cancellation `{ version, comment }`: the requester asks to cancel their
 * approved leave that has not ended; its approvers decide (the inbox). The request is kept
 * on the leave (`cancellationRequest`), version-checked and audited like any write. Someone
 * else's leave the session reads: 403; one it does not read: 404; a second request while
 * one waits, a leave not approved or already over: 409.
 */
export function leaveCancellationHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const ask: Resolver = async ({ request, params, session }) => {
    const id = positiveId(params.id, () => notFound(leaveArea.subject));
    const body = parseOrThrow(cancellationRequestInputSchema, await jsonObject(request));
    const { ctx, store } = await backend();
    const actor = actorOf(session);
    const row = await actingAs(ctx, session).transaction(async (tx) => {
      const leave = await tx.db.get('leaves', id);
      if (!leave || !(await access.reads(actor, tx, leave))) throw notFound(leaveArea.subject);
      // Only the requester asks: a manager or HR cancels directly.
      if (actor.employeeId === undefined || leave.employeeId !== actor.employeeId) throw forbidden();
      checkVersion(body.version, leave.version);
      const refused = refusal(leave, tx.clock.today());
      if (refused) throw refused;
      const now = tx.clock.now();
      // A cancellation refused earlier is history once another is asked.
      const { cancellationDecision: _refusedEarlier, ...kept } = leave;
      const updated: Leave = { ...kept, cancellationRequest: { requestedAt: now, comment: body.comment }, updatedAt: now, version: leave.version + 1 };
      await tx.db.update('leaves', updated, leave.version);
      return updated;
    });
    await store.saved();
    const [item] = await withLive(leaveArea, await ctx.db.withNames(ctx.view(leaveArea), [row]), ctx);
    return json((await privacyOf('leave', actor, ctx))(item));
  };
  return [routes.on('post', '/app/leave/:id/cancellation', ask, { bearer: true, permission: need('leave', 'update'), subject: leaveArea.subject })];
}
