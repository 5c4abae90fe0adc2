import { loadStoreFeature } from '@/app/store-features';

export { hrSlices, hrActions, hrSaga } from './resources';
export { DEFAULT_QUERY, initialResourceState, type ResourceState, type SaveRequest } from './toolkit/resource-slice';
export { loadAreaListPage, type AreaListPage } from './list-pages';
export { lookupSlice, lookupActions, type Lookup } from './toolkit/lookup-slice';
export { loadAreaFormPage, loadAreaDetailPage, type RecordPage } from './record-pages';
export { hrExportSlice, hrExportSaga, type ExportServices } from './export';
export { employeeImportSlice, employeeImportSaga, loadEmployeeImportPage } from './employee/import';
export { employeePhotoSlice, employeePrivateSlice, employeeRecordSaga, workEmailCheckSlice } from './employee';
export { leaveAbsencesSlice, leaveBalancesSlice, leavePlanningSaga, leaveRoutes } from './leave';
export { attendanceGridSlice, attendanceGridSaga, attendanceRoutes } from './attendance/grid';
export { orgTreeSlice, orgTreeSaga, orgTreeRoutes } from './organisation';
export type { HrStore } from './hr-store';

/** The HR areas' part of the store, loaded with the first page of an area. */
export const loadHrStore = (): Promise<void> => loadStoreFeature(() => import('./hr-store').then((m) => m.hrStore));
