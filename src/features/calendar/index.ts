import type { RouteObject } from 'react-router-dom';
import { paths } from '@/shared/paths';

export { calendarSlice, calendarActions, selectCalendar, initialCalendarState, type CalendarState } from './calendar-slice';
export { calendarSaga } from './calendar-saga';

/** Its route, its code loaded on demand. */
export const calendarRoute: RouteObject = {
  path: paths.calendar().slice(1),
  lazy: () => import('./CalendarPage').then((m) => ({ Component: m.default })),
};
