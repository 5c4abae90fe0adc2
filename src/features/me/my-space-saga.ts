import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import { mySpaceActions, type CancellationAsk } from './my-space-slice';

function* askCancellation({ payload }: PayloadAction<CancellationAsk>) {
  try {
    const api: Api = yield getContext('api');
    yield call(api.leave.askCancellation, payload.leaveId, { version: payload.version, comment: payload.comment });
    yield put(mySpaceActions.askCancellationSuccess(payload.leaveId));
  } catch (error) {
    yield put(mySpaceActions.askCancellationFailure(toApiErrorInfo(error)));
  }
}

/** My space's writes: a cancellation asked of an approved leave. */
export function* mySpaceSaga() {
  yield takeLatest(mySpaceActions.askCancellation.type, askCancellation);
}
