import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSaga, authSlice, type AuthServices } from '@/features/auth';
import { dashboardSaga, dashboardSlice } from '@/features/dashboard';
import { calendarSaga, calendarSlice } from '@/features/calendar';
import {
  attendanceGridSaga,
  attendanceGridSlice,
  employeeImportSaga,
  employeeImportSlice,
  employeePhotoSlice,
  employeePrivateSlice,
  employeeRecordSaga,
  hrExportSaga,
  hrExportSlice,
  hrSaga,
  hrSlices,
  leaveAbsencesSlice,
  leaveBalancesSlice,
  leavePlanningSaga,
  lookupSlice,
  orgTreeSaga,
  orgTreeSlice,
  workEmailCheckSlice,
  type ExportServices,
} from '@/features/hr';
import { layoutSettingsSaga, layoutSettingsSlice } from '@/features/layout';

export const rootReducer = combineSlices(authSlice, layoutSettingsSlice, dashboardSlice, ...Object.values(hrSlices), lookupSlice, calendarSlice, hrExportSlice, employeeImportSlice, employeePrivateSlice, employeePhotoSlice, workEmailCheckSlice, leaveBalancesSlice, leaveAbsencesSlice, attendanceGridSlice, orgTreeSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** Everything the sagas reach the outside world through. */
export type AppServices = AuthServices & ExportServices;

function* rootSaga() {
  yield all([fork(authSaga), fork(layoutSettingsSaga), fork(dashboardSaga), fork(hrSaga), fork(calendarSaga), fork(hrExportSaga), fork(employeeImportSaga), fork(employeeRecordSaga), fork(leavePlanningSaga), fork(attendanceGridSaga), fork(orgTreeSaga)]);
}

export function makeStore(preloadedState: Partial<RootState> | undefined, services: AppServices) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
