import { ERROR_CODES } from '@/domain/common';
import type { RequestApproval } from '@/domain/hr/approval';
import type { Decision } from '@/domain/hr/decision';
import type { Direction } from '@/domain/hr/organisation';
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
 * Who decides the requests of an employee on a day (`approverOf`: the head of their unit, up
 * the org tree, never themselves), from their principal assignment that day (else today's).
 * The directions and units it reads are read once per finder.
 */
export function approverFinder(ctx: AppContext): (employeeId: number, date: string) => Promise<number | undefined> {
  let directions: Promise<Direction[]> | undefined;
  const units = new Map<number | undefined, Promise<UnitChain>>();
  const unitsOf = (serviceId: number | undefined) => {
    if (!units.has(serviceId)) units.set(serviceId, ctx.unitsOf(serviceId));
    return units.get(serviceId) as Promise<UnitChain>;
  };
  return async (employeeId, date) => {
    const assignment = (await ctx.principalAssignment(employeeId, date)) ?? (await ctx.principalAssignment(employeeId));
    const chain = await unitsOf(assignment?.serviceId);
    if (!chain.direction) return undefined;
    return approverOf(employeeId, approvalChain(chain, await (directions ??= ctx.db.all('directions'))));
  };
}

/**
 * Who will decide each request still awaiting a decision (its status among `awaiting`; the
 * others get nothing): its current step's approver when it has a chain, else the head of the
 * requester's unit on the request's first day (`approverFinder`). The units and names a page
 * shares are read once.
 */
export async function approversOf<S extends string>(
  ctx: AppContext,
  requests: readonly ({ employeeId: number; startDate: string; status: S } & RequestApproval)[],
  awaiting: readonly S[],
): Promise<{ approverId?: number; approverName?: string }[]> {
  const waiting = requests.filter((request) => awaiting.includes(request.status));
  if (waiting.length === 0) return requests.map(() => ({}));
  const approverOn = approverFinder(ctx);
  const ids = await Promise.all(
    requests.map((request) => {
      if (!awaiting.includes(request.status)) return undefined;
      // A request with its chain waits on its current step's approver (docs/domain.md, "Approval chains").
      const { steps, currentStep } = request;
      if (steps && currentStep !== undefined) return steps[currentStep]?.approverId;
      return approverOn(request.employeeId, request.startDate);
    }),
  );
  const names = new Map<number, string | undefined>();
  for (const id of new Set(ids)) if (id !== undefined) names.set(id, await employeeName(ctx, id));
  return ids.map((approverId) => (approverId === undefined ? {} : { approverId, approverName: names.get(approverId) }));
}
