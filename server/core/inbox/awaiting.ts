import type { Resource } from '@/domain/permissions';
import { withinOf } from '../access/area-reach';
import { covers, scopeOf } from '../access/scope';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import type { RowsWithin } from '../storage/repository';
import type { RequestApproval } from '@/domain/hr/approval';
import { mayDecideCurrentStep } from '../approval/deciders';
import { AWAITING, chainReads, type ChainReads, type ChainRequest } from '../approval/steps';

/** Whether a request waits on the session's decision, and for whom it decides when as a stand-in. */
export interface Awaited {
  may: boolean;
  /** The manager the session decides for (a stand-in's decision). */
  onBehalfOf?: { employeeId: number; name: string };
}

/** A request as the inbox reads it: a leave or mission carries its chain (its steps) while it awaits a decision. */
type Request = { employeeId: number } & Partial<ChainRequest> & RequestApproval;

const isChained = (area: Resource, request: Request): request is Request & ChainRequest & { status: string } =>
  (area === 'leave' || area === 'mission') && request.status === AWAITING[area] && request.startDate !== undefined && request.endDate !== undefined;

/**
 * The one place that says "this request waits on me" (docs/contract.md, "Inbox"): a leave or
 * mission awaiting its decision waits on who may decide its current step — its approver, their
 * stand-in, HR (`mayDecideCurrentStep`, docs/domain.md "Approval chains"); any other request
 * (a cancellation, a correction, a private-data change) on the session's reach of `decide` on
 * its area, never the session's own.
 */
export async function awaitsDecisionOf(ctx: AppContext, session: Session, area: Resource, request: Request, reads?: ChainReads): Promise<Awaited> {
  if (session.employeeId === request.employeeId) return { may: false };
  if (isChained(area, request)) return mayDecideCurrentStep(ctx, session, area === 'leave' ? 'leave' : 'mission', request, reads);
  const scope = await scopeOf(session, area, 'decide', ctx);
  return { may: covers(scope, 'people', request.employeeId) };
}

/**
 * The limits of the query that reads the candidates in one go: the people of the session's
 * reach of `decide` (undefined: everyone). Each candidate is then asked `awaitsDecisionOf`.
 */
export async function candidatesWithin(ctx: AppContext, session: Session, area: 'leave' | 'mission'): Promise<RowsWithin[] | undefined> {
  return withinOf(area, await scopeOf(session, area, 'decide', ctx));
}

/** The rows that wait on the session, each with what `awaitsDecisionOf` said of it. */
export async function awaitingOnly<R extends Request>(
  ctx: AppContext,
  session: Session,
  area: Resource,
  rows: readonly R[],
): Promise<{ row: R; awaited: Awaited }[]> {
  const reads = chainReads(ctx);
  const answers = await Promise.all(rows.map(async (row) => ({ row, awaited: await awaitsDecisionOf(ctx, session, area, row, reads) })));
  return answers.filter(({ awaited }) => awaited.may);
}
