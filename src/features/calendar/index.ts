import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/app/store-features';

export type { CalendarState } from './calendar-slice';
export type { CalendarStore } from './calendar-store';

/** The team calendar's page. */
export const CALENDAR_PATH = '/app/effectif/calendar';

/** Its route, its code and its part of the store loaded on demand. */
export const calendarRoute: RouteObject = {
  path: CALENDAR_PATH.slice(1),
  lazy: async () => {
    const [page] = await Promise.all([
      import('./CalendarPage'),
      loadStoreFeature(() => import('./calendar-store').then((m) => m.calendarStore)),
    ]);
    return { Component: page.default };
  },
};
