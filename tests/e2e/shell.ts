import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible } from './app';

/** The fourteen areas of the sidebar, in order: French label, English label, route. */
export const AREAS = [
  { fr: 'Employés', en: 'Employees', path: '/effectif/employee' },
  { fr: 'Affectations', en: 'Assignments', path: '/app/effectif/assignment' },
  { fr: 'Présences', en: 'Attendance', path: '/app/effectif/attendance' },
  { fr: 'Postes', en: 'Positions', path: '/app/effectif/position' },
  { fr: 'Congés', en: 'Leave', path: '/app/effectif/leave' },
  { fr: 'Missions', en: 'Missions', path: '/app/effectif/mission' },
  { fr: 'Projets', en: 'Projects', path: '/app/effectif/projet' },
  { fr: 'Salaire', en: 'Salary', path: '/app/effectif/salary' },
  { fr: 'Ville', en: 'City', path: '/app/effectif/city' },
  { fr: 'Pays', en: 'Country', path: '/app/effectif/country' },
  { fr: 'Entreprises', en: 'Enterprises', path: '/app/effectif/enterprise' },
  { fr: 'Directions', en: 'Directions', path: '/app/effectif/direction' },
  { fr: 'Départements', en: 'Departments', path: '/app/effectif/department' },
  { fr: 'Services', en: 'Services', path: '/app/effectif/service' },
] as const;

/** The English labels of the horizontal menu: the first thirteen areas (never Services). */
export const HORIZONTAL_LABELS: string[] = AREAS.slice(0, 13).map((area) => area.en);

export const PREFERENCES_KEY = 'effectif.preferences';

/** The layout attributes the customizer writes on <html>. */
export const LAYOUT_ATTRIBUTES = [
  'data-layout',
  'data-skin',
  'data-layout-mode',
  'data-bs-theme',
  'dir',
  'data-layout-width',
  'data-sidebar-size',
  'data-navigation',
  'data-sidebar',
  'data-topbar',
] as const;
export type LayoutAttribute = (typeof LAYOUT_ATTRIBUTES)[number];
export type LayoutAttributes = Record<LayoutAttribute, string | null>;

/** The defaults, as written on <html>. */
export const DEFAULT_ATTRIBUTES: LayoutAttributes = {
  'data-layout': 'vertical',
  'data-skin': 'default',
  'data-layout-mode': 'light',
  'data-bs-theme': 'light',
  dir: 'ltr',
  'data-layout-width': 'fluid',
  'data-sidebar-size': 'lg',
  'data-navigation': 'sticky',
  'data-sidebar': 'light',
  'data-topbar': 'light',
};

/** The layout attributes of <html> right now (null when absent): poll it. */
export function layoutAttributes(page: Page): Promise<LayoutAttributes> {
  return page.evaluate((names) => {
    const root = document.documentElement;
    return Object.fromEntries(names.map((name) => [name, root.getAttribute(name)]));
  }, [...LAYOUT_ATTRIBUTES]) as Promise<LayoutAttributes>;
}

/** Opens the theme customizer from the top bar and waits for its drawer. */
export async function openCustomizer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open the theme customizer', exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Theme customizer', exact: true }));
  // The drawer slides in: wait until it is fully shown before clicking in it.
  await expect.poll(() => dialog.evaluate((element) => element.classList.contains('offcanvas-toggling'))).toBe(false);
  return dialog;
}

/** One setting's group of the customizer, by its legend. */
export const settingGroup = (dialog: Locator, legend: string): Locator =>
  dialog.getByRole('group', { name: legend, exact: true });

/**
 * Picks an option of a setting as a user does: the radio button is styled as a button,
 * so its label is what gets clicked. Waits until the radio is checked.
 */
export async function chooseSetting(dialog: Locator, legend: string, option: string): Promise<void> {
  const group = settingGroup(dialog, legend);
  await group.getByText(option, { exact: true }).click();
  await expect.poll(() => group.getByRole('radio', { name: option, exact: true }).isChecked()).toBe(true);
}

/** The legends of the customizer's groups, in order. */
export async function settingLegends(dialog: Locator): Promise<string[]> {
  const legends = await dialog.locator('fieldset > legend').allTextContents();
  return legends.map((legend) => legend.trim());
}

/** The label of the checked option of each group of the customizer, by legend. */
export function checkedOptions(dialog: Locator): Promise<Record<string, string>> {
  return dialog.evaluate((element) => {
    const checked: Record<string, string> = {};
    for (const fieldset of element.querySelectorAll('fieldset')) {
      const legend = fieldset.querySelector('legend')?.textContent?.trim() ?? '';
      const radio = fieldset.querySelector<HTMLInputElement>('input[type=radio]:checked');
      const label = radio ? element.querySelector(`label[for="${radio.id}"]`)?.textContent?.trim() : undefined;
      checked[legend] = label ?? '';
    }
    return checked;
  });
}

/** Waits until the offcanvas drawer is gone. */
export async function waitForDrawerClosed(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.offcanvas').count()).toBe(0);
}

/** The trimmed texts of these elements. */
export async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
}
