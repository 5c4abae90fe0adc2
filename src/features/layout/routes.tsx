import type { RouteObject } from 'react-router-dom';
import { calendarRoute } from '@/features/calendar';
import { loadDashboardPage } from '@/features/dashboard';
import { attendanceRoutes, leaveRoutes, loadAreaDetailPage, loadAreaFormPage, loadAreaListPage, loadEmployeeImportPage, loadHrStore, orgTreeRoutes } from '@/features/hr';
import { MENU } from './menu/menu';

/** The main layout, loaded on demand, and its own pages. */
export const mainLayoutRoute = {
  lazy: () => import('./MainLayout').then((m) => ({ Component: m.default })),
} satisfies RouteObject;

export const homeRoute: RouteObject = {
  index: true,
  lazy: () => loadDashboardPage().then((Component) => ({ Component })),
};

/**
 * One route per menu entry: the area's frame, and below it the list, a new record, a
 * record's page and its edit form — each loaded on demand.
 */
const menuAreaRoutes: RouteObject[] = MENU.map((entry) => {
  // The frame waits for the HR areas' part of the store: every page below it reads it.
  const frame = () => Promise.all([import('./AreaPage'), loadHrStore()]).then(([module]) => module);
  const recordPage = (load: typeof loadAreaFormPage) => async () => {
    const Page = await load(entry.area);
    return { Component: Page };
  };
  return {
    path: entry.path.slice(1),
    lazy: async () => {
      const { AreaPage } = await frame();
      return { element: <AreaPage entry={entry} /> };
    },
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ AreaList }, List] = await Promise.all([frame(), loadAreaListPage(entry.area)]);
          return { element: <AreaList entry={entry} List={List} /> };
        },
      },
      { path: 'new', lazy: recordPage(loadAreaFormPage) },
      // The area's own pages ('balances' outranks ':id').
      ...(entry.area === 'leave' ? leaveRoutes : []),
      ...(entry.area === 'attendance' ? attendanceRoutes : []),
      ...(entry.area === 'enterprise' ? orgTreeRoutes : []),
      { path: ':id', lazy: recordPage(loadAreaDetailPage) },
      { path: ':id/edit', lazy: recordPage(loadAreaFormPage) },
    ],
  };
});

/** The employees' import, a page of its own: before the areas, whose `:id` would take "import". */
export const employeeImportRoute: RouteObject = {
  path: `${MENU.find((entry) => entry.area === 'employee')?.path.slice(1)}/import`,
  lazy: () => Promise.all([loadEmployeeImportPage(), loadHrStore()]).then(([Component]) => ({ Component })),
};

/** The team calendar, the employees' import, then the areas of the menu. */
export const areaRoutes: RouteObject[] = [calendarRoute, employeeImportRoute, ...menuAreaRoutes];
