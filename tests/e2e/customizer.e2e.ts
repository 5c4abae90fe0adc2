import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, signInAsAdmin, visible } from './app';
import { setupBrowser } from './browser';
import {
  DEFAULT_ATTRIBUTES,
  PREFERENCES_KEY,
  chooseSetting,
  checkedOptions,
  layoutAttributes,
  openCustomizer,
  settingLegends,
  waitForDrawerClosed,
  type LayoutAttributes,
} from './shell';

const browser = setupBrowser();

const ALL_LEGENDS = [
  'Layout',
  'Skin',
  'Colour scheme',
  'Direction',
  'Width',
  'Sidebar size',
  'Top bar',
  'Sidebar colour',
  'Top bar colour',
];
const HORIZONTAL_LEGENDS = ALL_LEGENDS.filter((legend) => legend !== 'Sidebar size' && legend !== 'Sidebar colour');

/** The checked option of every group with the default settings. */
const DEFAULT_CHOICES = {
  Layout: 'Vertical',
  Skin: 'Default',
  'Colour scheme': 'Light',
  Direction: 'Left to right',
  Width: 'Fluid',
  'Sidebar size': 'Default',
  'Top bar': 'Sticky',
  'Sidebar colour': 'Light',
  'Top bar colour': 'Light',
};

/** Every option of every setting, one after the other, and what it changes on <html>. */
const STEPS: [legend: string, option: string, changes: Partial<LayoutAttributes>][] = [
  ['Skin', 'Bordered', { 'data-skin': 'bordered' }],
  ['Skin', 'Default', { 'data-skin': 'default' }],
  [
    'Colour scheme',
    'Dark',
    { 'data-layout-mode': 'dark', 'data-bs-theme': 'dark', 'data-sidebar': 'dark', 'data-topbar': 'dark' },
  ],
  [
    'Colour scheme',
    'Light',
    { 'data-layout-mode': 'light', 'data-bs-theme': 'light', 'data-sidebar': 'light', 'data-topbar': 'light' },
  ],
  ['Direction', 'Right to left', { dir: 'rtl' }],
  ['Direction', 'Left to right', { dir: 'ltr' }],
  ['Width', 'Boxed', { 'data-layout-width': 'boxed' }],
  ['Width', 'Fluid', { 'data-layout-width': 'fluid' }],
  ['Sidebar size', 'Compact', { 'data-sidebar-size': 'md' }],
  ['Sidebar size', 'Small (icons)', { 'data-sidebar-size': 'sm' }],
  ['Sidebar size', 'Default', { 'data-sidebar-size': 'lg' }],
  ['Top bar', 'Scrolls away', { 'data-navigation': 'scroll' }],
  ['Top bar', 'Bordered', { 'data-navigation': 'bordered' }],
  ['Top bar', 'Hides when scrolling', { 'data-navigation': 'hidden' }],
  ['Top bar', 'Sticky', { 'data-navigation': 'sticky' }],
  ['Sidebar colour', 'Dark', { 'data-sidebar': 'dark' }],
  ['Sidebar colour', 'Brand', { 'data-sidebar': 'brand' }],
  ['Sidebar colour', 'Gradient', { 'data-sidebar': 'modern' }],
  ['Sidebar colour', 'Light', { 'data-sidebar': 'light' }],
  ['Top bar colour', 'Dark', { 'data-topbar': 'dark' }],
  ['Top bar colour', 'Brand', { 'data-topbar': 'brand' }],
  ['Top bar colour', 'Light', { 'data-topbar': 'light' }],
];

/** The preferences record kept in localStorage, parsed. */
const storedPreferences = (page: Page): Promise<unknown> =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, PREFERENCES_KEY);

/** The aria-label of the focused element. */
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

