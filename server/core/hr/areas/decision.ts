import { ERROR_CODES } from '@/domain/common';
import type { Decision } from '@/domain/hr/decision';
import { approvalChain, approverOf, mayDecideOwn } from '@/domain/rules/approver';
import type { Session } from '../../ports';
import type { AppContext } from '../context';
import { HttpFailure } from '../errors';
import { FRENCH_MESSAGES } from '../messages-fr';
import { employeeName } from './names';

/** A request's statuses as the decision reads them. */
export interface DecisionStatuses<S extends string> {
  /** Reached by a decision: recorded with who, when and the comment. */
  decided: readonly S[];
  /** Awaiting one: a decision recorded earlier is cleared. */
  undecided: readonly S[];
  /** The decisions nobody makes on their own request (cancelling one's own stays allowed). */
  approving: readonly S[];
}

type Request<S extends string> = Decision & { status: S; employeeId: number; comment?: string };

/**
 * The decision a request carries once written with `status`: recorded now (by `actor`, with
 * the request's comment) when its status becomes a decided one, cleared when it goes back to
 * approval, else as it was. Deciding one's own request is refused (403, `ownRequest`).
 */
export function decisionOf<S extends string>(
  request: Omit<Request<S>, keyof Decision>,
  existing: Request<S> | undefined,
  actor: Session | undefined,
  now: string,
  statuses: DecisionStatuses<S>,
): Decision {
  const { status } = request;
  const decidedNow = statuses.decided.includes(status) && existing?.status !== status;
  if (decidedNow && statuses.approving.includes(status) && !mayDecideOwn(actor?.employeeId, request.employeeId)) {
    throw new HttpFailure(403, FRENCH_MESSAGES.ownRequest, undefined, ERROR_CODES.ownRequest);
  }
  if (decidedNow) return { decidedBy: actor?.userId, decidedByName: actor?.name, decidedAt: now, decisionComment: request.comment };
  if (statuses.undecided.includes(status) || !existing) return {};
  const { decidedBy, decidedByName, decidedAt, decisionComment } = existing;
  return { decidedBy, decidedByName, decidedAt, decisionComment };
}

/**
 * Who will decide the employee's request: the head of their unit, up the org tree, never
 * themselves (`approverOf`), from their principal assignment on `date` (else today's).
 */
export async function approverNames(ctx: AppContext, employeeId: number, date: string): Promise<{ approverId?: number; approverName?: string }> {
  const assignment = (await ctx.principalAssignment(employeeId, date)) ?? (await ctx.principalAssignment(employeeId));
  const units = await ctx.unitsOf(assignment?.serviceId);
  if (!units.direction) return {};
  const approverId = approverOf(employeeId, approvalChain(units, await ctx.db.all('directions')));
  return approverId === undefined ? {} : { approverId, approverName: await employeeName(ctx, approverId) };
}
