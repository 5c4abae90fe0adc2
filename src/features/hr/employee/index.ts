import { all, fork } from 'redux-saga/effects';
import { workEmailCheckSaga } from './email-check/email-check-saga';
import { employeePhotoSaga } from './photo/photo-saga';
import { employeePrivateSaga } from './private/private-saga';
import { exitChecklistSaga } from './exit/exit-saga';
import { EmployeeAreaIcon } from '@/shared/ui/area-icons';
import { defineAreaModule } from '../toolkit/area-module';

export { workEmailCheckSlice } from './email-check/email-check-slice';
export { employeePhotoSlice } from './photo/photo-slice';
export { employeePrivateSlice } from './private/private-slice';
export { exitChecklistSlice } from './exit/exit-slice';

/** What an employee's page asks apart from the record: private block, photo, work e-mail check, exit checklist. */
export function* employeeRecordSaga() {
  yield all([fork(employeePrivateSaga), fork(employeePhotoSaga), fork(workEmailCheckSaga), fork(exitChecklistSaga)]);
}

/** The employee area: its menu icon, list, form and export name. */
export const employeeArea = defineAreaModule({
  area: 'employee',
  icon: EmployeeAreaIcon,
  exportName: 'employes',
  list: () => import('./list').then((m) => m.employeeList),
  form: () => import('./form').then((m) => m.employeeForm),
});
