import { all, fork } from 'redux-saga/effects';
import { storeFeature } from '@/shared/lib/store-features';
import { attendanceGridSaga, attendanceGridSlice } from './attendance/grid';
import { auditSaga } from './audit/audit-saga';
import { auditSlice } from './audit/audit-slice';
import { employeePhotoSlice, employeePrivateSlice, employeeRecordSaga, exitChecklistSlice, workEmailCheckSlice } from './employee';
import { employeeImportSaga, employeeImportSlice } from './employee/import';
import { hrExportSaga, hrExportSlice } from './export';
import { leaveAbsencesSlice, leaveBalancesSlice, leavePlanningSaga } from './leave';
import { orgTreeSaga, orgTreeSlice } from './organisation';
import { hrSaga, hrSlices } from './resources';
import { lookupSlice } from './toolkit/lookup-slice';

function* hrAreasSaga() {
  yield all([fork(hrSaga), fork(hrExportSaga), fork(employeeImportSaga), fork(employeeRecordSaga), fork(leavePlanningSaga), fork(attendanceGridSaga), fork(orgTreeSaga), fork(auditSaga)]);
}

/**
 * The HR areas' part of the store: each area's list and records, the lookups of the
 * pickers, exports, the import, an employee's private block and photo, leave balances and
 * absences, the attendance grid, the organisation tree and the audit trail. Added when an
 * area's page loads.
 */
export const hrStore = storeFeature(
  'hr',
  [
    ...Object.values(hrSlices),
    lookupSlice,
    hrExportSlice,
    employeeImportSlice,
    employeePrivateSlice,
    employeePhotoSlice,
    workEmailCheckSlice,
    exitChecklistSlice,
    leaveBalancesSlice,
    leaveAbsencesSlice,
    attendanceGridSlice,
    orgTreeSlice,
    auditSlice,
  ],
  hrAreasSaga,
);

export type HrStore = typeof hrStore;
