import type { RouteObject } from 'react-router-dom';

export { leaveBalancesSlice, leaveBalancesActions, initialLeaveBalancesState } from './balances-slice';
export { leaveAbsencesSlice, leaveAbsencesActions, initialLeaveAbsencesState } from './absences-slice';
export { leavePlanningSaga } from './leave-saga';
export { BalanceFigures } from './BalanceFigures';

/** The leave area's own pages beside its list and records, each loaded on demand. */
export const leaveRoutes: RouteObject[] = [
  { path: 'balances', lazy: () => import('./LeaveBalancesPage').then((m) => ({ Component: m.default })) },
  { path: 'absences', lazy: () => import('./LeaveAbsencesPage').then((m) => ({ Component: m.default })) },
];
