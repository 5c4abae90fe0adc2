import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import { anyArea, toApiErrorInfo, type Api, type HrRecord, type ListPage } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import { lookupActions } from './lookup-slice';

async function oneRecordPage(api: Api, area: HrArea, id: number): Promise<ListPage<HrRecord>> {
  const record = await anyArea(api, area).get(id);
  return { items: [record], total: 1, page: 1, pageSize: 1 };
}

function* search(action: ReturnType<typeof lookupActions.search>) {
  const { key, area, query = { page: 1, pageSize: 20 }, id } = action.payload;
  const { request } = action.meta;
  try {
    const api: Api = yield getContext('api');
    const page: ListPage<HrRecord> =
      id === undefined ? yield call(anyArea(api, area).list, query) : yield call(oneRecordPage, api, area, id);
    yield put(lookupActions.searchSuccess({ key, request, items: page.items, total: page.total }));
  } catch (error) {
    yield put(lookupActions.searchFailure({ key, request, error: toApiErrorInfo(error) }));
  }
}

/** Every picker's search runs; the slice keeps only each picker's latest answer. */
export function* lookupSaga() {
  yield takeEvery(lookupActions.search.type, search);
}
