import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireRoot, accountRoutes, authRoutes } from '@/features/auth';
import { homeRoute, mainLayoutRoute } from '@/features/layout';
import { PageLoading } from '@/shared/ui/PageLoading';
import { ScrollManager } from './ScrollManager';

function RootFrame() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

/** SPEC.md §2, "Router, in order". */
export const appRoutes: RouteObject[] = [
  {
    element: <RootFrame />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/',
        element: <RequireRoot />,
        children: [{ ...mainLayoutRoute, children: [homeRoute, ...accountRoutes] }],
      },
      ...authRoutes,
      { path: '*', element: <Navigate to="/auth" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
