import type { RouteObject } from 'react-router-dom';
import { loadHrStore } from '@/features/hr';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { ApprovalStore } from './approval-store';

const withStore = <T>(page: Promise<{ default: T }>) =>
  Promise.all([page, loadStoreFeature(() => import('./approval-store').then((m) => m.approvalStore)), loadHrStore()]).then(([module]) => ({ Component: module.default }));

/** The approval chains (HR settings) and the stand-ins, their code and part of the store loaded on demand. */
export const approvalRoute: RouteObject = { path: paths.approval().slice(1), lazy: () => withStore(import('./ApprovalPoliciesPage')) };
export const standInsRoute: RouteObject = { path: paths.standIns().slice(1), lazy: () => withStore(import('./StandInsPage')) };
