import { storeFeature } from '@/shared/lib/store-features';
import { mySpaceSaga } from './my-space-saga';
import { mySpaceSlice } from './my-space-slice';

/** My space's part of the store, added when its page loads. */
export const mySpaceStore = storeFeature('mySpace', [mySpaceSlice], mySpaceSaga);

export type MySpaceStore = typeof mySpaceStore;
