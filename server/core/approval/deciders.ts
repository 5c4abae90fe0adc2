import type { ApprovalStep, ApprovalSubject, RequestApproval } from '@/domain/hr/approval';
import { scopeOfReaches, covers } from '../access/scope';
import type { AppContext } from '../hr/context';
import { employeeName } from '../hr/areas/names';
import type { Session } from '../ports';
import { standInsHeld } from './held';
import { AWAITING, chainReads, freshSteps, type ChainReads, type ChainRequest } from './steps';

/** Whether the session may decide a request's current step, and for whom when as a stand-in. */
export interface StepVerdict {
  may: boolean;
  /** The manager the session stands in for ("decided by X for Y"). */
  onBehalfOf?: { employeeId: number; name: string };
}

const REFUSED: StepVerdict = { may: false };

/** The step a request waits on: its stored chain's, or for a request sent before chains, the first of the chain it would get. */
async function currentStepOf(ctx: AppContext, area: ApprovalSubject, request: ChainRequest & RequestApproval, reads: ChainReads): Promise<ApprovalStep | undefined> {
  if (request.steps && request.currentStep !== undefined) return request.steps[request.currentStep];
  return (await freshSteps(ctx, area, request, reads))[0];
}

/** Whether the session decides the area's requests of this employee as HR (a `decide` reach of `enterprises` or `all` holding them). */
const decidesAsHr = async (ctx: AppContext, session: Session, area: ApprovalSubject, employeeId: number) =>
  covers(await scopeOfReaches(session, area, 'decide', ctx, ['all', 'enterprises']), 'people', employeeId);

/**
 * Who may decide the current step of a request awaiting a decision (docs/domain.md, "Approval
 * chains"): its approver; that approver's stand-in during the stand-in's period (then
 * `onBehalfOf` names the approver); HR (a `decide` reach of `enterprises` or `all` on the
 * requester) for any step, and they alone for an `hr` step or a step nobody heads. Nobody
 * decides their own request. What a session reads (its stand-ins, its HR scope) is read once
 * per request, and the inbox hands the same `reads` for all its waiting requests, so that
 * working out the chains of requests sent before chains reads each unit and name once.
 */
export async function mayDecideCurrentStep(
  ctx: AppContext,
  session: Session,
  area: ApprovalSubject,
  request: ChainRequest & RequestApproval,
  reads: ChainReads = chainReads(ctx),
): Promise<StepVerdict> {
  if (request.status !== AWAITING[area] || session.employeeId === request.employeeId) return REFUSED;
  const [standIns, asHr] = await Promise.all([standInsHeld(ctx, session), decidesAsHr(ctx, session, area, request.employeeId)]);
  // HR decides any step: the step only matters to say whom a stand-in decides for.
  if (asHr && standIns.length === 0) return { may: true };
  const step = await currentStepOf(ctx, area, request, reads);
  if (!step) return REFUSED;
  const approverId = step.kind === 'hr' ? undefined : step.approverId;
  if (approverId !== undefined && session.employeeId === approverId) return { may: true };
  if (approverId !== undefined && standIns.some((standIn) => standIn.managerId === approverId)) {
    return { may: true, onBehalfOf: { employeeId: approverId, name: step.approverName ?? (await employeeName(ctx, approverId)) ?? '' } };
  }
  return asHr ? { may: true } : REFUSED;
}
