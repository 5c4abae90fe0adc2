import type { ComponentType } from 'react';
import { loadStoreFeature } from '@/shared/lib/store-features';

export type { DashboardState } from './dashboard-slice';
export type { DashboardStore } from './dashboard-store';

/** The dashboard page and its part of the store, loaded on demand (for the router's `lazy`). */
export async function loadDashboardPage(): Promise<ComponentType> {
  const [page] = await Promise.all([
    import('./DashboardPage'),
    loadStoreFeature(() => import('./dashboard-store').then((m) => m.dashboardStore)),
  ]);
  return page.default;
}
