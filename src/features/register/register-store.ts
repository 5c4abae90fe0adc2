import { storeFeature } from '@/shared/lib/store-features';
import { registerSaga } from './register-saga';
import { registerSlice } from './register-slice';

/** The staff register page's part of the store, added when the page loads. */
export const registerStore = storeFeature('staffRegister', [registerSlice], registerSaga);
export type RegisterStore = typeof registerStore;
