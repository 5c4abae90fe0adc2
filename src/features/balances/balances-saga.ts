import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, debounce, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import type { BalanceOnDate, TypeBalance } from '@/domain/hr/leave-projection';
import { storeFeature } from '@/shared/lib/store-features';
import { meBalancesActions, meBalancesSlice, type OnDateAsker, type OnDateRequest } from './balances-slice';

/** How long the request form's fields stay still before the balance after it is asked. */
export const AFTER_REQUEST_DEBOUNCE_MS = 350;

function* fetchTypes({ payload: employeeId }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const items: TypeBalance[] = yield call(api.leave.typeBalances, employeeId);
    yield put(meBalancesActions.fetchTypesDone({ employeeId, items }));
  } catch (error) {
    yield put(meBalancesActions.fetchTypesDone({ employeeId, error: toApiErrorInfo(error) }));
  }
}

function* fetchOnDate({ payload: request }: PayloadAction<OnDateRequest>) {
  try {
    const api: Api = yield getContext('api');
    const data: BalanceOnDate = yield call(api.leave.balanceOn, request.employeeId, request.query);
    yield put(meBalancesActions.fetchOnDateDone({ request, data }));
  } catch (error) {
    yield put(meBalancesActions.fetchOnDateDone({ request, error: toApiErrorInfo(error) }));
  }
}

const askedBy = (asker: OnDateAsker) => (action: { type: string; payload?: unknown }) =>
  action.type === meBalancesActions.fetchOnDate.type && (action.payload as OnDateRequest).asker === asker;

function* meBalancesSaga() {
  yield all([
    takeLatest(meBalancesActions.fetchTypes.type, fetchTypes),
    takeLatest(askedBy('card'), fetchOnDate),
    debounce(AFTER_REQUEST_DEBOUNCE_MS, askedBy('after'), fetchOnDate),
  ]);
}

/** The balances' part of the store, added when the card or the line first loads. */
export const meBalancesStore = storeFeature('meBalances', [meBalancesSlice], meBalancesSaga);
export type MeBalancesStore = typeof meBalancesStore;
