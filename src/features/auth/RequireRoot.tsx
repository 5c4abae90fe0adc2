import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsLocked, selectIsRoot, selectMustChangePassword, selectSignedOut } from './auth-slice';

/**
 * The main area's guard: only a Root user gets in (others go to /auth with the URL
 * they tried as returnUrl, or to the goodbye screen right after logging out), a locked
 * session always leads to the lock screen, and a session whose password the server issued
 * to the page that changes it.
 */
export function RequireRoot({ children }: { children?: ReactNode }) {
  const isRoot = useAppSelector(selectIsRoot);
  const isLocked = useAppSelector(selectIsLocked);
  const signedOut = useAppSelector(selectSignedOut);
  const mustChangePassword = useAppSelector(selectMustChangePassword);
  const location = useLocation();
  const attempted = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
  if (!isRoot && signedOut) return <Navigate to="/before-auth" replace />;
  if (!isRoot) return <Navigate to={`/auth?returnUrl=${attempted}`} replace />;
  if (isLocked) return <Navigate to="/auth/lock-screen" replace />;
  if (mustChangePassword) return <Navigate to={`/auth/change-password?returnUrl=${attempted}`} replace />;
  return children ?? <Outlet />;
}
