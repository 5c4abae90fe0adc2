import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { open, waitForPath } from './browser';

/** The demo administrator the fake backend seeds (mocks/fixtures/demo-account.ts). */
export const ADMIN = {
  email: 'admin@effectif.fr',
  password: 'Effectif2026',
  name: 'Claire Martin',
  position: 'Directrice des ressources humaines',
  activationCode: '24680',
} as const;

export const PROFILE_PATH = '/dry/dry-account/profile';
export const LOCK_PATH = '/auth/lock-screen';

/** Waits until the element is on screen. */
export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** The sign-in form's fields, by their labels. */
export const signInForm = (page: Page) => ({
  email: page.getByLabel('Username or email'),
  password: page.getByLabel('Password', { exact: true }),
  submit: page.getByRole('button', { name: 'Sign In' }),
});

/** Signs in with the pre-filled demo account from /auth and waits for the dashboard. */
export async function signInAsAdmin(page: Page, { submitLabel = 'Sign In' } = {}): Promise<void> {
  await open(page, '/auth');
  const submit = await visible(page.getByRole('button', { name: submitLabel, exact: true }));
  // In fake mode the form comes pre-filled with the demo account.
  await expect.poll(() => page.locator('input[type="email"]').inputValue()).toBe(ADMIN.email);
  await submit.click();
  await waitForPath(page, '/');
}

/** Opens the top bar's user menu (its toggle is named by a visually hidden label). */
export async function openUserMenu(page: Page, label = 'Account menu'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
}

/** Picks an entry of the open user menu. */
export async function chooseInUserMenu(page: Page, entry: string): Promise<void> {
  await (await visible(page.getByRole('menuitem', { name: entry, exact: true }))).click();
}

/** The texts of the page's main headings right now ('' when there is none): poll it. */
export async function headingText(page: Page): Promise<string> {
  const texts = await page.getByRole('heading', { level: 1 }).allTextContents();
  return texts.map((text) => text.trim()).join(' | ');
}

/**
 * The serious and critical axe violations of the page, readable in a failure. Colours are
 * read once the page's transitions (a button's hover, a theme switch) have ended: halfway
 * through one, a colour is neither the old nor the new one.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`)
          .join('\n'),
    );
}

/** The record page's workflow buttons (submit, approve, reject, cancel…). */
export const nextSteps = (page: Page) => page.getByRole('group', { name: 'Next steps' });

/** Confirms a status move in its dialog, with a comment when one is given. */
export async function moveStatus(page: Page, button: string, title: string, comment?: string): Promise<void> {
  await nextSteps(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: title }));
  if (comment) await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
