import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { Api } from '@/api';
import type { PasswordReset } from '@/domain/credentials';
import { failureOf } from '../failure';
import { passwordResetActions } from './password-reset-slice';

function* requestCodeSaga({ payload }: PayloadAction<{ email: string; again?: boolean }>) {
  try {
    const api: Api = yield getContext('api');
    yield call([api.auth, api.auth.requestPasswordReset], payload.email);
    const at: number = yield call(Date.now);
    yield put(passwordResetActions.codeRequested({ email: payload.email, at, again: payload.again === true }));
  } catch (error) {
    yield put(passwordResetActions.requestFailed(failureOf(error, 'auth.passwordResetFailed')));
  }
}

function* resetPasswordSaga({ payload }: PayloadAction<PasswordReset>) {
  try {
    const api: Api = yield getContext('api');
    yield call([api.auth, api.auth.resetPassword], payload);
    yield put(passwordResetActions.passwordSet(payload.email));
  } catch (error) {
    yield put(passwordResetActions.resetFailed(failureOf(error, 'auth.passwordResetFailed')));
  }
}

export function* passwordResetSaga() {
  yield all([
    takeLatest(passwordResetActions.requestCode.type, requestCodeSaga),
    takeLatest(passwordResetActions.resetPassword.type, resetPasswordSaga),
  ]);
}
