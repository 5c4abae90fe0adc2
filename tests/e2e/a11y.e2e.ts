import { describe, expect, test } from 'vitest';
import { LOCK_PATH, chooseInUserMenu, headingText, openUserMenu, seriousViolations, signInAsAdmin } from './app';
import { open, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

describe('accessibility (axe: no serious or critical violation)', () => {
  test('the sign-in page', async () => {
    const { page } = browser();
    await open(page, '/auth');
    await expect.poll(() => headingText(page)).toBe('Welcome Back !');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the lock screen', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await openUserMenu(page);
    await chooseInUserMenu(page, 'Lock screen');
    await waitForPath(page, LOCK_PATH);
    await expect.poll(() => headingText(page)).toBe('Lock screen');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the activation page', async () => {
    const { page } = browser();
    await open(page, '/auth/activate/admin%40effectif.fr');
    await expect.poll(() => headingText(page)).toBe('Activate your account');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
