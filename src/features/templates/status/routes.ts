import type { RouteObject } from 'react-router-dom';

/** Coming soon, maintenance, not found and offline. */
export const statusRoutes: RouteObject[] = [
  { path: 'pages-coming-soon', lazy: () => import('./ComingSoonPage').then((m) => ({ Component: m.default })) },
  { path: 'pages-maintenance', lazy: () => import('./MaintenancePage').then((m) => ({ Component: m.default })) },
  { path: 'pages-404', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.default })) },
  { path: 'pages-offline', lazy: () => import('./OfflinePage').then((m) => ({ Component: m.default })) },
];
