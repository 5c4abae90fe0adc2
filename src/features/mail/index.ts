import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { MailStore } from './mail-store';

/** The Mail page (administration), its code and its part of the store loaded on demand. */
export const mailRoute: RouteObject = {
  path: paths.mail().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([import('./MailPage'), loadStoreFeature(() => import('./mail-store').then((m) => m.mailStore))]);
    return { Component: page.default };
  },
};
