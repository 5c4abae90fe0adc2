import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsLocked, selectIsRoot } from './auth-slice';

/**
 * The main area's guard: only a Root user gets in (others go to /auth with the URL
 * they tried as returnUrl), and a locked session always leads to the lock screen.
 */
export function RequireRoot({ children }: { children?: ReactNode }) {
  const isRoot = useAppSelector(selectIsRoot);
  const isLocked = useAppSelector(selectIsLocked);
  const location = useLocation();
  if (!isRoot) {
    const attempted = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?returnUrl=${encodeURIComponent(attempted)}`} replace />;
  }
  if (isLocked) return <Navigate to="/auth/lock-screen" replace />;
  return children ?? <Outlet />;
}
