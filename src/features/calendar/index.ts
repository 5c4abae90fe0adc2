import type { RouteObject } from 'react-router-dom';
import { loadStoreFeature } from '@/shared/lib/store-features';
import { paths } from '@/shared/paths';

export type { CalendarState } from './calendar-slice';
export type { CalendarStore } from './calendar-store';

/** Its route, its code and its part of the store loaded on demand. */
export const calendarRoute: RouteObject = {
  path: paths.calendar().slice(1),
  lazy: async () => {
    const [page] = await Promise.all([
      import('./CalendarPage'),
      loadStoreFeature(() => import('./calendar-store').then((m) => m.calendarStore)),
    ]);
    return { Component: page.default };
  },
};
