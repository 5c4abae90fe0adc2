import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import type { PayrollCodes, PayrollMonthDetail, PayrollOverview } from '@/contract/payroll';
import type { PayrollCodeInput, PayrollFormat, ReopenInput } from '@/domain/hr/payroll';
import { payrollActions, type MonthRef } from './payroll-slice';

function* load() {
  try {
    const api: Api = yield getContext('api');
    const overview: PayrollOverview = yield call(api.payroll.overview);
    yield put(payrollActions.loaded(overview));
  } catch (error) {
    yield put(payrollActions.loadFailed(toApiErrorInfo(error)));
  }
}

function* openMonth({ payload }: PayloadAction<MonthRef>) {
  try {
    const api: Api = yield getContext('api');
    const detail: PayrollMonthDetail = yield call(api.payroll.month, payload.enterpriseId, payload.month);
    yield put(payrollActions.monthLoaded(detail));
  } catch (error) {
    yield put(payrollActions.monthFailed(toApiErrorInfo(error)));
  }
}

/** After a close or a reopening: the months and the month as they are now. */
function* refresh(ref: MonthRef) {
  yield put(payrollActions.load());
  yield put(payrollActions.openMonth(ref));
}

function* close({ payload }: PayloadAction<MonthRef>) {
  try {
    const api: Api = yield getContext('api');
    yield call(api.payroll.close, payload.enterpriseId, payload.month);
    yield put(payrollActions.actionDone({ kind: 'closed', month: payload.month }));
    yield* refresh(payload);
  } catch (error) {
    yield put(payrollActions.actionFailed(toApiErrorInfo(error)));
  }
}

function* reopen({ payload }: PayloadAction<MonthRef & { input: ReopenInput }>) {
  try {
    const api: Api = yield getContext('api');
    yield call(api.payroll.reopen, payload.enterpriseId, payload.month, payload.input);
    yield put(payrollActions.actionDone({ kind: 'reopened', month: payload.month }));
    yield* refresh(payload);
  } catch (error) {
    yield put(payrollActions.actionFailed(toApiErrorInfo(error)));
  }
}

function* exportFile({ payload }: PayloadAction<MonthRef & { format: PayrollFormat; fileName: string }>) {
  try {
    const api: Api = yield getContext('api');
    const blob: Blob = yield call(api.payroll.exportFile, payload.enterpriseId, payload.month, payload.format);
    const download: (blob: Blob, fileName: string) => void = yield getContext('download');
    yield call(download, blob, payload.fileName);
    yield put(payrollActions.actionDone({ kind: 'exported', month: payload.month }));
    // A closed month's first export is now in the ledger: the months say when.
    yield put(payrollActions.load());
  } catch (error) {
    yield put(payrollActions.actionFailed(toApiErrorInfo(error)));
  }
}

function* loadCodes({ payload }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const codes: PayrollCodes = yield call(api.payroll.codes, payload);
    yield put(payrollActions.codesLoaded(codes));
  } catch (error) {
    yield put(payrollActions.codesFailed(toApiErrorInfo(error)));
  }
}

function* saveCodes({ payload }: PayloadAction<{ enterpriseId: number; codes: PayrollCodeInput[] }>) {
  try {
    const api: Api = yield getContext('api');
    const codes: PayrollCodes = yield call(api.payroll.saveCodes, payload.enterpriseId, payload.codes);
    yield put(payrollActions.codesSaved(codes));
  } catch (error) {
    yield put(payrollActions.codesFailed(toApiErrorInfo(error)));
  }
}

export function* payrollSaga() {
  yield all([
    takeLatest(payrollActions.load.type, load),
    takeLatest(payrollActions.openMonth.type, openMonth),
    takeEvery(payrollActions.close.type, close),
    takeEvery(payrollActions.reopen.type, reopen),
    takeEvery(payrollActions.exportFile.type, exportFile),
    takeLatest(payrollActions.loadCodes.type, loadCodes),
    takeEvery(payrollActions.saveCodes.type, saveCodes),
  ]);
}
