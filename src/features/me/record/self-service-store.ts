import { addStoreFeature, storeFeature } from '@/shared/lib/store-features';
import { selfServiceSaga } from './self-service-saga';
import { selfServiceSlice } from './self-service-slice';

/** The self-service requests' part of the store: added as soon as a form of them loads. */
export const selfServiceStore = storeFeature('selfService', [selfServiceSlice], selfServiceSaga);

export type SelfServiceStore = typeof selfServiceStore;

/** Puts the part in the store (once): the forms call it where their module is first read, before they render. */
export const withSelfServiceStore = () => addStoreFeature(selfServiceStore);
