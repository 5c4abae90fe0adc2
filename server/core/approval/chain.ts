import { ERROR_CODES } from '@/domain/common';
import type { ApprovalStep, ApprovalSubject, RequestApproval } from '@/domain/hr/approval';
import type { Decision } from '@/domain/hr/decision';
import { changesWhatIsApproved } from '@/domain/rules/reapproval';
import type { AppContext } from '../hr/context';
import { HttpFailure } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import type { Session } from '../ports';
import { mayDecideCurrentStep, type StepVerdict } from './deciders';
import { AWAITING, freshSteps, type ChainRequest } from './steps';

type Written<S extends string> = ChainRequest & RequestApproval & { status: S; comment?: string };

/** The fields of a request a write sets: its status, its chain, its decision. */
export type ApprovalFields<S extends string> = RequestApproval & Decision & { status: S };

const DECIDING: readonly string[] = ['approved', 'rejected'];

const notYourStep = () => new HttpFailure(403, FRENCH_MESSAGES.notYourStep, undefined, ERROR_CODES.notYourStep);

/** The step as decided now by `actor` (for the manager they stand in for, when so). */
function decidedStep(step: ApprovalStep, outcome: 'approved' | 'rejected', actor: Session | undefined, verdict: StepVerdict, now: string, comment?: string): ApprovalStep {
  return {
    ...step,
    outcome,
    ...(actor && { decidedBy: actor.userId, decidedByName: actor.name }),
    ...(verdict.onBehalfOf && { decidedForId: verdict.onBehalfOf.employeeId, decidedForName: verdict.onBehalfOf.name }),
    decidedAt: now,
    ...(comment !== undefined && comment !== '' && { comment }),
  };
}

/**
 * A decision on the step a request waits on (docs/domain.md, "Approval chains"): refused (403
 * `notYourStep`) to anyone but its approver, their stand-in and HR. An approval before the
 * last step leaves the request awaiting the next; the last approves it; any rejection ends it.
 * A request sent before chains gets its chain now, and is decided as before (by whoever may
 * decide it), its first step recording the decision.
 */
async function decideStep<S extends string>(
  area: ApprovalSubject,
  ctx: AppContext,
  next: Written<S>,
  existing: Written<S>,
  actor: Session | undefined,
  decision: Decision,
): Promise<ApprovalFields<S>> {
  const stored = existing.steps !== undefined && existing.currentStep !== undefined;
  const steps = stored ? (existing.steps ?? []) : await freshSteps(ctx, area, existing);
  const at = stored ? (existing.currentStep ?? 0) : 0;
  const verdict = actor ? await mayDecideCurrentStep(ctx, actor, area, { ...existing, steps, currentStep: at }) : { may: true };
  if (stored && !verdict.may) throw notYourStep();
  const outcome = next.status === 'approved' ? 'approved' : 'rejected';
  const decided = steps.map((step, index) => (index === at ? decidedStep(step, outcome, actor, verdict, ctx.clock.now(), next.comment) : step));
  if (outcome === 'approved' && at + 1 < steps.length) return { status: AWAITING[area] as S, steps: decided, currentStep: at + 1 };
  return { status: next.status, steps: decided, ...decision };
}

/**
 * The status, chain and decision a leave or mission request is written with: a decision on its
 * current step (`decideStep`); a fresh chain when it is sent to approval (created awaiting a
 * decision, moved there, or its dates changed while it awaits); else its chain as it was,
 * without a current step once it no longer waits. `decision` is the request's decision as
 * `decisionOf` makes it for the status asked.
 */
export async function approvalOnWrite<S extends string>(
  area: ApprovalSubject,
  ctx: AppContext,
  next: Written<S>,
  existing: Written<S> | undefined,
  actor: Session | undefined,
  decision: Decision,
): Promise<ApprovalFields<S>> {
  const awaiting = AWAITING[area];
  if (existing?.status === awaiting && DECIDING.includes(next.status)) return decideStep(area, ctx, next, existing, actor, decision);
  if (next.status === awaiting && (!existing || existing.status !== awaiting || changesWhatIsApproved(area, existing, next))) {
    return { status: next.status, steps: await freshSteps(ctx, area, next), currentStep: 0, ...decision };
  }
  const kept: RequestApproval = existing?.steps ? { steps: existing.steps } : {};
  if (next.status === awaiting && existing?.currentStep !== undefined) kept.currentStep = existing.currentStep;
  return { status: next.status, ...kept, ...decision };
}
