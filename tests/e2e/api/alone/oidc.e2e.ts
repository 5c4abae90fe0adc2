import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, openUserMenu, visible } from '../../app';
import { open, patientPage, saveScreenshot, setupBrowser, waitForPath } from '../../browser';
import { PROVIDER } from './provider';

// Signing in at the company's OpenID provider (docs/sso.md): a real provider (oidc-provider)
// beside the server, whose own login and consent pages take any password.
const browser = setupBrowser();
const LONG = { timeout: 90_000 };

/** From the sign-in page, through the provider's login and consent, as `login`. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await open(page, '/auth');
  await (await visible(page.getByRole('link', { name: `Sign in with ${PROVIDER.name}` }), 30_000)).click();
  await (await visible(page.locator('input[name=login]'), 30_000)).fill(login);
  await page.locator('input[name=password]').fill('any password');
  await page.locator('button[type=submit]').click();
  // The provider asks once to share the address with the app.
  await (await visible(page.locator('button[type=submit]').first(), 30_000)).click();
}

describe('signing in at the company’s OpenID provider, in api mode against the server', () => {
  test('the demo employee signs in without a password and lands on My space; signing out ends the session', LONG, async () => {
    const page = patientPage(browser);
    await signInAtProvider(page, PROVIDER.employee);
    await page.waitForURL(/\/app\/effectif\/me$/, { timeout: 30_000 });
    await visible(page.getByRole('button', { name: 'Account menu' }), 30_000);
    await saveScreenshot(page, 'api-oidc-signed-in');
    // The one-time code it came back with is no longer in the address.
    expect(page.url()).not.toContain('code=');
    await openUserMenu(page);
    await chooseInUserMenu(page, 'Log out');
    await waitForPath(page, '/before-auth');
    await open(page, '/app/effectif/me');
    await page.waitForURL(/\/auth\b/, { timeout: 30_000 });
  });

  test('an address no account has comes back to the sign-in page, told why, signed in as no one', LONG, async () => {
    const page = patientPage(browser);
    await signInAtProvider(page, PROVIDER.stranger);
    const alert = await visible(page.getByRole('alert'), 30_000);
    await expect.poll(() => alert.textContent()).toBe(`No account has the e-mail address ${PROVIDER.name} gave: ask your HR department to create it.`);
    await saveScreenshot(page, 'api-oidc-refused');
    expect(new URL(page.url()).pathname).toMatch(/^\/auth/);
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });
});
