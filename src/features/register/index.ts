import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { RegisterStore } from './register-store';

/** The staff register page (HR), its code and its part of the store loaded on demand. */
export const staffRegisterRoute: RouteObject = {
  path: paths.staffRegister().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([import('./RegisterPage'), loadStoreFeature(() => import('./register-store').then((m) => m.registerStore))]);
    return { Component: page.default };
  },
};
