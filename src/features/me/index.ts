import type { RouteObject } from 'react-router-dom';
import { loadHrStore } from '@/features/hr';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { MySpaceStore } from './my-space-store';

/** My space's route: its page, the HR areas' part of the store (the lookups) and its own, loaded on demand. */
export const mySpaceRoute: RouteObject = {
  path: paths.me().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([
      import('./MySpacePage'),
      loadHrStore(),
      loadStoreFeature(() => import('./my-space-store').then((m) => m.mySpaceStore)),
    ]);
    return { Component: page.default };
  },
};
