import { ERROR_CODES } from '@/domain/common';
import type { Decision } from '@/domain/hr/decision';
import { approvalChain, approverOf, mayDecideOwn } from '@/domain/rules/approver';
import type { Session } from '../../ports';
import type { AppContext, UnitChain } from '../context';
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
 * Who will decide each request still awaiting a decision (its status among `awaiting`; the
 * others get nothing): the head of the requester's unit, up the org tree, never themselves
 * (`approverOf`), from their principal assignment on the request's first day (else today's).
 * The units and names a page shares are read once.
 */
export async function approversOf<S extends string>(
  ctx: AppContext,
  requests: readonly { employeeId: number; startDate: string; status: S }[],
  awaiting: readonly S[],
): Promise<{ approverId?: number; approverName?: string }[]> {
  const waiting = requests.filter((request) => awaiting.includes(request.status));
  if (waiting.length === 0) return requests.map(() => ({}));
  const directions = await ctx.db.all('directions');
  const units = new Map<number | undefined, Promise<UnitChain>>();
  const unitsOf = (serviceId: number | undefined) => {
    if (!units.has(serviceId)) units.set(serviceId, ctx.unitsOf(serviceId));
    return units.get(serviceId) as Promise<UnitChain>;
  };
  const approverIdOf = async ({ employeeId, startDate }: (typeof requests)[number]) => {
    const assignment = (await ctx.principalAssignment(employeeId, startDate)) ?? (await ctx.principalAssignment(employeeId));
    const chain = await unitsOf(assignment?.serviceId);
    return chain.direction ? approverOf(employeeId, approvalChain(chain, directions)) : undefined;
  };
  const ids = await Promise.all(requests.map((request) => (awaiting.includes(request.status) ? approverIdOf(request) : undefined)));
  const names = new Map<number, string | undefined>();
  for (const id of new Set(ids)) if (id !== undefined) names.set(id, await employeeName(ctx, id));
  return ids.map((approverId) => (approverId === undefined ? {} : { approverId, approverName: names.get(approverId) }));
}
