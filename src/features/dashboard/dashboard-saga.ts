import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import type { DashboardSummary } from '@/domain/hr/dashboard';
import type { PayrollDue } from '@/contract/payroll';
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

/** The month HR has to close: the tile says nothing when it cannot be read. */
function* fetchPayrollDue() {
  try {
    const api: Api = yield getContext('api');
    const due: PayrollDue = yield call(api.payroll.due);
    yield put(dashboardActions.payrollDueLoaded(due));
  } catch {
    // The tile is left out; the figures are the page's point.
  }
}

/** The dashboard asks for its figures, the exits to come and the payroll month to close; a newer request replaces one still under way. */
export function* dashboardSaga() {
  yield all([
    takeLatest(dashboardActions.fetch.type, fetchSummary),
    takeLatest(dashboardActions.fetchExits.type, fetchExits),
    takeLatest(dashboardActions.fetchPayrollDue.type, fetchPayrollDue),
  ]);
}
