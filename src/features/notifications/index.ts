import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { NotificationsStore } from './notifications-store';

/** The bell's part of the store, loaded on demand (never with the sign-in page). */
export const loadNotificationsStore = () => loadStoreFeature(() => import('./notifications-store').then((m) => m.notificationsStore));

/** The mail preferences page, reached from the user menu. */
export const notificationSettingsRoute: RouteObject = {
  path: paths.notificationSettings().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([import('./NotificationSettingsPage'), loadNotificationsStore()]);
    return { Component: page.default };
  },
};
