import type { RouteObject } from 'react-router-dom';
import { loadAreaListPage } from '@/features/hr';
import { MENU } from './menu/menu';

/** The main layout, loaded on demand, and its own pages. */
export const mainLayoutRoute = {
  lazy: () => import('./MainLayout').then((m) => ({ Component: m.default })),
} satisfies RouteObject;

export const homeRoute: RouteObject = {
  index: true,
  lazy: () => import('./HomePage').then((m) => ({ Component: m.default })),
};

/** One route per menu entry: the area's list inside its page frame, both loaded on demand. */
export const areaRoutes: RouteObject[] = MENU.map((entry) => ({
  path: entry.path.slice(1),
  lazy: async () => {
    const [{ AreaPage }, List] = await Promise.all([import('./AreaPage'), loadAreaListPage(entry.area)]);
    return { element: <AreaPage entry={entry} List={List} /> };
  },
}));
