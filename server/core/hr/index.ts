import type { Routes } from '../http';
import { need } from '../access/permission';
import type { AppBackend } from './backend';
import { HR_AREAS } from './area-list';
import { areaHandlers } from './engine';
import { authorOf, recordNotes } from '../audit/acting';
import { auditHandlers } from '../audit/routes';
import { employeeImportHandlers } from './employee-import';
import { calendarHandlers } from './calendar';
import { dashboardHandlers } from './dashboard';
import { orgTreeHandlers } from './org-tree';
import { staticDatasetHandlers } from './datasets';
import { holidayHandlers } from './holidays';
import { leaveViewHandlers } from './leave-views';
import { leaveCancellationHandlers } from './leave-cancellation';
import { leaveAbsenceHandlers } from './leave-absences';
import { leaveBalanceHandlers } from './leave-balances';
import { inboxHandlers } from '../inbox/routes';
import { mailHandlers } from '../mail/routes';
import { leaveProjectionHandlers } from './leave-projections';
import { selfServiceHandlers } from '../self-service/routes';
import { approvalPolicyHandlers } from '../approval/policy-routes';
import { standInHandlers } from '../approval/stand-in-routes';
import { exitChecklistHandlers } from '../exit/checklist-routes';
import { employmentDocumentHandlers } from '../exit/document-routes';
import { staffRegisterHandlers } from '../register/routes';
import { payrollHandlers } from '../payroll/routes';

/**
 * The fourteen HR areas under /app/{area}, /app/reset that puts the demo data back, the
 * audit trail (/app/audit), the mail sent (/app/mail), the
 * dashboard's figures, and the other datasets (static ones, holidays, the
 * leave views, the calendar).
 */
export function appHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'post',
      '/app/reset',
      async ({ session }) => {
        const { store, ctx } = await backend();
        await store.reset();
        // The trail is kept apart from the data put back: the reset is its latest entry.
        await recordNotes(ctx, authorOf(session), [{ area: 'reset', action: 'reset', changes: [] }]);
        return new Response(null, { status: 204 });
      },
      { bearer: true, permission: need('reset', 'update') },
    ),
    ...auditHandlers(routes, backend),
    ...dashboardHandlers(routes, backend),
    ...orgTreeHandlers(routes, backend),
    ...inboxHandlers(routes, backend),
    ...mailHandlers(routes, backend),
    // Before the areas: /app/employee/import is no employee's id.
    ...employeeImportHandlers(routes, backend),
    ...leaveCancellationHandlers(routes, backend),
    ...exitChecklistHandlers(routes, backend),
    ...employmentDocumentHandlers(routes, backend),
    ...staffRegisterHandlers(routes, backend),
    ...HR_AREAS.flatMap((area) => areaHandlers(routes, backend, area)),
    ...staticDatasetHandlers(routes),
    ...holidayHandlers(routes, backend),
    ...leaveViewHandlers(routes, backend),
    ...leaveProjectionHandlers(routes, backend),
    ...leaveBalanceHandlers(routes, backend),
    ...leaveAbsenceHandlers(routes, backend),
    ...calendarHandlers(routes, backend),
    ...selfServiceHandlers(routes, backend),
    ...approvalPolicyHandlers(routes, backend),
    ...standInHandlers(routes, backend),
    ...payrollHandlers(routes, backend),
  ];
}
