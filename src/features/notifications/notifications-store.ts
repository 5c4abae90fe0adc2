import { storeFeature } from '@/shared/lib/store-features';
import { notificationsSaga } from './notifications-saga';
import { notificationsSlice } from './notifications-slice';

/** The bell's and the mail preferences' part of the store, added once the bell loads. */
export const notificationsStore = storeFeature('notifications', [notificationsSlice], notificationsSaga);
export type NotificationsStore = typeof notificationsStore;
