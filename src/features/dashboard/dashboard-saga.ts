import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
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

/** The exits to come: a failure leaves the list out (the figures say what went wrong). */
function* fetchExits() {
  try {
    const api: Api = yield getContext('api');
    const { items }: Awaited<ReturnType<Api['exit']['upcoming']>> = yield call(api.exit.upcoming);
    yield put(dashboardActions.exitsLoaded(items));
  } catch {
    yield put(dashboardActions.exitsLoaded([]));
  }
}

/** The dashboard asks for its figures and the exits to come; a newer request replaces one still under way. */
export function* dashboardSaga() {
  yield all([takeLatest(dashboardActions.fetch.type, fetchSummary), takeLatest(dashboardActions.fetchExits.type, fetchExits)]);
}
