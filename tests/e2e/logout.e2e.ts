import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, headingText, openUserMenu, signInAsAdmin, visible } from './app';
import { baseURL, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

describe('logging out', () => {
  test('log out ends on /before-auth', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await openUserMenu(page);
    await chooseInUserMenu(page, 'Log out');
    await waitForPath(page, '/before-auth');
    await expect.poll(() => headingText(page)).toBe('You have been logged out');
    // The session is gone: the main area asks to sign in again.
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });

  test('in French, the goodbye page says so and its link goes to /auth/login', async () => {
    const { page, context } = browser();
    await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL() }]);
    await signInAsAdmin(page, { submitLabel: 'Se connecter' });

    await openUserMenu(page, 'Menu du compte');
    await chooseInUserMenu(page, 'Se déconnecter');
    await waitForPath(page, '/before-auth');
    await expect.poll(() => headingText(page)).toBe('Vous avez été déconnecté');

    const signIn = await visible(page.getByRole('link', { name: 'Se connecter', exact: true }));
    await signIn.click();
    await waitForPath(page, '/auth/login');
    await expect.poll(() => headingText(page)).toBe('Bon retour !');
  });
});