describe('the theme customizer', () => {
  test('every option of every setting writes its attribute on <html>', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    expect(await layoutAttributes(page)).toEqual(DEFAULT_ATTRIBUTES);

    const customizer = await openCustomizer(page);
    expect(await settingLegends(customizer)).toEqual(ALL_LEGENDS);
    expect(await checkedOptions(customizer)).toEqual(DEFAULT_CHOICES);

    let expected: LayoutAttributes = { ...DEFAULT_ATTRIBUTES };
    for (const [legend, option, changes] of STEPS) {
      await chooseSetting(customizer, legend, option);
      expected = { ...expected, ...changes };
      await expect.poll(() => layoutAttributes(page), { message: `${legend}: ${option}` }).toEqual(expected);
    }
    // The sidebar follows its size setting on a desktop.
    const aside = page.locator('aside.app-sidebar');
    await chooseSetting(customizer, 'Sidebar size', 'Compact');
    await expect.poll(() => aside.getAttribute('data-size')).toBe('md');
    await chooseSetting(customizer, 'Sidebar size', 'Small (icons)');
    await expect.poll(() => aside.getAttribute('data-size')).toBe('sm');

    // Horizontal: no sidebar, no size nor sidebar colour to choose, no size on <html>.
    await chooseSetting(customizer, 'Layout', 'Horizontal');
    await expect.poll(() => layoutAttributes(page)).toEqual({
      ...DEFAULT_ATTRIBUTES,
      'data-layout': 'horizontal',
      'data-sidebar-size': null,
    });
    await expect.poll(() => settingLegends(customizer)).toEqual(HORIZONTAL_LEGENDS);
    expect(await aside.count()).toBe(0);
    expect(await page.locator('#app-topnav').getByRole('navigation', { name: 'Main menu' }).count()).toBe(1);

    // Back to vertical: the size was reset to the default by choosing horizontal.
    await chooseSetting(customizer, 'Layout', 'Vertical');
    await expect.poll(() => layoutAttributes(page)).toEqual(DEFAULT_ATTRIBUTES);
    await expect.poll(() => settingLegends(customizer)).toEqual(ALL_LEGENDS);
    expect(await checkedOptions(customizer)).toEqual(DEFAULT_CHOICES);
    await expect.poll(() => aside.getAttribute('data-size')).toBe('lg');
  });

  test('the choices survive a reload; "Reset to defaults" restores every default', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    let customizer = await openCustomizer(page);
    const choices = {
      ...DEFAULT_CHOICES,
      Skin: 'Bordered',
      'Colour scheme': 'Dark',
      Direction: 'Right to left',
      Width: 'Boxed',
      'Sidebar size': 'Compact',
      'Top bar': 'Bordered',
      'Sidebar colour': 'Gradient',
      'Top bar colour': 'Brand',
    };
    // The colour scheme comes before the colours, which it would reset.
    for (const [legend, option] of Object.entries(choices)) await chooseSetting(customizer, legend, option);
    const chosen: LayoutAttributes = {
      'data-layout': 'vertical',
      'data-skin': 'bordered',
      'data-layout-mode': 'dark',
      'data-bs-theme': 'dark',
      dir: 'rtl',
      'data-layout-width': 'boxed',
      'data-sidebar-size': 'md',
      'data-navigation': 'bordered',
      'data-sidebar': 'modern',
      'data-topbar': 'brand',
    };
    await expect.poll(() => layoutAttributes(page)).toEqual(chosen);
    await expect.poll(() => storedPreferences(page)).toEqual({
      version: 1,
      layoutSettings: {
        layout: 'vertical',
        skin: 'bordered',
        mode: 'dark',
        direction: 'rtl',
        width: 'boxed',
        sidebarSize: 'md',
        navigation: 'bordered',
        sidebarColor: 'modern',
        topbarColor: 'brand',
      },
      // The direction was chosen while the app spoke English.
      directionLanguage: 'en',
    });

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => headingText(page)).toBe('Dashboard');
    await expect.poll(() => layoutAttributes(page)).toEqual(chosen);
    customizer = await openCustomizer(page);
    expect(await checkedOptions(customizer)).toEqual(choices);

    await customizer.getByRole('button', { name: 'Reset to defaults', exact: true }).click();
    await expect.poll(() => layoutAttributes(page)).toEqual(DEFAULT_ATTRIBUTES);
    await expect.poll(() => checkedOptions(customizer)).toEqual(DEFAULT_CHOICES);
    await expect.poll(() => storedPreferences(page)).toEqual({
      version: 1,
      layoutSettings: {
        layout: 'vertical',
        skin: 'default',
        mode: 'light',
        direction: 'ltr',
        width: 'fluid',
        sidebarSize: 'lg',
        navigation: 'sticky',
        sidebarColor: 'light',
        topbarColor: 'light',
      },
      directionLanguage: 'en',
    });
  });

  test('the top bar switches light and dark; Escape closes the drawer and gives the focus back', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    const tones = async () => {
      const attributes = await layoutAttributes(page);
      return [attributes['data-layout-mode'], attributes['data-bs-theme'], attributes['data-sidebar'], attributes['data-topbar']];
    };

    const toDark = await visible(page.getByRole('button', { name: 'Switch to dark mode', exact: true }));
    expect(await toDark.getAttribute('aria-pressed')).toBe('false');
    await toDark.click();
    await expect.poll(tones).toEqual(['dark', 'dark', 'dark', 'dark']);
    const toLight = await visible(page.getByRole('button', { name: 'Switch to light mode', exact: true }));
    expect(await toLight.getAttribute('aria-pressed')).toBe('true');

    // The customizer shows the same choice, and Escape closes it.
    let customizer = await openCustomizer(page);
    expect(await checkedOptions(customizer)).toMatchObject({
      'Colour scheme': 'Dark',
      'Sidebar colour': 'Dark',
      'Top bar colour': 'Dark',
    });
    await page.keyboard.press('Escape');
    await waitForDrawerClosed(page);
    await expect.poll(() => focusedLabel(page)).toBe('Open the theme customizer');

    await toLight.click();
    await expect.poll(tones).toEqual(['light', 'light', 'light', 'light']);
    await visible(page.getByRole('button', { name: 'Switch to dark mode', exact: true }));

    // Its close button does the same.
    customizer = await openCustomizer(page);
    expect(await checkedOptions(customizer)).toMatchObject({ 'Colour scheme': 'Light' });
    await customizer.getByRole('button', { name: 'Close', exact: true }).click();
    await waitForDrawerClosed(page);
    await expect.poll(() => focusedLabel(page)).toBe('Open the theme customizer');
  });
});
