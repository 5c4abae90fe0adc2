import { describe, expect, test } from 'vitest';
import { PROFILE_PATH, headingText, signInForm, visible } from './app';
import { currentPath, open, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

describe('where a signed-out visitor goes', () => {
  test('a protected URL leads to /auth with it as returnUrl, and back to it once signed in', async () => {
    const { page, context } = browser();
    expect(await context.cookies()).toEqual([]);
    await open(page, PROFILE_PATH);
    await waitForPath(page, '/auth?returnUrl=%2Fdry%2Fdry-account%2Fprofile');

    const form = signInForm(page);
    await (await visible(form.submit)).click();

    await waitForPath(page, PROFILE_PATH);
    await expect.poll(() => headingText(page)).toBe('My profile');
  });

  test('an unknown path leads to /auth', async () => {
    const { page } = browser();
    await open(page, '/nothing/here');
    await waitForPath(page, '/auth');
    await visible(signInForm(page).submit);
    expect(currentPath(page)).toBe('/auth');
  });
});
