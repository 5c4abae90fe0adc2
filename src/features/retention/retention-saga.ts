import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import type { RetentionDryRun, RetentionOverview, RetentionPurged } from '@/contract/retention';
import { retentionActions } from './retention-slice';

function* load() {
  try {
    const api: Api = yield getContext('api');
    const overview: RetentionOverview = yield call(api.retention.overview);
    yield put(retentionActions.loaded(overview));
  } catch (error) {
    yield put(retentionActions.loadFailed(toApiErrorInfo(error)));
  }
}

function* runDry() {
  try {
    const api: Api = yield getContext('api');
    const dryRun: RetentionDryRun = yield call(api.retention.dryRun);
    yield put(retentionActions.dryRunDone(dryRun));
  } catch (error) {
    yield put(retentionActions.actionFailed(toApiErrorInfo(error)));
  }
}

function* purge({ payload }: PayloadAction<string>) {
  try {
    const api: Api = yield getContext('api');
    const purged: RetentionPurged = yield call(api.retention.purge, payload);
    yield put(retentionActions.purgeDone(purged));
  } catch (error) {
    yield put(retentionActions.actionFailed(toApiErrorInfo(error)));
  }
  // What is due now, after the purge or after a refusal (another day, another list).
  yield put(retentionActions.load());
}

export function* retentionSaga() {
  yield all([takeLatest(retentionActions.load.type, load), takeLatest(retentionActions.runDry.type, runDry), takeLatest(retentionActions.purge.type, purge)]);
}
