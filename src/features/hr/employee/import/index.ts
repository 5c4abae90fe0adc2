export { employeeImportSlice, employeeImportActions, selectEmployeeImport, initialImportState } from './import-slice';
export { employeeImportSaga } from './import-saga';

/** The import page, in its own chunk (for the router's `lazy`). */
export const loadEmployeeImportPage = () => import('./ImportPage').then((page) => page.default);
