// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  documentAttributes,
  optionsOf,
} from '@/features/layout/settings/settings';
import { layoutSettingsSlice, resetSettings, setSetting } from '@/features/layout/settings/settings-slice';
import {
  SETTINGS_STORAGE_KEY,
  readStoredSettings,
  startingSettings,
  storeSettings,
} from '@/features/layout/settings/settings-storage';

const reduce = layoutSettingsSlice.reducer;

describe('the layout settings', () => {
  it('start from the defaults', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      layout: 'vertical',
      skin: 'default',
      mode: 'light',
      direction: 'ltr',
      width: 'fluid',
      sidebarSize: 'lg',
      navigation: 'sticky',
      sidebarColor: 'light',
      topbarColor: 'light',
    });
  });

  it('offer the values the customizer shows', () => {
    expect(optionsOf('navigation')).toEqual(['sticky', 'scroll', 'bordered', 'hidden']);
    expect(optionsOf('sidebarColor')).toEqual(['light', 'dark', 'brand', 'modern']);
    expect(optionsOf('topbarColor')).toEqual(['light', 'dark', 'brand']);
    expect(optionsOf('sidebarSize')).toEqual(['lg', 'md', 'sm']);
  });

  it('switch the sidebar and the top bar to the tone of the mode', () => {
    const branded = reduce(reduce(DEFAULT_SETTINGS, setSetting('sidebarColor', 'brand')), setSetting('topbarColor', 'brand'));
    const dark = reduce(branded, setSetting('mode', 'dark'));
    expect(dark).toMatchObject({ mode: 'dark', sidebarColor: 'dark', topbarColor: 'dark' });
    expect(reduce(dark, setSetting('mode', 'light'))).toMatchObject({ sidebarColor: 'light', topbarColor: 'light' });
  });

  it('reset the sidebar size to lg when the layout turns horizontal', () => {
    const small = reduce(DEFAULT_SETTINGS, setSetting('sidebarSize', 'sm'));
    expect(reduce(small, setSetting('layout', 'horizontal'))).toMatchObject({ layout: 'horizontal', sidebarSize: 'lg' });
    expect(reduce(small, setSetting('layout', 'vertical')).sidebarSize).toBe('sm');
  });

  it('change one setting without touching the others, and reset them all', () => {
    const boxed = reduce(DEFAULT_SETTINGS, setSetting('width', 'boxed'));
    expect(boxed).toEqual({ ...DEFAULT_SETTINGS, width: 'boxed' });
    expect(reduce(boxed, resetSettings())).toEqual(DEFAULT_SETTINGS);
  });

  it('write the sidebar size on the document only in vertical layout, and the Bootstrap theme', () => {
    const dark = { ...DEFAULT_SETTINGS, mode: 'dark' as const, sidebarSize: 'md' as const };
    expect(documentAttributes(dark)).toMatchObject({
      'data-layout': 'vertical',
      'data-sidebar-size': 'md',
      'data-bs-theme': 'dark',
      'data-layout-mode': 'dark',
      dir: 'ltr',
    });
    expect(documentAttributes({ ...dark, layout: 'horizontal' })['data-sidebar-size']).toBeNull();
  });
});

describe('keeping the settings', () => {
  it('gives back what was stored', () => {
    const settings = { ...DEFAULT_SETTINGS, layout: 'horizontal' as const, navigation: 'hidden' as const };
    storeSettings(settings);
    expect(readStoredSettings()).toEqual(settings);
  });

  it('has nothing to give when nothing was stored', () => {
    expect(readStoredSettings()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: 0, layoutSettings: { mode: 'dark' } })],
    ['no settings', JSON.stringify({ version: 1 })],
  ])('falls back to the defaults when the stored value is %s', (_case, raw) => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, raw);
    expect(readStoredSettings() ?? DEFAULT_SETTINGS).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the valid values of a damaged record and defaults the others', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ version: 1, layoutSettings: { mode: 'dark', sidebarSize: 'xl', width: 42 } }),
    );
    expect(readStoredSettings()).toEqual({ ...DEFAULT_SETTINGS, mode: 'dark' });
  });
});

describe('the direction a visit starts with', () => {
  const rtl = { ...DEFAULT_SETTINGS, direction: 'rtl' as const, mode: 'dark' as const };

  it("is the language's own when nothing was stored", () => {
    expect(startingSettings('ar')).toEqual({ ...DEFAULT_SETTINGS, direction: 'rtl' });
    expect(startingSettings('fr')).toEqual(DEFAULT_SETTINGS);
  });

  it("is Arabic's right-to-left over a left-to-right stored under another language, the other settings kept", () => {
    storeSettings({ ...DEFAULT_SETTINGS, mode: 'dark' }, 'en');
    expect(startingSettings('ar')).toEqual(rtl);
  });

  it('is the language\'s own over a record that does not say under which language it was set', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ version: 1, layoutSettings: { direction: 'ltr' } }));
    expect(startingSettings('ar').direction).toBe('rtl');
  });

  it('is the one the user chose while the same language was in use', () => {
    storeSettings({ ...DEFAULT_SETTINGS, direction: 'ltr' }, 'ar');
    expect(startingSettings('ar').direction).toBe('ltr');
    storeSettings(rtl, 'en');
    expect(startingSettings('en')).toEqual(rtl);
    expect(startingSettings('fr')).toEqual({ ...rtl, direction: 'ltr' });
  });
});
