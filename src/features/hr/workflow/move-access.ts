import type { Grant } from '@/domain/grants';
import type { Action } from '@/domain/permissions';
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

/** The moves of a request owned by `ownerId` the user may make: never a decision on their own request. */
export function allowedMoves(
  moves: readonly string[],
  { grants, area, ownerId, ownEmployeeId }: { grants: readonly Grant[]; area: 'leave' | 'mission'; ownerId: number | undefined; ownEmployeeId: number | null },
): string[] {
  const own = ownerId !== undefined && ownerId === ownEmployeeId;
  return moves.filter((status) => {
    const action = moveAction(status, own);
    if (action === 'decide' && ownerId !== undefined && !mayDecideOwn(ownEmployeeId ?? undefined, ownerId)) return false;
    return mayOnRecord(grants, area, action, ownerId, ownEmployeeId);
  });
}
