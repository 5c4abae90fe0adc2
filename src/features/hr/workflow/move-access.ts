import type { Grant } from '@/domain/grants';
import { STEP_KINDS, type StepKind } from '@/domain/hr/approval';
import { reachesOf, type Action } from '@/domain/permissions';
import { mayDecideOwn } from '@/domain/rules/approver';
import { mayOnRecord } from '@/features/auth';

/** The statuses a decision reaches: someone other than the requester approves or rejects. */
const DECISIONS: readonly string[] = ['approved', 'rejected'];

/**
 * What moving a request to `status` asks of the user (docs/roles.md): approving or rejecting
 * is a decision, and so is cancelling someone else's request; the requester's own steps
 * (submitting, cancelling, starting, completing) are updates of their request.
 */
export const moveAction = (status: string, own: boolean): Action =>
  DECISIONS.includes(status) || (status === 'cancelled' && !own) ? 'decide' : 'update';

/** The kind of the step a request waits on, read off its chain (`steps`, `currentStep`), if it has one. */
export function waitingStepKind(record: Readonly<Record<string, unknown>>): StepKind | undefined {
  if (!Array.isArray(record.steps) || typeof record.currentStep !== 'number') return undefined;
  const step: unknown = record.steps[record.currentStep];
  const kind = typeof step === 'object' && step !== null && 'kind' in step ? step.kind : undefined;
  return STEP_KINDS.find((known) => known === kind);
}

/** Whether the user decides as HR: a reach of `decide` over an enterprise or more (docs/domain.md, "Approval chains"). */
const decidesAsHr = (grants: readonly Grant[], area: 'leave' | 'mission') =>
  reachesOf(grants, area, 'decide').some(({ reach }) => reach === 'all' || reach === 'enterprises');

/**
 * The moves of a request owned by `ownerId` the user may make: never a decision on their own
 * request, nor on a step that is HR's (`waitingOn`: the kind of the step it waits on) unless
 * the user decides as HR.
 */
export function allowedMoves(
  moves: readonly string[],
  {
    grants,
    area,
    ownerId,
    ownEmployeeId,
    waitingOn,
  }: { grants: readonly Grant[]; area: 'leave' | 'mission'; ownerId: number | undefined; ownEmployeeId: number | null; waitingOn?: StepKind },
): string[] {
  const own = ownerId !== undefined && ownerId === ownEmployeeId;
  return moves.filter((status) => {
    const action = moveAction(status, own);
    if (action === 'decide' && ownerId !== undefined && !mayDecideOwn(ownEmployeeId ?? undefined, ownerId)) return false;
    if (DECISIONS.includes(status) && waitingOn === 'hr' && !decidesAsHr(grants, area)) return false;
    return mayOnRecord(grants, area, action, ownerId, ownEmployeeId);
  });
}
