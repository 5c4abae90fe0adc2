import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsLocked, selectIsRoot, selectSignedOut } from './auth-slice';

/**
 * The main area's guard: only a Root user gets in (others go to /auth with the URL
 * they tried as returnUrl, or to the goodbye screen right after logging out), and a
 * locked session always leads to the lock screen.
 */
export function RequireRoot({ children }: { children?: ReactNode }) {
  const isRoot = useAppSelector(selectIsRoot);
  const isLocked = useAppSelector(selectIsLocked);
  const signedOut = useAppSelector(selectSignedOut);
  const location = useLocation();
  if (!isRoot && signedOut) return <Navigate to="/before-auth" replace />;
  if (!isRoot) {
    const attempted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?returnUrl=${encodeURIComponent(attempted)}`} replace />;
  }
  if (isLocked) return <Navigate to="/auth/lock-screen" replace />;
  return children ?? <Outlet />;
}
