import { storeFeature } from '@/shared/lib/store-features';
import { retentionSaga } from './retention-saga';
import { retentionSlice } from './retention-slice';

/** The retention page's part of the store, added when the page loads. */
export const retentionStore = storeFeature('retention', [retentionSlice], retentionSaga);
export type RetentionStore = typeof retentionStore;
