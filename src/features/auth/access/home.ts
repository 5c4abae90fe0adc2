import type { Grant } from '@/domain/grants';
import { HR_AREAS } from '@/domain/hr/areas';
import { isEmployeeOnly, may, reachesOf } from '@/domain/permissions';
import { paths } from '@/shared/paths';

/** The areas tried, in order, for a user who may not see the dashboard: their leaves first. */
const FIRST_AREAS = ['leave', ...HR_AREAS.filter((area) => area !== 'leave')] as const;

/**
 * Where a user's home is: the dashboard when they may see it; their space for an employee
 * (only `employee` grants) linked to one; else their own record when the employees they may
 * read are only themselves; else the first area they may read. None when they may read nothing.
 */
export function homePath(grants: readonly Grant[], ownEmployeeId: number | null): string | null {
  if (may(grants, 'dashboard', 'read')) return '/';
  if (isEmployeeOnly(grants) && ownEmployeeId !== null) return paths.me();
  const employeeReaches = reachesOf(grants, 'employee', 'read');
  const onlySelf = employeeReaches.length > 0 && employeeReaches.every(({ reach }) => reach === 'self');
  if (onlySelf && ownEmployeeId !== null) return paths.record('employee', ownEmployeeId);
  const area = FIRST_AREAS.find((candidate) => (candidate !== 'employee' || !onlySelf) && may(grants, candidate, 'read'));
  return area ? paths.list(area) : null;
}
