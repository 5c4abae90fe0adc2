import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type ListPage, type ListQuery } from '@/api';
import type { LeaveBalance, ServiceAbsences } from '@/domain/hr/leave-planning';
import { leaveAbsencesActions, type AbsencesRequest } from './absences-slice';
import { leaveBalancesActions, type EmployeeBalanceRequest, type WaiverRequest } from './balances-slice';

function* fetchBalances({ payload }: PayloadAction<ListQuery>) {
  try {
    const api: Api = yield getContext('api');
    const page: ListPage<LeaveBalance> = yield call(api.leave.balances, payload);
    yield put(leaveBalancesActions.fetchSuccess(page));
  } catch (error) {
    yield put(leaveBalancesActions.fetchFailure(toApiErrorInfo(error)));
  }
}

function* fetchEmployeeBalance({ payload: request }: PayloadAction<EmployeeBalanceRequest>) {
  try {
    const api: Api = yield getContext('api');
    const balance: LeaveBalance = yield call(api.leave.balanceOf, request.employeeId, request.excludeId);
    yield put(leaveBalancesActions.fetchEmployeeSuccess({ request, balance }));
  } catch (error) {
    yield put(leaveBalancesActions.fetchEmployeeFailure({ request, error: toApiErrorInfo(error) }));
  }
}

function* setWaiver({ payload: request }: PayloadAction<WaiverRequest>) {
  try {
    const api: Api = yield getContext('api');
    const balance: LeaveBalance = yield call(api.leave.setFractionnementWaived, request.employeeId, request.waived);
    yield put(leaveBalancesActions.setWaiverSuccess(balance));
  } catch (error) {
    yield put(leaveBalancesActions.setWaiverFailure(toApiErrorInfo(error)));
  }
}

function* fetchAbsences({ payload: request }: PayloadAction<AbsencesRequest>) {
  try {
    const api: Api = yield getContext('api');
    const data: ServiceAbsences = yield call(api.leave.absences, request.serviceId, request.month);
    yield put(leaveAbsencesActions.fetchSuccess({ request, data }));
  } catch (error) {
    yield put(leaveAbsencesActions.fetchFailure({ request, error: toApiErrorInfo(error) }));
  }
}

/** The leave views' calls; a newer question cancels the one still waiting. */
export function* leavePlanningSaga() {
  yield all([
    takeLatest(leaveBalancesActions.fetch.type, fetchBalances),
    takeLatest(leaveBalancesActions.fetchEmployee.type, fetchEmployeeBalance),
    takeLatest(leaveBalancesActions.setWaiver.type, setWaiver),
    takeLatest(leaveAbsencesActions.fetch.type, fetchAbsences),
  ]);
}
