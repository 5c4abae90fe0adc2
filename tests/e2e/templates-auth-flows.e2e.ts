import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { headingText, seriousViolations, visible } from './app';
import { baseURL, open, saveScreenshot, setupBrowser } from './browser';

// One page for the whole file: each of the 15 routes is opened once and checked there.
const browser = setupBrowser({ shared: true });

/** One route per frame look is checked in dark mode; one at a phone's width. */
const DARK = new Set([
  '/auth-create-password-basic',
  '/auth-verify-email-cover',
  '/auth-two-steps-boxed',
  '/auth-reset-password-modern',
]);
const PHONE = new Set(['/auth-create-password-modern']);
const DESKTOP = { width: 1280, height: 800 };
const PHONE_SIZE = { width: 390, height: 844 };

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens a route in its look and waits for its heading. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.setViewportSize(PHONE.has(path) ? PHONE_SIZE : DESKTOP);
  await open(page, path);
  await expect.poll(() => headingText(page)).toBe(heading);
  if (DARK.has(path)) await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
}

/** Saves what the route shows now (to be looked at) and asks axe about it. */
async function shootAndAxe(page: Page, path: string): Promise<void> {
  const look = DARK.has(path) ? '-dark' : PHONE.has(path) ? '-phone' : '';
  expect(await noSideScroll(page), `${path} scrolls sideways`).toBe(true);
  await saveScreenshot(page, `templates${path.replace(/\//g, '-')}${look}`);
  expect(await seriousViolations(page), path).toEqual([]);
}

const linkHref = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).getAttribute('href');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const statusText = (page: Page) => page.locator('main').getByRole('status').textContent();

describe('the template verify-email screens', () => {
  test.each(['basic', 'cover', 'modern'])('auth-verify-email-%s', async (variant) => {
    const { page } = browser();
    const path = `/auth-verify-email-${variant}`;
    await visit(page, path, 'Verify Email');
    await visible(page.getByText('Did you not receive an email?'));
    expect(await linkHref(page, 'Skip Now')).toBe('/');
    expect(await statusText(page)).toBe('');
    await button(page, 'Please try again').click();
    await expect
      .poll(() => statusText(page))
      .toBe('No email was sent: this demo screen is not connected to an email service.');
    await shootAndAxe(page, path);
  });
});

describe('the template two-step verification screens', () => {
  test.each(['basic', 'cover', 'boxed', 'modern'])('auth-two-steps-%s', async (variant) => {
    const { page } = browser();
    const path = `/auth-two-steps-${variant}`;
    await visit(page, path, 'Two-Step Verification');
    const boxes = page.getByRole('textbox', { name: /^Digit \d of 4$/ });
    expect(await boxes.count()).toBe(4);
    await boxes.first().click();
    await page.keyboard.type('5x8');
    await button(page, 'Confirm').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Enter all 4 digits of the code.');
    expect(await boxes.nth(0).getAttribute('aria-invalid')).toBe('true');
    // The red box keeps its digit readable: no invalid icon drawn over it.
    expect(await boxes.nth(0).evaluate((box) => getComputedStyle(box).backgroundImage)).toBe('none');
    await shootAndAxe(page, path);

    // Focus went back to the first empty box: the rest of the code goes on from there.
    await page.keyboard.type('13');
    const digits = await Promise.all([0, 1, 2, 3].map((index) => boxes.nth(index).inputValue()));
    expect(digits).toEqual(['5', '8', '1', '3']);
    await button(page, 'Confirm').click();
    await expect
      .poll(() => statusText(page))
      .toBe('The code was not checked: this demo screen is not connected to a verification service.');
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});

describe('the template forgot-password screens', () => {
  test.each([
    ['basic', 'Wait, I remember my password...', '/auth-login-basic'],
    ['cover', 'Click here', '/auth-login-cover'],
    ['boxed', 'Click here', '/auth-login-boxed'],
    ['modern', 'Click here', '/auth-login-modern'],
  ])('auth-reset-password-%s: "%s" leads to %s', async (variant, linkName, signIn) => {
    const { page } = browser();
    const path = `/auth-reset-password-${variant}`;
    await visit(page, path, 'Forgot Password?');
    await visible(page.getByText('Provide your email address, and instructions will be sent to you'));
    expect(await linkHref(page, linkName)).toBe(signIn);
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    expect(await email.getAttribute('type')).toBe('text');

    await button(page, 'Send Reset Link').click();
    await visible(page.getByText('Please enter your email address.', { exact: true }));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await shootAndAxe(page, path);

    // No format rule: every text is taken, and nothing pretends to be sent.
    await email.fill('claire');
    await button(page, 'Send Reset Link').click();
    await expect
      .poll(() => statusText(page))
      .toBe('No reset link was sent to claire: this demo screen is not connected to an email service.');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the template set-new-password screens', () => {
  test.each(['basic', 'cover', 'boxed', 'modern'])('auth-create-password-%s', async (variant) => {
    const { page } = browser();
    const path = `/auth-create-password-${variant}`;
    await visit(page, path, 'Create New Password');
    await visible(page.getByText('Password must be at least 8 characters long and contain both letters and numbers.'));
    expect(await linkHref(page, 'Click here')).toBe('/auth-login-basic');
    expect(await page.getByRole('button', { name: 'Show password' }).count()).toBe(2);

    await button(page, 'Reset Password').click();
    await visible(page.getByText('Please enter a new password.', { exact: true }));
    await visible(page.getByText('Please confirm the new password.', { exact: true }));
    await shootAndAxe(page, path);

    // Two different passwords: there is no match check, so only "required" applies.
    await page.getByLabel('Password', { exact: true }).fill('first1234');
    await page.getByLabel('Confirm Password', { exact: true }).fill('other5678');
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await button(page, 'Reset Password').click();
    await expect
      .poll(() => statusText(page))
      .toBe('Your password was not changed: this demo screen is not connected to an account service.');
    expect(await page.getByText('Please confirm the new password.').count()).toBe(0);
  });
});

describe('right to left', () => {
  test('the boxed forgot-password screen in Arabic on a phone', async () => {
    const { page, context } = browser();
    const ar = JSON.parse(readFileSync('public/assets/i18n/ar.json', 'utf8')) as {
      templates: { resetPassword: Record<string, string>; flows: Record<string, string> };
    };
    const texts = ar.templates.resetPassword;
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL() }]);
    try {
      await page.setViewportSize(PHONE_SIZE);
      await open(page, '/auth-reset-password-boxed');
      await expect.poll(() => headingText(page)).toBe(texts.title);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await linkHref(page, ar.templates.flows.clickHere)).toBe('/auth-login-boxed');
      await button(page, texts.submit).click();
      await visible(page.getByText(texts.emailRequired, { exact: true }));
      expect(await noSideScroll(page)).toBe(true);
      await saveScreenshot(page, 'templates-auth-reset-password-boxed-rtl-phone', { fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.clearCookies();
    }
  });
});
