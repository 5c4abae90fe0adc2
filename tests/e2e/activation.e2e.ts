import { describe, expect, test } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { ADMIN, headingText, visible } from './app';
import { currentPath, open, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

const ACTIVATION_PATH = '/auth/activate/admin%40effectif.fr';

const boxes = (page: Page): Locator[] =>
  [1, 2, 3, 4, 5].map((position) => page.getByRole('textbox', { name: `Digit ${position} of 5`, exact: true }));

const values = (page: Page) => Promise.all(boxes(page).map((box) => box.inputValue()));

const isFocused = (box: Locator) => box.evaluate((element) => element === document.activeElement);

/** Pastes text into a box the way the browser does: a paste event carrying the clipboard. */
const paste = (box: Locator, text: string) =>
  box.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, text);

describe('activating an account', () => {
  test('the code is checked, typed and pasted box by box, and a right one leads to sign-in', async () => {
    const { page } = browser();
    const checks: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dry-auth/check-code')) checks.push(request);
    });
    await open(page, ACTIVATION_PATH);
    await expect.poll(() => headingText(page)).toBe('Activate your account');
    await visible(page.getByText(`Enter the 5-digit code sent to ${ADMIN.email}.`, { exact: true }));
    const [first, , , , fifth] = boxes(page);
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    await visible(first);

    // No digits: a message, and nothing is sent.
    await confirm.click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Enter the 5-digit code');
    expect(checks).toHaveLength(0);

    // Letters are not kept.
    await first.click();
    await page.keyboard.type('ab');
    expect(await values(page)).toEqual(['', '', '', '', '']);
    expect(await isFocused(first)).toBe(true);

    // Each digit typed moves to the next box.
    for (const [index, digit] of ['1', '3', '5', '7', '9'].entries()) {
      await page.keyboard.press(digit);
      const next = boxes(page)[Math.min(index + 1, 4)];
      await expect.poll(() => isFocused(next)).toBe(true);
    }
    expect(await values(page)).toEqual(['1', '3', '5', '7', '9']);
    expect(await isFocused(fifth)).toBe(true);

    // A wrong code is refused by the backend.
    await confirm.click();
    await expect.poll(() => alert.textContent()).toBe('The code could not be validated');
    expect(checks).toHaveLength(1);
    expect(currentPath(page)).toBe(ACTIVATION_PATH);

    // Pasting a whole code into the first box fills all five.
    await paste(first, ADMIN.activationCode);
    await expect.poll(() => values(page)).toEqual(ADMIN.activationCode.split(''));
    await expect.poll(() => isFocused(fifth)).toBe(true);

    await confirm.click();
    // react-toastify's toast, bottom-right.
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Sent' });
    await visible(toast);
    await visible(toast.getByText('Your account has been activated, please sign in!'));
    expect(checks).toHaveLength(2);

    // The toast stays a second before the sign-in page (the wait itself: tests/unit/auth-saga.test.ts).
    await waitForPath(page, '/dry/login');
    await expect.poll(() => headingText(page)).toBe('Welcome Back !');
  });
});
