import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { listEveryPage, toApiErrorInfo, type Api } from '@/api';
import type { AreaItem } from '@/contract/areas';
import type { UserAccount } from '@/domain/accounts';
import { usersActions as actions, type AccountSave } from './users-slice';

function* fetchUsers() {
  try {
    const api: Api = yield getContext('api');
    const [items, enterprises]: [UserAccount[], AreaItem<'enterprise'>[]] = yield all([
      call(api.users.list),
      call(listEveryPage, api.hr.enterprise, {}),
    ]);
    yield put(actions.fetchSuccess({ items, enterprises: enterprises.map(({ id, name }) => ({ id, name })) }));
  } catch (error) {
    yield put(actions.fetchFailure(toApiErrorInfo(error)));
  }
}

function* saveAccount({ payload: { id, version, input } }: PayloadAction<AccountSave>) {
  try {
    const api: Api = yield getContext('api');
    const saved: UserAccount =
      id === undefined ? yield call(api.users.create, input) : yield call(api.users.update, id, { ...input, version: version ?? 0 });
    yield put(actions.saveSuccess(saved));
  } catch (error) {
    yield put(actions.saveFailure(toApiErrorInfo(error)));
  }
}

function* removeAccount({ payload: id }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    yield call(api.users.remove, id);
    yield put(actions.removeSuccess(id));
  } catch (error) {
    yield put(actions.saveFailure(toApiErrorInfo(error)));
  }
}

export function* usersSaga() {
  yield all([takeLatest(actions.fetch.type, fetchUsers), takeEvery(actions.save.type, saveAccount), takeEvery(actions.remove.type, removeAccount)]);
}
