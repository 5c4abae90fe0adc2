import type { RouteObject } from 'react-router-dom';
import { MENU } from './menu/menu';

/** The main layout, loaded on demand, and its own pages. */
export const mainLayoutRoute = {
  lazy: () => import('./MainLayout').then((m) => ({ Component: m.default })),
} satisfies RouteObject;

export const homeRoute: RouteObject = {
  index: true,
  lazy: () => import('./HomePage').then((m) => ({ Component: m.default })),
};

/** One route per menu entry; each area's page until its screens exist. */
export const areaRoutes: RouteObject[] = MENU.map((entry) => ({
  path: entry.path.slice(1),
  lazy: () => import('./AreaPage').then((m) => ({ element: <m.AreaPage entry={entry} /> })),
}));
