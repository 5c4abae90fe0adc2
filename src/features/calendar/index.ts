import type { RouteObject } from 'react-router-dom';

export { calendarSlice, calendarActions, selectCalendar, initialCalendarState, type CalendarState } from './calendar-slice';
export { calendarSaga } from './calendar-saga';

/** The team calendar's page. */
export const CALENDAR_PATH = '/app/effectif/calendar';

/** Its route, its code loaded on demand. */
export const calendarRoute: RouteObject = {
  path: CALENDAR_PATH.slice(1),
  lazy: () => import('./CalendarPage').then((m) => ({ Component: m.default })),
};
