import type { RouteObject } from 'react-router-dom';
import { requires } from '@/features/auth';
import { LeaveAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

export { leaveBalancesSlice, leaveBalancesActions, initialLeaveBalancesState } from './balances-slice';
export { leaveAbsencesSlice, leaveAbsencesActions, initialLeaveAbsencesState } from './absences-slice';
export { leavePlanningSaga } from './leave-saga';
export { BalanceFigures } from './BalanceFigures';

/** The leave area's own pages beside its list and records, each loaded on demand. */
const leaveRoutes: RouteObject[] = [
  { path: 'balances', ...requires('leaveBalance', 'read'), lazy: () => import('./LeaveBalancesPage').then((m) => ({ Component: m.default })) },
  { path: 'absences', lazy: () => import('./LeaveAbsencesPage').then((m) => ({ Component: m.default })) },
];

/** The leave area: its menu icon, list, form, own pages and export name. */
export const leaveArea = defineAreaModule({
  area: 'leave',
  icon: LeaveAreaIcon,
  exportName: 'conges',
  list: () => import('./list').then((m) => m.leaveList),
  form: () => import('./form').then((m) => m.leaveForm),
  routes: leaveRoutes,
});
