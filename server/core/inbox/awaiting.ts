import type { Resource } from '@/domain/permissions';
import { withinOf } from '../access/area-reach';
import { covers, scopeOf } from '../access/scope';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import type { RowsWithin } from '../storage/repository';

/** Whether a request waits on the session's decision, and for whom it decides when as a stand-in. */
export interface Awaited {
  may: boolean;
  /** The manager the session decides for (a stand-in's decision). */
  onBehalfOf?: { employeeId: number; name: string };
}

/**
 * The one place that says "this request waits on me" (docs/contract.md, "Inbox"): a request
 * within the session's reach of `decide` on its area that is not the session's own. Approval
 * chains and stand-ins (server/core/approval) answer here too once merged, in the same shape.
 */
export async function awaitsDecisionOf(ctx: AppContext, session: Session, area: Resource, request: { employeeId: number }): Promise<Awaited> {
  if (session.employeeId === request.employeeId) return { may: false };
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
export async function awaitingOnly<R extends { employeeId: number }>(
  ctx: AppContext,
  session: Session,
  area: Resource,
  rows: readonly R[],
): Promise<{ row: R; awaited: Awaited }[]> {
  const answers = await Promise.all(rows.map(async (row) => ({ row, awaited: await awaitsDecisionOf(ctx, session, area, row) })));
  return answers.filter(({ awaited }) => awaited.may);
}
