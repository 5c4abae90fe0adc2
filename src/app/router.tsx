import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireRoot, accountRoutes, authRoutes } from '@/features/auth';
import { areaRoutes, homeRoute, mainLayoutRoute } from '@/features/layout';
import { templateRoutes } from '@/features/templates/routes';
import { PageLoading } from '@/shared/ui/PageLoading';
import { RouteError } from './RouteError';
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
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        element: <RequireRoot />,
        children: [{ ...mainLayoutRoute, children: [homeRoute, ...areaRoutes, ...accountRoutes] }],
      },
      ...authRoutes,
      ...templateRoutes,
      { path: '*', element: <Navigate to="/auth" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
