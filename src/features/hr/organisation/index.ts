import type { RouteObject } from 'react-router-dom';
import { requires } from '@/features/auth';

export { orgTreeSlice, orgTreeActions, selectOrgTree, initialOrgTreeState, type OrgTreeState } from './org-tree-slice';
export { orgTreeSaga } from './org-tree-saga';

/** The enterprise area's own page beside its list and records: the organisation tree, loaded on demand. */
export const orgTreeRoutes: RouteObject[] = [{ path: 'tree', ...requires('orgTree', 'read'), lazy: () => import('./OrgTreePage').then((m) => ({ Component: m.default })) }];
