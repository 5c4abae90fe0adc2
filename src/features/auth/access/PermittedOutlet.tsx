import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { may } from '@/domain/permissions';
import { AccessDenied } from './AccessDenied';
import { homePath } from './home';
import { isAccessHandle } from './route-access';
import { useGrants, useOwnEmployeeId } from './use-may';

/**
 * The page asked for, when the user's grants allow what each of its routes requires
 * (their `handle`); else "not allowed", naming what was refused — or, for the home page,
 * the user's own first page.
 */
export function PermittedOutlet() {
  const grants = useGrants();
  const ownEmployeeId = useOwnEmployeeId();
  const refused = useMatches()
    .map((match) => match.handle)
    .filter(isAccessHandle)
    .map((handle) => handle.requires)
    .find((requirement) => !may(grants, requirement.resource, requirement.action));
  if (!refused) return <Outlet />;
  const home = refused.orHome ? homePath(grants, ownEmployeeId) : null;
  if (home) return <Navigate to={home} replace />;
  return <AccessDenied refused={refused} />;
}
