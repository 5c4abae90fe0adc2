import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiErrorInfo, type Api } from '@/api';
import type { InboxDecision, InboxPage, InboxResult } from '@/contract/inbox';
import { inboxActions, selectInbox, type InboxState } from './inbox-slice';

/** Reads page `page` of the inbox: 1 starts the list again, the next one adds to it. */
function* fetchPage(page: number) {
  try {
    const api: Api = yield getContext('api');
    const answer: InboxPage = yield call(api.inbox.list, page);
    yield put(inboxActions.fetchSuccess({ ...answer, page }));
  } catch (error) {
    yield put(inboxActions.fetchFailure(toApiErrorInfo(error)));
  }
}

function* fetchCount() {
  try {
    const api: Api = yield getContext('api');
    const count: number = yield call(api.inbox.count);
    yield put(inboxActions.countSuccess(count));
  } catch {
    // The badge is a hint: without an answer it keeps what it showed.
  }
}

function* decide(action: PayloadAction<InboxDecision[]>) {
  try {
    const api: Api = yield getContext('api');
    const results: InboxResult[] = yield call(api.inbox.decide, action.payload);
    yield put(inboxActions.decideSuccess(results));
  } catch (error) {
    yield put(inboxActions.decideFailure(toApiErrorInfo(error)));
  }
  // What went through left the list: it is read again, and the badge with it.
  yield put(inboxActions.fetch());
}

function* fetchMore() {
  const { page }: InboxState = yield select(selectInbox);
  yield* fetchPage(page + 1);
}

/** The inbox's list, its count and its decisions; a newer request replaces one still under way. */
export function* inboxSaga() {
  yield takeLatest(inboxActions.fetch.type, () => fetchPage(1));
  yield takeLatest(inboxActions.fetchMore.type, fetchMore);
  yield takeLatest(inboxActions.fetchCount.type, fetchCount);
  yield takeLatest(inboxActions.decide.type, decide);
}
