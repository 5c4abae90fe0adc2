import { useAppSelector } from '@/app/hooks';
import type { Grant } from '@/domain/grants';
import { may, type Action, type Resource } from '@/domain/permissions';
import { selectGrants } from '../auth-slice';
import { mayOnRecord } from './record-access';

/** The signed-in user's grants (docs/roles.md). */
export const useGrants = (): readonly Grant[] => useAppSelector(selectGrants);

/** Whether the signed-in user may do `action` on `resource` somewhere: what is refused is not shown. */
export function useMay(resource: Resource, action: Action): boolean {
  return may(useGrants(), resource, action);
}

/** The signed-in user's linked employee, when there is one: "their own" records are theirs. */
export const useOwnEmployeeId = (): number | null =>
  useAppSelector((state) => state.auth.user?.additional.employee?.id ?? null);

/** Whether the signed-in user may do `action` on a record owned by the employee `ownerId` (`mayOnRecord`). */
export function useMayOnRecord(resource: Resource, action: Action, ownerId: number | undefined): boolean {
  return mayOnRecord(useGrants(), resource, action, ownerId, useOwnEmployeeId());
}
