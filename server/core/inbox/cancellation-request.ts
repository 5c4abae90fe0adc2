import { ERROR_CODES } from '@/domain/common';
import { cancellationRequestInputSchema } from '@/domain/hr/self-service';
import type { Routes } from '../http';
import { json } from '../http';
import { actorOf, forbidden, need } from '../access/permission';
import { forgetScopes } from '../access/scope';
import { actingAs } from '../audit/acting';
import { positiveId } from '../hr/answering';
import { leaveArea } from '../hr/areas/leave';
import type { AppBackend } from '../hr/backend';
import { HttpFailure, checkVersion, fieldError, parseOrThrow } from '../hr/errors';
import { notFound } from '../hr/write';
import { jsonObject } from '../request-body';

/**
 * POST /app/leave/{id}/cancellation { version, comment }: the requester asks to cancel their
 * approved leave; the request waits in its approvers' inbox (kind `leaveCancellation`). One's
 * own approved leave only, one request at a time (409 `illegalTransition` otherwise).
 * NB: the "myspace" branch owns this route; this is the inbox branch's copy, to be kept once.
 */
export function cancellationRequestHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on('post', '/app/leave/:id/cancellation', async ({ request, params, session }) => {
      const actor = actorOf(session);
      const { version, comment } = parseOrThrow(cancellationRequestInputSchema, await jsonObject(request));
      const { ctx, store } = await backend();
      const id = positiveId(params.id, () => notFound(leaveArea.subject));
      const written = await actingAs(ctx, actor).transaction(async (tx) => {
        const leave = await tx.db.get('leaves', id);
        if (!leave || leave.employeeId !== actor.employeeId) throw leave ? forbidden() : notFound(leaveArea.subject);
        checkVersion(version, leave.version);
        if (leave.status !== 'approved' || leave.cancellationRequest) {
          const errors = { status: fieldError(ERROR_CODES.illegalTransition, { from: leave.status, to: 'cancelled' }) };
          throw new HttpFailure(409, errors.status.message, errors);
        }
        const now = tx.clock.now();
        const { cancellationDecision: _earlier, ...kept } = leave;
        const row = { ...kept, cancellationRequest: { requestedAt: now, comment }, updatedAt: now, version: leave.version + 1 };
        await tx.db.update('leaves', row, leave.version);
        return row;
      });
      forgetScopes(actor);
      await store.saved();
      return json(written);
    }, { bearer: true, permission: need('leave', 'update'), subject: leaveArea.subject }),
  ];
}
