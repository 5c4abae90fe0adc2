import { storeFeature } from '@/shared/lib/store-features';
import { approvalSaga } from './approval-saga';
import { approvalSlice } from './approval-slice';

/** The approval chains' and stand-ins' part of the store, added when one of their pages loads. */
export const approvalStore = storeFeature('approval', [approvalSlice], approvalSaga);
export type ApprovalStore = typeof approvalStore;
