import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RequireAccess, accountRoutes, authRoutes, requires } from '@/features/auth';
import { calendarRoute } from '@/features/calendar';
import { inboxRoute } from '@/features/inbox';
import { loadDashboardPage } from '@/features/dashboard';
import { mySpaceRoute } from '@/features/me';
import { AREA_MODULES, loadAreaDetailPage, loadAreaFormPage, loadAreaListPage, loadAuditPage, loadEmployeeImportPage, loadHrStore } from '@/features/hr';
import { MENU, loadAreaFrame, loadMainLayout } from '@/features/layout';
import { templateRoutes } from '@/features/templates/routes';
import { usersRoute } from '@/features/users';
import { approvalRoute, standInsRoute } from '@/features/approval';
import { mailRoute } from '@/features/mail';
import { notificationSettingsRoute } from '@/features/notifications';
import { payrollRoute } from '@/features/payroll';
import { staffRegisterRoute } from '@/features/register';
import { retentionRoute } from '@/features/retention';
import { paths } from '@/shared/paths';
import { PageLoading } from '@/shared/ui/PageLoading';
import { RouteError } from './RouteError';
import { ScrollManager } from './ScrollManager';

/**
 * One route per menu entry, at the area's path: the area's frame, and below it the list, a
 * new record, the area's own pages (from its module), a record's page and its edit form —
 * each loaded on demand, each naming the permission it needs (docs/roles.md).
 */
const menuAreaRoutes: RouteObject[] = MENU.map((entry) => {
  const recordPage = (load: typeof loadAreaFormPage) => async () => ({ Component: await load(entry.area) });
  return {
    path: entry.path.slice(1),
    ...requires(entry.area, 'read'),
    // The frame waits for the HR areas' part of the store: every page below it reads it.
    lazy: async () => {
      const [{ AreaPage }] = await Promise.all([loadAreaFrame(), loadHrStore()]);
      return { element: <AreaPage entry={entry} /> };
    },
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ AreaList }, List] = await Promise.all([loadAreaFrame(), loadAreaListPage(entry.area)]);
          return { element: <AreaList entry={entry} List={List} /> };
        },
      },
      { path: 'new', ...requires(entry.area, 'create'), lazy: recordPage(loadAreaFormPage) },
      // The area's own pages ('balances' outranks ':id').
      ...(AREA_MODULES[entry.area].routes ?? []),
      { path: ':id', lazy: recordPage(loadAreaDetailPage) },
      { path: ':id/edit', ...requires(entry.area, 'update'), lazy: recordPage(loadAreaFormPage) },
    ],
  };
});

/**
 * The signed-in pages: the home page (the dashboard, else the user's own first page), the
 * calendar, the employees' import, the audit trail, the areas of the menu, the users, the account.
 */
const signedInRoutes: RouteObject[] = [
  { index: true, ...requires('dashboard', 'read', { orHome: true }), lazy: () => loadDashboardPage().then((Component) => ({ Component })) },
  { ...calendarRoute, ...requires('calendar', 'read') },
  // Every role reads its own record: My space is open to any account linked to an employee.
  { ...mySpaceRoute, ...requires('employee', 'read') },
  // Open to every signed-in account: each sees what waits on it, often nothing.
  inboxRoute,
  notificationSettingsRoute,
  // Before the areas, whose `:id` would take "import".
  { path: paths.employeeImport().slice(1), ...requires('employeeImport', 'create'), lazy: () => Promise.all([loadEmployeeImportPage(), loadHrStore()]).then(([Component]) => ({ Component })) },
  { path: paths.audit().slice(1), ...requires('audit', 'read'), lazy: () => Promise.all([loadAuditPage(), loadHrStore()]).then(([Component]) => ({ Component })) },
  ...menuAreaRoutes,
  { ...usersRoute, ...requires('users', 'read') },
  { ...approvalRoute, ...requires('approvalPolicy', 'read') },
  { ...standInsRoute, ...requires('standIn', 'read') },
  { ...mailRoute, ...requires('mail', 'read') },
  { ...payrollRoute, ...requires('payroll', 'read') },
  { ...staffRegisterRoute, ...requires('staffRegister', 'read') },
  { ...retentionRoute, ...requires('retention', 'read') },
  ...accountRoutes,
];

function RootFrame() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

/** Every route of the app, in order: the signed-in frame, the sign-in pages, the templates, then the sign-in page for anything else. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootFrame />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      {
        path: '/',
        element: <RequireAccess />,
        children: [{ lazy: () => loadMainLayout().then((Component) => ({ Component })), children: signedInRoutes }],
      },
      ...authRoutes,
      ...templateRoutes,
      { path: '*', element: <Navigate to="/auth" replace /> },
    ],
  },
];
