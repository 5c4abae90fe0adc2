import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSaga, authSlice, type AuthServices } from '@/features/auth';
import { hrSaga, hrSlices } from '@/features/hr';
import { layoutSettingsSaga, layoutSettingsSlice } from '@/features/layout';

export const rootReducer = combineSlices(authSlice, layoutSettingsSlice, ...Object.values(hrSlices));
export type RootState = ReturnType<typeof rootReducer>;

/** Everything the sagas reach the outside world through. */
export type AppServices = AuthServices;

function* rootSaga() {
  yield all([fork(authSaga), fork(layoutSettingsSaga), fork(hrSaga)]);
}

export function makeStore(preloadedState: Partial<RootState> | undefined, services: AppServices) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
