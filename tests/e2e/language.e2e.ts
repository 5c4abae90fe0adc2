import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { headingText, visible } from './app';
import { open, setupBrowser } from './browser';

const browser = setupBrowser();

const root = (page: Page) =>
  page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang }));

/** Whether the brand shows to the right of the language choice, as it does right-to-left. */
async function brandOnTheRight(page: Page): Promise<boolean> {
  const brand = await page.getByText('Effectif', { exact: true }).first().boundingBox();
  const select = await page.locator('select').boundingBox();
  return brand !== null && select !== null && brand.x > select.x;
}

/** Whether the Bootstrap stylesheet in use is its right-to-left build. */
const rtlStylesheet = (page: Page) =>
  page.evaluate(() => {
    const link = document.getElementById('bootstrap-css');
    return link instanceof HTMLLinkElement && link.href.includes('.rtl.') && link.sheet !== null;
  });

describe('choosing a language', () => {
  test('French is chosen from the sign-in page, kept in the lang cookie and across a reload', async () => {
    const { page, context } = browser();
    await open(page, '/auth');
    await expect.poll(() => headingText(page)).toBe('Welcome Back !');

    const select = await visible(page.getByLabel('Language', { exact: true }));
    await select.selectOption({ label: 'Français' });
    await expect.poll(() => headingText(page)).toBe('Bon retour !');
    await expect.poll(() => root(page)).toEqual({ dir: 'ltr', lang: 'fr' });

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => headingText(page)).toBe('Bon retour !');
    await visible(page.getByRole('button', { name: 'Se connecter', exact: true }));
    expect(await page.getByLabel('Langue', { exact: true }).inputValue()).toBe('fr');

    const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang');
    expect(lang?.value).toBe('fr');
  });

  test('Arabic turns the page right-to-left, and a reload keeps it', async () => {
    const { page } = browser();
    await open(page, '/auth');
    await expect.poll(() => headingText(page)).toBe('Welcome Back !');
    expect(await root(page)).toEqual({ dir: 'ltr', lang: 'en' });
    expect(await brandOnTheRight(page)).toBe(false);

    const select = await visible(page.getByLabel('Language', { exact: true }));
    await select.selectOption({ label: 'العربية' });
    await expect.poll(() => root(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await expect.poll(() => headingText(page)).toBe('مرحبًا بعودتك!');
    await expect.poll(() => rtlStylesheet(page)).toBe(true);
    await expect.poll(() => brandOnTheRight(page)).toBe(true);

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => root(page)).toEqual({ dir: 'rtl', lang: 'ar' });
    await expect.poll(() => headingText(page)).toBe('مرحبًا بعودتك!');
    expect(await page.locator('select').inputValue()).toBe('ar');
    await expect.poll(() => rtlStylesheet(page)).toBe(true);
    await expect.poll(() => brandOnTheRight(page)).toBe(true);
  });
});
