import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { RetentionStore } from './retention-store';

/** The retention page (HR, docs/retention.md), its code and its part of the store loaded on demand. */
export const retentionRoute: RouteObject = {
  path: paths.retention().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([import('./RetentionPage'), loadStoreFeature(() => import('./retention-store').then((m) => m.retentionStore))]);
    return { Component: page.default };
  },
};
