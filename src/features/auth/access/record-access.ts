import type { Grant } from '@/domain/grants';
import { reachesOf, type Action, type Resource } from '@/domain/permissions';

/**
 * Whether the grants allow `action` on one record, owned by the employee `ownerId` (an
 * employee's own id, or a request's `employeeId`): a reach limited to the user's own records
 * needs the record to be theirs; a wider one is the backend's to check row by row.
 */
export const mayOnRecord = (
  grants: readonly Grant[],
  resource: Resource,
  action: Action,
  ownerId: number | undefined,
  ownEmployeeId: number | null,
): boolean =>
  reachesOf(grants, resource, action).some(({ reach }) => reach !== 'self' || (ownerId !== undefined && ownerId === ownEmployeeId));
