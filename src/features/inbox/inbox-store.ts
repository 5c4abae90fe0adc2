import { storeFeature } from '@/shared/lib/store-features';
import { inboxSaga } from './inbox-saga';
import { inboxSlice } from './inbox-slice';

/** The inbox's part of the store, added when its page or the top bar's badge loads. */
export const inboxStore = storeFeature('inbox', [inboxSlice], inboxSaga);

export type InboxStore = typeof inboxStore;
