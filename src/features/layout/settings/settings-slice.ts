import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_SETTINGS,
  applySetting,
  type LayoutSettings,
  type SettingName,
  type SettingValue,
} from './settings';

type ChangeSetting = { [K in SettingName]: { name: K; value: SettingValue<K> } }[SettingName];

export const layoutSettingsSlice = createSlice({
  name: 'layoutSettings',
  initialState: DEFAULT_SETTINGS,
  reducers: {
    changeSetting: (state, { payload }: PayloadAction<ChangeSetting>) =>
      applySetting(state, payload.name, payload.value),
    resetSettings: () => DEFAULT_SETTINGS,
  },
  selectors: {
    selectLayoutSettings: (state): LayoutSettings => state,
  },
});

export const { changeSetting, resetSettings } = layoutSettingsSlice.actions;
export const { selectLayoutSettings } = layoutSettingsSlice.selectors;

/** A typed action creator for one setting. */
export const setSetting = <K extends SettingName>(name: K, value: SettingValue<K>) =>
  changeSetting({ name, value } as ChangeSetting);
