import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { toApiErrorInfo, type Api } from '@/api';
import type { MailMessage, MailPage } from '@/contract/mail';
import { mailActions, type MailPaging } from './mail-slice';

function* load({ payload }: PayloadAction<MailPaging>) {
  try {
    const api: Api = yield getContext('api');
    const page: MailPage = yield call(api.mail.list, payload.page, payload.pageSize);
    yield put(mailActions.loaded(page));
  } catch (error) {
    yield put(mailActions.loadFailed(toApiErrorInfo(error)));
  }
}

function* resend({ payload }: PayloadAction<number>) {
  try {
    const api: Api = yield getContext('api');
    const message: MailMessage = yield call(api.mail.resend, payload);
    yield put(mailActions.resent(message));
  } catch (error) {
    yield put(mailActions.resendFailed(toApiErrorInfo(error)));
  }
}

export function* mailSaga() {
  yield all([takeLatest(mailActions.load.type, load), takeEvery(mailActions.resend.type, resend)]);
}
