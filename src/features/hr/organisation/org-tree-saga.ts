import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { anyArea, toApiErrorInfo, type Api, type ApiErrorInfo, type HrRecord } from '@/api';
import type { OrgTree } from '@/domain/hr/org-tree';
import { orgTreeActions, type MoveRequest } from './org-tree-slice';

/** The organisation's rules (and zod with them) load with the first move, not with the app. */
const orgRules = () => import('@/domain/hr/org-tree');

function* fetchTree() {
  try {
    const api: Api = yield getContext('api');
    const tree: OrgTree = yield call(api.org.tree);
    yield put(orgTreeActions.fetchSuccess(tree));
  } catch (error) {
    yield put(orgTreeActions.fetchFailure(toApiErrorInfo(error)));
  }
}

/**
 * A move is the unit's normal update with another parent: its fields read afresh, the
 * version the tree showed quoted back (someone else's change meanwhile answers 409).
 */
function* moveUnit({ payload: { level, id, version, parentId } }: PayloadAction<MoveRequest>) {
  try {
    const api: Api = yield getContext('api');
    const unit: HrRecord = yield call(anyArea(api, level).get, id);
    const { movedUnitInput }: Awaited<ReturnType<typeof orgRules>> = yield call(orgRules);
    const moved: HrRecord = yield call(anyArea(api, level).update, id, { ...movedUnitInput(level, unit, parentId), version });
    yield put(orgTreeActions.moveSuccess(moved));
    yield put(orgTreeActions.fetch());
  } catch (error) {
    const info: ApiErrorInfo = toApiErrorInfo(error);
    yield put(orgTreeActions.moveFailure(info));
    // A stale tree: read it again, so that the next try quotes the current version.
    if (info.status === 409 && !info.fieldErrors) yield put(orgTreeActions.fetch());
  }
}

/** The tree's fetch (a newer one replaces one under way) and its moves, each to success or failure. */
export function* orgTreeSaga() {
  yield all([takeLatest(orgTreeActions.fetch.type, fetchTree), takeLatest(orgTreeActions.move.type, moveUnit)]);
}
