import { loadStoreFeature } from '@/shared/lib/store-features';

export { hrSlices, hrActions, hrSaga } from './resources';
export { AREA_MODULES } from './areas';
export type { AreaModule } from './toolkit/area-module';
export { DEFAULT_QUERY, initialResourceState, type ResourceState, type SaveRequest } from './toolkit/resource-slice';
export { loadAreaListPage, loadAreaFormPage, loadAreaDetailPage, type AreaListPage, type RecordPage } from './area-pages';
export { lookupSlice, lookupActions, type Lookup } from './toolkit/lookup-slice';
export { hrExportSlice, hrExportSaga, type ExportServices } from './export';
export { employeeImportSlice, employeeImportSaga, loadEmployeeImportPage } from './employee/import';
export { employeePhotoSlice, employeePrivateSlice, employeeRecordSaga, workEmailCheckSlice } from './employee';
export { leaveAbsencesSlice, leaveBalancesSlice, leavePlanningSaga } from './leave';
export { attendanceGridSlice, attendanceGridSaga } from './attendance/grid';
export { orgTreeSlice, orgTreeSaga } from './organisation';
export type { HrStore } from './hr-store';
/** The pager and the failed list of the areas' lists, for the administration's other lists (the mail sent). */
export { Pager } from './toolkit/Pager';
export { ErrorState } from './toolkit/ListStates';
export { fieldLabel } from './audit/change-text';
/** The employee picker the users' screen links an account with. */
export { ReferencePicker } from './toolkit/ReferencePicker';
export { recordLabels } from './toolkit/labels';

/** The audit trail's page, loaded on demand (it needs the HR areas' part of the store). */
export const loadAuditPage = () => import('./audit/AuditPage').then((m) => m.default);

/** The HR areas' part of the store, loaded with the first page of an area. */
export const loadHrStore = (): Promise<void> => loadStoreFeature(() => import('./hr-store').then((m) => m.hrStore));
/** What My space (src/features/me) shows of the areas: their lookups, states, dialogs and flags. */
export { useLookupList } from './toolkit/use-lookup-list';
export { LookupStates } from './employee/tabs/LookupStates';
export { MoveDialog } from './workflow/MoveDialog';
export { inputOf } from './workflow/record-input';
export { FlagBadges } from './attendance/grid/FlagBadges';
