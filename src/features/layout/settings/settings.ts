/** The nine layout settings, their values and defaults. */
export const SETTING_VALUES = {
  layout: ['vertical', 'horizontal'],
  skin: ['default', 'bordered'],
  mode: ['light', 'dark'],
  direction: ['ltr', 'rtl'],
  width: ['fluid', 'boxed'],
  sidebarSize: ['lg', 'md', 'sm'],
  navigation: ['sticky', 'scroll', 'bordered', 'hidden'],
  sidebarColor: ['light', 'dark', 'brand', 'modern'],
  topbarColor: ['light', 'dark', 'brand'],
} as const;

export type SettingName = keyof typeof SETTING_VALUES;
export type LayoutSettings = { [K in SettingName]: (typeof SETTING_VALUES)[K][number] };
export type SettingValue<K extends SettingName> = LayoutSettings[K];

export const DEFAULT_SETTINGS: LayoutSettings = {
  layout: 'vertical',
  skin: 'default',
  mode: 'light',
  direction: 'ltr',
  width: 'fluid',
  sidebarSize: 'lg',
  navigation: 'sticky',
  sidebarColor: 'light',
  topbarColor: 'light',
};

/** The stored key of each setting, as the customizer and storage name them. */
export const SETTING_KEYS: Record<SettingName, string> = {
  layout: 'LAYOUT',
  sidebarColor: 'SIDEBAR_COLOR',
  sidebarSize: 'SIDEBAR_SIZE',
  mode: 'LAYOUT_MODE',
  topbarColor: 'TOPBAR_COLOR',
  skin: 'LAYOUT_SKIN',
  navigation: 'LAYOUT_NAVIGATION',
  width: 'LAYOUT_WIDTH',
  direction: 'LAYOUT_DIRECTION',
};

export const SETTING_NAMES = Object.keys(SETTING_VALUES) as SettingName[];

export const isSettingValue = <K extends SettingName>(name: K, value: unknown): value is SettingValue<K> =>
  (SETTING_VALUES[name] as readonly unknown[]).includes(value);

/** The values a setting can take, typed for that setting. */
export function optionsOf<K extends SettingName>(name: K): SettingValue<K>[] {
  const values: readonly string[] = SETTING_VALUES[name];
  return values.filter((value): value is SettingValue<K> => isSettingValue(name, value));
}

/** Settings that only exist in the vertical layout. */
export const VERTICAL_ONLY: readonly SettingName[] = ['sidebarSize', 'sidebarColor'];

/**
 * Switching mode also sets the sidebar and top bar to the same tone;
 * choosing horizontal resets the sidebar size to lg.
 */
export function applySetting<K extends SettingName>(
  settings: LayoutSettings,
  name: K,
  value: SettingValue<K>,
): LayoutSettings {
  const next: LayoutSettings = { ...settings, [name]: value };
  if (name === 'mode') {
    const tone = value as LayoutSettings['mode'];
    next.sidebarColor = tone;
    next.topbarColor = tone;
  }
  if (name === 'layout' && value === 'horizontal') next.sidebarSize = 'lg';
  return next;
}

/** The data attributes written on the document root: sidebar size only in vertical layout. */
export function documentAttributes(settings: LayoutSettings): Record<string, string | null> {
  const vertical = settings.layout === 'vertical';
  return {
    'data-layout': settings.layout,
    'data-sidebar': settings.sidebarColor,
    'data-sidebar-size': vertical ? settings.sidebarSize : null,
    'data-layout-mode': settings.mode,
    'data-bs-theme': settings.mode,
    'data-topbar': settings.topbarColor,
    'data-skin': settings.skin,
    'data-navigation': settings.navigation,
    'data-layout-width': settings.width,
    dir: settings.direction,
  };
}

/** Writes the settings' attributes on the document root (removing those that do not apply). */
export function writeDocumentAttributes(settings: LayoutSettings, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(documentAttributes(settings))) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}
