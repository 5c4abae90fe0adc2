import { storeFeature } from '@/shared/lib/store-features';
import { dashboardSaga } from './dashboard-saga';
import { dashboardSlice } from './dashboard-slice';

/** The dashboard's part of the store, added when its page loads. */
export const dashboardStore = storeFeature('dashboard', [dashboardSlice], dashboardSaga);

export type DashboardStore = typeof dashboardStore;
