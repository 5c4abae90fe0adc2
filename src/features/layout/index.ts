import type { ComponentType } from 'react';

/** The signed-in frame (menu, top bar, footer), loaded on demand. */
export const loadMainLayout = (): Promise<ComponentType> => import('./MainLayout').then((m) => m.default);
/** An area's frame and its list's title, loaded on demand. */
export const loadAreaFrame = () => import('./AreaPage');
export { layoutSettingsSlice, selectLayoutSettings, setSetting, resetSettings } from './settings/settings-slice';
export { layoutSettingsSaga } from './settings/settings-saga';
export { startingSettings } from './settings/settings-storage';
export { DEFAULT_SETTINGS, writeDocumentAttributes, type LayoutSettings } from './settings/settings';
export { LayoutAttributes } from './settings/LayoutAttributes';
export { MENU, HORIZONTAL_MENU, type MenuEntry } from './menu/menu';
export { shellBoxes } from './shell/shell-boxes';
