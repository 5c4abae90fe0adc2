import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import type { RegisterEnterprises, StaffRegister } from '@/domain/hr/staff-register';
import type { ExportServices } from '@/features/hr';
import { i18next } from '@/i18n';
import { registerActions as actions, type RegisterExport } from './register-slice';
import { registerXlsx } from './register-xlsx';
import type { RegisterStore } from './register-store';
import type { FeatureState } from '@/shared/lib/store-features';

function* load() {
  try {
    const api: Api = yield getContext('api');
    const enterprises: RegisterEnterprises = yield call(api.register.enterprises);
    yield put(actions.enterprisesLoaded(enterprises.items));
    const [first] = enterprises.items;
    if (first) yield put(actions.open(first.id));
  } catch (error) {
    yield put(actions.failed(toApiErrorInfo(error)));
  }
}

function* open({ payload: enterpriseId }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const register: StaffRegister = yield call(api.register.register, enterpriseId);
    yield put(actions.opened(register));
  } catch (error) {
    yield put(actions.failed(toApiErrorInfo(error)));
  }
}

/** The PDF as the backend prints it, or the XLSX made here from the lines shown (in the user's language). */
function* exportFile({ payload }: PayloadAction<RegisterExport>) {
  try {
    const register: StaffRegister | null = yield select((root: FeatureState<RegisterStore>) => root.staffRegister.register);
    if (!register) return;
    const api: Api = yield getContext('api');
    const download: ExportServices['download'] = yield getContext('download');
    const blob: Blob = payload.format === 'pdf' ? yield call(api.register.pdf, register.enterpriseId) : yield call(registerXlsx, register, i18next.getFixedT(payload.language));
    yield call(download, blob, payload.fileName);
    yield put(actions.exported());
  } catch (error) {
    yield put(actions.exportFailed(toApiErrorInfo(error)));
  }
}

export function* registerSaga() {
  yield all([takeLatest(actions.load.type, load), takeLatest(actions.open.type, open), takeLeading(actions.exportFile.type, exportFile)]);
}
