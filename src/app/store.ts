import { combineSlices, configureStore, createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authSaga, authSlice, type AuthServices, type PasswordResetStore } from '@/features/auth';
import type { CalendarStore } from '@/features/calendar';
import type { DashboardStore } from '@/features/dashboard';
import type { InboxStore } from '@/features/inbox';
import type { ExportServices, HrStore } from '@/features/hr';
import type { MySpaceStore } from '@/features/me';
import type { MeBalancesStore } from '@/features/balances';
import type { UsersStore } from '@/features/users';
import type { SelfServiceStore } from '@/features/me/record/self-service-store';
import type { ApprovalStore } from '@/features/approval';
import type { MailStore } from '@/features/mail';
import type { NotificationsStore } from '@/features/notifications';
import type { PayrollStore } from '@/features/payroll';
import type { RegisterStore } from '@/features/register';
import type { RetentionStore } from '@/features/retention';
import { layoutSettingsSaga, layoutSettingsSlice } from '@/features/layout';
import { receiveStoreFeatures, type FeatureState, type SlicesState, type StoreFeature } from '@/shared/lib/store-features';

/** What every page needs from the first frame: the session and the layout's settings. */
const firstSlices = [authSlice, layoutSettingsSlice] as const;

/** The parts the features add once their first page loads (src/shared/lib/store-features.ts). */
export type FeaturesState = FeatureState<DashboardStore> &
  FeatureState<CalendarStore> &
  FeatureState<HrStore> &
  FeatureState<UsersStore> &
  FeatureState<MySpaceStore> &
  FeatureState<PasswordResetStore> &
  FeatureState<InboxStore> &
  FeatureState<NotificationsStore> &
  FeatureState<MeBalancesStore> &
  FeatureState<SelfServiceStore> &
  FeatureState<ApprovalStore> &
  FeatureState<MailStore> &
  FeatureState<PayrollStore> &
  FeatureState<RegisterStore> &
  FeatureState<RetentionStore>;

/**
 * The state as pages and sagas see it. A feature's part is in the store before any of its
 * pages renders and before its sagas run, so they read it as always there; the sign-in page
 * and the layout read only the first part.
 */
export type RootState = SlicesState<typeof firstSlices> & FeaturesState;

/** Dispatched once a feature's slices are in: they put their initial state in the store. */
export const featureAdded = createAction<string>('app/featureAdded');

/** Everything the sagas reach the outside world through. */
export type AppServices = AuthServices & ExportServices;

function* firstSaga() {
  yield all([fork(authSaga), fork(layoutSettingsSaga)]);
}

export function makeStore(preloadedState: Partial<RootState> | undefined, services: AppServices) {
  // Each store has a reducer of its own, so that a feature goes into the stores that asked for it.
  const reducer = combineSlices(...firstSlices).withLazyLoadedSlices<FeaturesState>();
  const sagaMiddleware = createSagaMiddleware({ context: { ...services } });
  const store = configureStore({
    // Typed as the pages see it (RootState above); the features' parts come in later.
    reducer: reducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(firstSaga);
  receiveStoreFeatures((feature: StoreFeature) => {
    for (const slice of feature.slices) reducer.inject(slice);
    store.dispatch(featureAdded(feature.name));
    sagaMiddleware.run(feature.saga);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
