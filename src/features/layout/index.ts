export { mainLayoutRoute, homeRoute, areaRoutes } from './routes';
export { layoutSettingsSlice, selectLayoutSettings, setSetting, resetSettings } from './settings/settings-slice';
export { layoutSettingsSaga } from './settings/settings-saga';
export { startingSettings } from './settings/settings-storage';
export { DEFAULT_SETTINGS, type LayoutSettings } from './settings/settings';
export { LayoutAttributes } from './settings/LayoutAttributes';
export { MENU, HORIZONTAL_MENU, type MenuEntry } from './menu/menu';
