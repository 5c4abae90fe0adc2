import { describe, expect, test } from 'vitest';
import {
  ADMIN,
  LOCK_PATH,
  PROFILE_PATH,
  chooseInUserMenu,
  headingText,
  openUserMenu,
  signInAsAdmin,
  visible,
} from './app';
import { currentPath, open, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

describe('locking the screen', () => {
  test('a locked session stays on the lock screen until the right password, then goes back', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await open(page, PROFILE_PATH);
    await expect.poll(() => headingText(page)).toBe('My profile');

    await openUserMenu(page);
    await chooseInUserMenu(page, 'Lock screen');
    await waitForPath(page, LOCK_PATH);
    await expect.poll(() => headingText(page)).toBe('Lock screen');
    await visible(page.getByText(ADMIN.name, { exact: true }));

    // A reload keeps the lock.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => headingText(page)).toBe('Lock screen');
    expect(currentPath(page)).toBe(LOCK_PATH);

    // So does asking for the main area.
    await open(page, '/');
    await waitForPath(page, LOCK_PATH);
    await expect.poll(() => headingText(page)).toBe('Lock screen');

    const password = page.getByLabel('Password', { exact: true });
    const unlock = page.getByRole('button', { name: 'Unlock' });
    await password.fill('NotThePassword1');
    await unlock.click();
    await visible(page.getByText('Wrong password: the session stays locked.', { exact: true }));
    expect(currentPath(page)).toBe(LOCK_PATH);
    await expect.poll(() => unlock.isEnabled()).toBe(true);
    expect(currentPath(page)).toBe(LOCK_PATH);
    await expect.poll(() => headingText(page)).toBe('Lock screen');

    await password.fill(ADMIN.password);
    await unlock.click();
    await waitForPath(page, PROFILE_PATH);
    await expect.poll(() => headingText(page)).toBe('My profile');
    await visible(page.getByRole('banner').getByText(ADMIN.name, { exact: true }));
  });
});
