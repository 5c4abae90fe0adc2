import { call, select, takeEvery } from 'redux-saga/effects';
import { i18next } from '@/i18n';
import { isLanguageCode } from '@/i18n/languages';
import type { LayoutSettings } from './settings';
import { layoutSettingsSlice, selectLayoutSettings } from './settings-slice';
import { storeSettings } from './settings-storage';

function* persist() {
  const settings: LayoutSettings = yield select(selectLayoutSettings);
  const language = i18next.language;
  yield call(storeSettings, settings, isLanguageCode(language) ? language : undefined);
}

/** Every change of a setting is kept across reloads. */
export function* layoutSettingsSaga() {
  yield takeEvery(
    (action: { type: string }) => action.type.startsWith(`${layoutSettingsSlice.name}/`),
    persist,
  );
}
