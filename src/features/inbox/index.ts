import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { InboxState } from './inbox-slice';
export type { InboxStore } from './inbox-store';

/** The inbox's part of the store, loaded on demand (the page, the top bar's badge). */
export const loadInboxStore = () => loadStoreFeature(() => import('./inbox-store').then((m) => m.inboxStore));

/** Its route: the page's code and its part of the store loaded on demand. */
export const inboxRoute: RouteObject = {
  path: paths.inbox().slice(1),
  handle: { titleKey: 'inbox.title' },
  lazy: async () => {
    const [page] = await Promise.all([import('./InboxPage'), loadInboxStore()]);
    return { Component: page.default };
  },
};
