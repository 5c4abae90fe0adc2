import type { ComponentType } from 'react';

export { dashboardSlice, dashboardActions, selectDashboard, initialDashboardState, type DashboardState } from './dashboard-slice';
export { dashboardSaga } from './dashboard-saga';

/** The dashboard page, loaded on demand (for the router's `lazy`). */
export const loadDashboardPage = (): Promise<ComponentType> => import('./DashboardPage').then((m) => m.default);
