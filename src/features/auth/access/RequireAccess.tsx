import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { AuthFrame } from '../AuthFrame';
import { selectCurrentUser, selectIsLocked, selectMayEnter, selectMustChangePassword, selectSignedOut } from '../auth-slice';
import { AccessDenied } from './AccessDenied';

/**
 * The main area's guard: a signed-in user who holds a grant gets in — Root as before, and the
 * other roles with their own permissions (docs/roles.md); a signed-in account with no grant is
 * told so. Others go to /auth with the URL they tried as returnUrl, or to the goodbye screen
 * right after logging out; a locked session always leads to the lock screen, and a session
 * whose password the server issued to the page that changes it.
 */
export function RequireAccess({ children }: { children?: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const mayEnter = useAppSelector(selectMayEnter);
  const isLocked = useAppSelector(selectIsLocked);
  const signedOut = useAppSelector(selectSignedOut);
  const mustChangePassword = useAppSelector(selectMustChangePassword);
  const location = useLocation();
  const attempted = `${location.pathname}${location.search}${location.hash}`;
  if (!user && signedOut) return <Navigate to="/before-auth" replace />;
  if (!user) return <Navigate to={`/auth?returnUrl=${encodeURIComponent(attempted)}`} replace />;
  if (isLocked) return <Navigate to="/auth/lock-screen" replace />;
  if (mustChangePassword) return <Navigate to={`/auth/change-password?returnUrl=${encodeURIComponent(attempted)}`} replace />;
  if (!mayEnter) {
    return (
      <AuthFrame>
        <AccessDenied />
      </AuthFrame>
    );
  }
  return children ?? <Outlet />;
}
