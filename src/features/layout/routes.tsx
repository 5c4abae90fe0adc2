import type { RouteObject } from 'react-router-dom';

/** The main layout, loaded on demand, and its own pages. */
export const mainLayoutRoute = {
  lazy: () => import('./MainLayout').then((m) => ({ Component: m.default })),
} satisfies RouteObject;

export const homeRoute: RouteObject = {
  index: true,
  lazy: () => import('./HomePage').then((m) => ({ Component: m.default })),
};
