import type { RouteObject } from 'react-router-dom';

export { attendanceGridSlice, attendanceGridActions, selectAttendanceGrid, initialGridState, type AttendanceGridState } from './grid-slice';
export { attendanceGridSaga } from './grid-saga';

/** The attendance area's own page beside its list and records: the month grid, loaded on demand. */
export const attendanceRoutes: RouteObject[] = [
  { path: 'grid', lazy: () => import('./AttendanceGridPage').then((m) => ({ Component: m.default })) },
];
