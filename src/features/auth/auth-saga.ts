import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { Api } from '@/api';
import type { ActivationRequest } from '@/domain/credentials';
import type { SessionUser } from '@/domain/user';
import { failureOf } from './failure';
import {
  authActions,
  selectAuthState,
  selectCurrentUser,
  type AuthState,
  type LoginRequest,
  type RegisterRequest,
} from './auth-slice';
import {
  clearLock,
  clearStoredSession,
  rememberEmail,
  safeReturnUrl,
  storeLock,
  storeUser,
} from './session';

/** What the auth sagas need from the app, given as saga context. */
export interface AuthServices {
  api: Api;
  /** Resolves once the page navigated to is shown (its code loaded). */
  navigate: (to: string) => Promise<void> | void;
  reload: () => void;
}

export const ACTIVATION_REDIRECT_MS = 1000;

const getServices = <K extends keyof AuthServices>(key: K) => getContext(key);

/** Goes to a page of the app, through the router the app gave as context. */
function* goTo(to: string) {
  const navigate: AuthServices['navigate'] = yield getServices('navigate');
  yield call(navigate, to);
}

function* authenticate(email: string, password: string) {
  const api: Api = yield getServices('api');
  const user: SessionUser = yield call([api.auth, api.auth.authenticate], { email, password });
  yield call(storeUser, user);
  return user;
}

/** A session opened: kept unlocked, then the page asked for (none: the screen stays). */
function* signedIn(user: SessionUser, returnUrl: string | null | undefined) {
  yield call(clearLock);
  yield put(authActions.loginSuccess(user));
  if (returnUrl !== undefined) yield call(goTo, safeReturnUrl(returnUrl) ?? '/');
}

function* loginSaga({ payload }: PayloadAction<LoginRequest>) {
  try {
    const user: SessionUser = yield call(authenticate, payload.email, payload.password);
    yield call(rememberEmail, payload.remember ? payload.email : null);
    yield call(signedIn, user, payload.stay ? undefined : payload.returnUrl);
  } catch (error) {
    yield put(authActions.loginFailure(failureOf(error, 'auth.loginFailed')));
  }
}

/** The session of a sign-in at the OpenID provider: as after a password, without one (docs/sso.md). */
function* oidcSignInSaga({ payload }: PayloadAction<{ code: string; returnUrl: string | null }>) {
  try {
    const api: Api = yield getServices('api');
    const user: SessionUser = yield call([api.auth, api.auth.oidcSession], payload.code);
    yield call(storeUser, user);
    yield call(signedIn, user, payload.returnUrl);
  } catch (error) {
    yield put(authActions.loginFailure(failureOf(error, 'auth.oidc.failed')));
  }
}

function* registerSaga({ payload: { stay, ...registration } }: PayloadAction<RegisterRequest>) {
  try {
    const api: Api = yield getServices('api');
    yield call([api.auth, api.auth.register], registration);
    yield put(authActions.registerSuccess());
    if (!stay) yield call(goTo, '/auth/login');
  } catch (error) {
    yield put(authActions.registerFailure(failureOf(error, 'auth.registrationFailed')));
  }
}

function* logoutSaga({ payload: to }: PayloadAction<string | undefined>) {
  const user: AuthState['user'] = yield select(selectCurrentUser);
  if (user) {
    try {
      const api: Api = yield getServices('api');
      yield call([api.auth, api.auth.logout], user.email);
    } catch {
      // The session ends here whatever the service answered.
    }
  }
  yield call(clearStoredSession);
  yield put(authActions.logoutSuccess());
  yield call(goTo, to ?? '/before-auth');
}

function* sessionExpiredSaga() {
  yield call(clearStoredSession);
  yield put(authActions.logoutSuccess());
  const reload: AuthServices['reload'] = yield getServices('reload');
  yield call(reload);
}

function* lockSaga({ payload: path }: PayloadAction<string>) {
  yield call(storeLock, path);
  yield put(authActions.locked(path));
  yield call(goTo, '/auth/lock-screen');
}

function* unlockSaga({ payload }: PayloadAction<{ password: string }>) {
  const auth: AuthState = yield select(selectAuthState);
  if (!auth.user) return;
  try {
    const user: SessionUser = yield call(authenticate, auth.user.email, payload.password);
    yield call(clearLock);
    yield put(authActions.unlockSuccess(user));
    yield call(goTo, safeReturnUrl(auth.lockedPath) ?? '/');
  } catch (error) {
    yield put(authActions.unlockFailure(failureOf(error, 'auth.unlockFailed')));
  }
}

function* changePasswordSaga({ payload }: PayloadAction<{ newPassword: string; returnUrl: string | null }>) {
  try {
    const api: Api = yield getServices('api');
    yield call([api.auth, api.auth.changeIssuedPassword], payload.newPassword);
    yield put(authActions.changePasswordSuccess());
    const user: AuthState['user'] = yield select(selectCurrentUser);
    if (user) yield call(storeUser, user);
    yield call(goTo, safeReturnUrl(payload.returnUrl) ?? '/');
  } catch (error) {
    yield put(authActions.changePasswordFailure(failureOf(error, 'auth.passwordChangeFailed')));
  }
}

function* activateSaga({ payload }: PayloadAction<ActivationRequest>) {
  try {
    const api: Api = yield getServices('api');
    const success: boolean = yield call([api.auth, api.auth.checkCode], payload);
    if (!success) throw new Error('Activation refused');
    yield put(authActions.activateSuccess());
    yield delay(ACTIVATION_REDIRECT_MS);
    yield call(goTo, '/dry/login');
  } catch (error) {
    yield put(authActions.activateFailure(failureOf(error, 'auth.activationFailed')));
  }
}

export function* authSaga() {
  yield all([
    takeLatest(authActions.login.type, loginSaga),
    takeLatest(authActions.oidcSignIn.type, oidcSignInSaga),
    takeLatest(authActions.register.type, registerSaga),
    takeLatest(authActions.logout.type, logoutSaga),
    takeLatest(authActions.sessionExpired.type, sessionExpiredSaga),
    takeLatest(authActions.lock.type, lockSaga),
    takeLatest(authActions.unlock.type, unlockSaga),
    takeLatest(authActions.activate.type, activateSaga),
    takeLatest(authActions.changePassword.type, changePasswordSaga),
  ]);
}
