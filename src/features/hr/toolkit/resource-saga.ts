import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { anyArea, toApiErrorInfo, type Api, type HrRecord, type ListPage, type ListQuery } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import type { ResourceSlice, SaveRequest } from './resource-slice';

/** The sagas of one area: list, save (create or update) and remove, each to success or failure. */
export function createResourceSaga(area: HrArea, { actions }: ResourceSlice) {
  function* fetchList({ payload }: PayloadAction<ListQuery>) {
    try {
      const api: Api = yield getContext('api');
      const page: ListPage<HrRecord> = yield call(anyArea(api, area).list, payload);
      yield put(actions.fetchSuccess(page));
    } catch (error) {
      yield put(actions.fetchFailure(toApiErrorInfo(error)));
    }
  }

  function* get({ payload: id }: PayloadAction<number>) {
    try {
      const api: Api = yield getContext('api');
      const record: HrRecord = yield call(anyArea(api, area).get, id);
      yield put(actions.getSuccess(record));
    } catch (error) {
      yield put(actions.getFailure({ id, error: toApiErrorInfo(error) }));
    }
  }

  function* save({ payload: { id, version, input } }: PayloadAction<SaveRequest>) {
    try {
      const api: Api = yield getContext('api');
      const record: HrRecord =
        id === undefined
          ? yield call(anyArea(api, area).create, input)
          : yield call(anyArea(api, area).update, id, { ...input, version: version ?? 0 });
      yield put(actions.saveSuccess(record));
    } catch (error) {
      yield put(actions.saveFailure(toApiErrorInfo(error)));
    }
  }

  function* remove({ payload: id }: PayloadAction<number>) {
    try {
      const api: Api = yield getContext('api');
      const archived: HrRecord | null = yield call(anyArea(api, area).remove, id);
      yield put(actions.removeSuccess({ id, archived }));
    } catch (error) {
      yield put(actions.removeFailure(toApiErrorInfo(error)));
    }
  }

  return function* resourceSaga() {
    yield all([
      takeLatest(actions.fetch.type, fetchList),
      takeLatest(actions.get.type, get),
      takeLatest(actions.save.type, save),
      takeLatest(actions.remove.type, remove),
    ]);
  };
}
