import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, signInAsAdmin, visible } from './app';
import { setupBrowser, shoot, waitForPath } from './browser';
import { chooseSetting, layoutAttributes, openCustomizer, waitForDrawerClosed } from './shell';

const browser = setupBrowser();

async function openLeaves(page: Page, label = 'Leave'): Promise<void> {
  await page.getByRole('link', { name: label, exact: true }).click();
  await waitForPath(page, '/app/effectif/leave');
  await expect.poll(() => headingText(page)).toBe(label);
}

describe('screenshots of the shell (tests/e2e/artifacts/screenshots/)', () => {
  test('at 1440×900: light vertical, dark vertical, horizontal, right-to-left Arabic', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
    await openLeaves(page);
    await shoot(page, 'vertical-light', { fullPage: false });

    await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
    await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
    await shoot(page, 'vertical-dark', { fullPage: false });

    await page.getByRole('button', { name: 'Switch to light mode', exact: true }).click();
    let customizer = await openCustomizer(page);
    await chooseSetting(customizer, 'Layout', 'Horizontal');
    await page.keyboard.press('Escape');
    await waitForDrawerClosed(page);
    await expect.poll(() => layoutAttributes(page)).toMatchObject({ 'data-layout': 'horizontal', 'data-bs-theme': 'light' });
    await shoot(page, 'horizontal', { fullPage: false });

    customizer = await openCustomizer(page);
    await chooseSetting(customizer, 'Layout', 'Vertical');
    await page.keyboard.press('Escape');
    await waitForDrawerClosed(page);
    const language = await visible(page.getByLabel('Language', { exact: true }));
    await language.selectOption({ label: 'العربية' });
    await expect.poll(() => headingText(page)).toBe('الإجازات');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const link = document.getElementById('bootstrap-css');
          return {
            dir: document.documentElement.dir,
            lang: document.documentElement.lang,
            rtlStylesheet: link instanceof HTMLLinkElement && link.href.includes('.rtl.') && link.sheet !== null,
          };
        }),
      )
      .toEqual({ dir: 'rtl', lang: 'ar', rtlStylesheet: true });
    // Right to left, the sidebar sits on the right.
    const sidebar = await page.getByRole('complementary', { name: 'الشريط الجانبي' }).boundingBox();
    expect((sidebar?.x ?? 0) + (sidebar?.width ?? 0)).toBe(1440);
    await shoot(page, 'rtl-arabic', { fullPage: false });
  });

  test('at 390×844: the phone menu open over the page', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await expect.poll(() => headingText(page)).toBe('Dashboard');
    await page.getByRole('button', { name: 'Show or hide the menu', exact: true }).click();
    await visible(page.getByRole('complementary', { name: 'Sidebar', exact: true }));
    await shoot(page, 'phone-overlay', { fullPage: false });
  });
});
