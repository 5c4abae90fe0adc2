import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { PayrollStore } from './payroll-store';

/** The payroll page (HR), its code and its part of the store loaded on demand. */
export const payrollRoute: RouteObject = {
  path: paths.payroll().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([import('./PayrollPage'), loadStoreFeature(() => import('./payroll-store').then((m) => m.payrollStore))]);
    return { Component: page.default };
  },
};
