/** The signed-in browser profile the dashboard's Lighthouse audits start from. */
import { chromium } from 'playwright-core';
import { BASE_URL, DEMO_ACCOUNT, TEXTS } from './common';

/**
 * Makes the audited browser's profile signed in, through the UI on the first call, so that
 * `/` opens on the dashboard (currentUser in localStorage). Service workers and the HTTP cache
 * are emptied each time, so that every audit loads the dashboard as a first visit does.
 */
export async function signedInWithEmptyCache(port: number, build: 'fake' | 'api'): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The audited browser has no default context');
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${BASE_URL}/auth`);
    const signedIn = await page.evaluate(() => window.localStorage.getItem('currentUser') !== null);
    if (!signedIn) {
      console.log(`==> Signing in as ${DEMO_ACCOUNT.email} in the audited browser`);
      await page.getByRole('heading', { name: TEXTS.signInTitle }).waitFor();
      if (build === 'api') {
        // Without the fake backend, the form is not filled in with the demo account.
        await page.getByLabel(TEXTS.emailLabel).fill(DEMO_ACCOUNT.email);
        await page.getByLabel(TEXTS.passwordLabel, { exact: true }).fill(DEMO_ACCOUNT.password);
      }
      await page.getByRole('button', { name: TEXTS.signInButton }).click();
    }
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: TEXTS.homeTitle }).waitFor();
    const stored = await page.evaluate(() => window.localStorage.getItem('currentUser'));
    if (!stored) throw new Error('Signed in, but no currentUser in localStorage');
    // The fake backend's service worker stays registered after signing in, and every request
    // of a later load would go through it: Lighthouse counts such answers as free (0 bytes
    // on the wire), so the audit would flatter the page. Keep localStorage, drop the rest.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: BASE_URL,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}

