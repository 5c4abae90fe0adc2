import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import type { DashboardSummary } from '@/domain/hr/dashboard';
import { dashboardActions } from './dashboard-slice';

function* fetchSummary() {
  try {
    const api: Api = yield getContext('api');
    const summary: DashboardSummary = yield call(api.dashboard.summary);
    yield put(dashboardActions.fetchSuccess(summary));
  } catch (error) {
    yield put(dashboardActions.fetchFailure(toApiErrorInfo(error)));
  }
}

/** The dashboard asks for its figures; a newer request replaces one still under way. */
export function* dashboardSaga() {
  yield takeLatest(dashboardActions.fetch.type, fetchSummary);
}
