import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type EmployeePrivateBlock } from '@/api';
import { employeePrivateActions as actions, type PrivateSaveRequest } from './private-slice';

function* fetchBlock({ payload: employeeId }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const block: EmployeePrivateBlock = yield call(api.employeeUser.getPrivate, employeeId);
    yield put(actions.fetchSuccess(block));
  } catch (error) {
    yield put(actions.fetchFailure({ employeeId, error: toApiErrorInfo(error) }));
  }
}

function* saveBlock({ payload: { employeeId, input } }: PayloadAction<PrivateSaveRequest>) {
  try {
    const api: Api = yield getContext('api');
    const block: EmployeePrivateBlock = yield call(api.employeeUser.savePrivate, employeeId, input);
    yield put(actions.saveSuccess(block));
  } catch (error) {
    yield put(actions.saveFailure(toApiErrorInfo(error)));
  }
}

export function* employeePrivateSaga() {
  yield all([takeLatest(actions.fetch.type, fetchBlock), takeLatest(actions.save.type, saveBlock)]);
}
