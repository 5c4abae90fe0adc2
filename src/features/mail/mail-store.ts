import { storeFeature } from '@/shared/lib/store-features';
import { mailSaga } from './mail-saga';
import { mailSlice } from './mail-slice';

/** The Mail page's part of the store, added when the page loads. */
export const mailStore = storeFeature('mail', [mailSlice], mailSaga);
export type MailStore = typeof mailStore;
