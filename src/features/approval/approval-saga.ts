import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type StandInList } from '@/api';
import type { ApprovalPolicy, ApprovalPolicyInput, StandInInput } from '@/domain/hr/approval';
import { approvalActions as actions, type Save } from './approval-slice';

/** Runs a call against the API; a failure goes to `failure`. */
function* guarded(failure: typeof actions.fetchFailure | typeof actions.writeFailure, run: (api: Api) => Generator) {
  try {
    const api: Api = yield getContext('api');
    yield* run(api);
  } catch (error) {
    yield put(failure(toApiErrorInfo(error)));
  }
}

function* fetchPolicies() {
  yield* guarded(actions.fetchFailure, function* (api) {
    const policies: ApprovalPolicy[] = yield call(api.approval.policies);
    yield put(actions.policiesLoaded(policies));
  });
}

function* fetchStandIns() {
  yield* guarded(actions.fetchFailure, function* (api) {
    const list: StandInList = yield call(api.approval.standIns);
    yield put(actions.standInsLoaded(list));
  });
}

/** A write, then the list it changed read again. */
function* write(run: (api: Api) => Promise<unknown>, reload: () => Generator) {
  yield* guarded(actions.writeFailure, function* (api) {
    yield call(run, api);
    yield put(actions.writeSuccess());
    yield* reload();
  });
}

export function* approvalSaga() {
  yield all([
    takeLatest(actions.fetchPolicies.type, fetchPolicies),
    takeLatest(actions.fetchStandIns.type, fetchStandIns),
    takeEvery(actions.savePolicy.type, ({ payload }: PayloadAction<Save<ApprovalPolicyInput>>) =>
      write((api) => api.approval.savePolicy(payload.id, payload.input), fetchPolicies),
    ),
    takeEvery(actions.removePolicy.type, ({ payload }: PayloadAction<{ id: number; version: number }>) =>
      write((api) => api.approval.removePolicy(payload.id, payload.version), fetchPolicies),
    ),
    takeEvery(actions.saveStandIn.type, ({ payload }: PayloadAction<Save<StandInInput>>) =>
      write((api) => api.approval.saveStandIn(payload.id, payload.input), fetchStandIns),
    ),
    takeEvery(actions.removeStandIn.type, ({ payload }: PayloadAction<{ id: number; version: number }>) =>
      write((api) => api.approval.removeStandIn(payload.id, payload.version), fetchStandIns),
    ),
  ]);
}
