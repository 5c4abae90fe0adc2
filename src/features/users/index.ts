import type { RouteObject } from 'react-router-dom';
import { loadHrStore } from '@/features/hr';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { UsersState } from './users-slice';
export type { UsersStore } from './users-store';

/** Its route, its code and its part of the store loaded on demand (with the HR areas' part: the employee picker reads it). */
export const usersRoute: RouteObject = {
  path: paths.users().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([
      import('./UsersPage'),
      loadStoreFeature(() => import('./users-store').then((m) => m.usersStore)),
      loadHrStore(),
    ]);
    return { Component: page.default };
  },
};
