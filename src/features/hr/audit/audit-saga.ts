import type { PayloadAction } from '@reduxjs/toolkit';
import { call, getContext, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiErrorInfo, type Api, type ListPage } from '@/api';
import type { AuditEntry } from '@/contract/audit';
import type { PublicUser } from '@/domain/user';
import { auditActions, historyKey, type HistoryRequest, type TrailRequest } from './audit-slice';

type Requested<P> = PayloadAction<P, string, { request: number }>;

function* loadHistory({ payload, meta }: Requested<HistoryRequest>) {
  const key = historyKey(payload.area, payload.id);
  try {
    const api: Api = yield getContext('api');
    const page: ListPage<AuditEntry> = yield call(api.audit.history, payload.area, payload.id, payload.page, payload.pageSize);
    yield put(auditActions.historyLoaded({ key, request: meta.request, items: page.items, total: page.total }));
  } catch (error) {
    yield put(auditActions.historyFailed({ key, request: meta.request, error: toApiErrorInfo(error) }));
  }
}

function* loadTrail({ payload, meta }: Requested<TrailRequest>) {
  try {
    const api: Api = yield getContext('api');
    const page: ListPage<AuditEntry> = yield call(api.audit.list, payload);
    yield put(auditActions.trailLoaded({ request: meta.request, items: page.items, total: page.total }));
  } catch (error) {
    yield put(auditActions.trailFailed({ request: meta.request, error: toApiErrorInfo(error) }));
  }
}

/** The accounts the "who" filter offers; without them the filter offers none but everyone. */
function* loadUsers() {
  try {
    const api: Api = yield getContext('api');
    const users: PublicUser[] = yield call(api.auth.listUsers);
    yield put(auditActions.usersLoaded(users));
  } catch {
    yield put(auditActions.usersLoaded([]));
  }
}

export function* auditSaga() {
  yield takeEvery(auditActions.loadHistory.type, loadHistory);
  yield takeLatest(auditActions.loadTrail.type, loadTrail);
  yield takeLeading(auditActions.loadUsers.type, loadUsers);
}
