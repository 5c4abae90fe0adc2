import { call, select, takeEvery } from 'redux-saga/effects';
import type { LayoutSettings } from './settings';
import { layoutSettingsSlice, selectLayoutSettings } from './settings-slice';
import { storeSettings } from './settings-storage';

function* persist() {
  const settings: LayoutSettings = yield select(selectLayoutSettings);
  yield call(storeSettings, settings);
}

/** Every change of a setting is kept across reloads. */
export function* layoutSettingsSaga() {
  yield takeEvery(
    (action: { type: string }) => action.type.startsWith(`${layoutSettingsSlice.name}/`),
    persist,
  );
}
