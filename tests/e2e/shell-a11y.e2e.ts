import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { headingText, seriousViolations, signInAsAdmin, visible } from './app';
import { setupBrowser, waitForPath } from './browser';
import { layoutAttributes, openCustomizer } from './shell';

const browser = setupBrowser();

/** Signs in and opens the leaves' page from the sidebar. */
async function openLeaves(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Leave', exact: true }).click();
  await waitForPath(page, '/app/effectif/leave');
  await expect.poll(() => headingText(page)).toBe('Leave');
}

async function switchToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).click();
  await expect.poll(async () => (await layoutAttributes(page))['data-bs-theme']).toBe('dark');
  await visible(page.getByRole('button', { name: 'Switch to light mode', exact: true }));
}

describe('accessibility of the signed-in shell (axe: no serious or critical violation)', () => {
  test('a page of the shell (/app/effectif/leave), light then dark', async () => {
    const { page } = browser();
    await openLeaves(page);
    expect(await seriousViolations(page), 'light').toEqual([]);

    await switchToDark(page);
    expect(await seriousViolations(page), 'dark').toEqual([]);
  });

  test('with the theme customizer open (light)', async () => {
    const { page } = browser();
    await openLeaves(page);
    await openCustomizer(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('with the theme customizer open (dark)', async () => {
    const { page } = browser();
    await openLeaves(page);
    await switchToDark(page);
    await openCustomizer(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
