import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, headingText, seriousViolations, visible } from './app';
import { baseURL, open, saveScreenshot, setupBrowser, waitForPath } from './browser';

// One page for the whole file, as one user: each of the 15 routes is opened once and checked there.
const browser = setupBrowser({ shared: true });

/** One route per frame look in dark mode, one at a phone's width (and one in Arabic, at the end). */
const DARK = new Set(['/auth-login-basic', '/auth-register-cover', '/auth-logout-boxed', '/auth-login-modern']);
const PHONE = new Set(['/auth-register-boxed']);
const DESKTOP = { width: 1280, height: 800 };
const PHONE_SIZE = { width: 390, height: 844 };

const INVALID_EMAIL = 'Please enter a valid email address.';
const PASSWORD_RULE = 'Password must be at least 8 characters long and contain both letters and numbers.';

/** Opens a route in its look and waits for its heading. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  await page.setViewportSize(PHONE.has(path) ? PHONE_SIZE : DESKTOP);
  await open(page, path);
  await expect.poll(() => headingText(page)).toBe(heading);
  const theme = DARK.has(path) ? 'dark' : 'light';
  await page.evaluate((value) => document.documentElement.setAttribute('data-bs-theme', value), theme);
}

/** Saves what the route shows now (to be looked at) and asks axe about it. */
async function shootAndAxe(
  page: Page,
  path: string,
  look = DARK.has(path) ? '-dark' : PHONE.has(path) ? '-phone' : '',
): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
  await saveScreenshot(page, `templates${path.replace(/\//g, '-')}${look}`, { fullPage: true });
  expect(await seriousViolations(page), path).toEqual([]);
}

const linkHref = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).getAttribute('href');
/** The pane of the form shown now (a tab's visible pane, or the page's main). */
const shownPane = (page: Page) => page.locator('[role="tabpanel"]:not([hidden]), main:not(:has([role="tabpanel"]))').first();
const fieldMessage = (page: Page, label: string) =>
  shownPane(page).getByLabel(label, { exact: true }).evaluate((input) => {
    const id = input.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });
const submit = (page: Page, name = 'Sign In') => shownPane(page).getByRole('button', { name, exact: true }).click();

const SIGN_IN = [
  { path: '/auth-login-basic', tabs: false, signUp: '/auth-register-basic' },
  { path: '/auth-login-cover', tabs: false, signUp: '/auth-register-basic', signsIn: true },
  { path: '/auth-login-boxed', tabs: true, signUp: '/auth-register-cover' },
  { path: '/auth-login-modern', tabs: true, signUp: '/auth-register-cover', phoneSignIn: true },
  { path: '/template/account-login', tabs: true, signUp: '/auth-register-cover' },
  { path: '/account-login', tabs: false, signUp: '/auth-register-basic' },
];

describe('the template sign-in screens', () => {
  test.each(SIGN_IN)('$path', async ({ path, tabs, signUp, signsIn, phoneSignIn }) => {
    const { page } = browser();
    await visit(page, path, 'Welcome Back !');
    const email = shownPane(page).getByLabel('Username or email', { exact: true });
    const password = shownPane(page).getByLabel('Password', { exact: true });
    expect(await email.inputValue()).toBe(ADMIN.email);
    expect(await password.inputValue()).toBe(ADMIN.password);
    expect(await linkHref(page, 'Sign up')).toBe(signUp);
    expect(await page.getByRole('group', { name: 'Sign in with' }).getByRole('button').count()).toBe(4);
    expect(await page.getByRole('tablist').count()).toBe(tabs ? 1 : 0);

    if (signsIn) {
      await submit(page);
      const status = await visible(page.getByRole('status').getByText('You have successfully signed in.'));
      expect(await status.getByRole('link').getAttribute('href')).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).not.toBeNull();
      expect(page.url().endsWith(path)).toBe(true);
    }

    await email.fill('');
    await password.fill('');
    await submit(page);
    await expect.poll(() => fieldMessage(page, 'Username or email')).toBe(INVALID_EMAIL);
    expect(await fieldMessage(page, 'Password')).toBe(PASSWORD_RULE);
    await email.fill('not-an-email');
    await password.fill('x');
    await submit(page);
    await expect.poll(() => fieldMessage(page, 'Password')).toBe('');
    expect(await fieldMessage(page, 'Username or email')).toBe(INVALID_EMAIL);

    if (tabs) {
      await page.getByRole('tab', { name: 'Email', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => email.isVisible()).toBe(false);
      expect(await page.locator('[role="tabpanel"][hidden]').count()).toBe(1);
      const phone = shownPane(page).getByLabel('Phone Number', { exact: true });
      await phone.fill('12');
      await submit(page);
      await expect.poll(() => fieldMessage(page, 'Phone Number')).toBe(INVALID_EMAIL);
      if (phoneSignIn) {
        await phone.fill('06 12 34 56 78');
        await shownPane(page).getByLabel('Password', { exact: true }).fill(ADMIN.password);
        await submit(page);
        await expect.poll(() => page.getByRole('alert').textContent()).toBe('Username or password is incorrect');
      }
    }
    await shootAndAxe(page, path);
  });
});

const SIGN_UP = [
  { path: '/auth-register-basic', boxed: false, registers: true },
  { path: '/auth-register-cover', boxed: false },
  { path: '/auth-register-boxed', boxed: true },
  { path: '/auth-register-modern', boxed: false },
];

describe('the template sign-up screens', () => {
  test.each(SIGN_UP)('$path', async ({ path, boxed, registers }) => {
    const { page } = browser();
    await visit(page, path, 'Create your free account');
    expect(await linkHref(page, 'Sign in')).toBe('/auth-login-basic');
    expect(await linkHref(page, 'Terms of Use')).toBe('/pages-coming-soon');
    expect(await page.getByRole('group', { name: 'Create account with' }).getByRole('button').count()).toBe(4);
    expect(await page.getByRole('tablist').count()).toBe(boxed ? 1 : 0);

    const emailMessage = boxed ? 'Please enter a valid Email ID.' : INVALID_EMAIL;
    await submit(page);
    await expect.poll(() => fieldMessage(page, 'Email')).toBe(emailMessage);
    expect(await fieldMessage(page, 'UserName')).toBe('Please enter a username.');
    expect(await fieldMessage(page, 'Password')).toBe(PASSWORD_RULE);
    await shownPane(page).getByLabel('Email', { exact: true }).fill('nina@');
    await shownPane(page).getByLabel('UserName', { exact: true }).fill('nina');
    await submit(page);
    await expect.poll(() => fieldMessage(page, 'UserName')).toBe('');
    expect(await fieldMessage(page, 'Email')).toBe(emailMessage);

    if (registers) {
      const username = `nina-${Date.now()}`;
      await shownPane(page).getByLabel('Email', { exact: true }).fill(`${username}@effectif.fr`);
      await shownPane(page).getByLabel('UserName', { exact: true }).fill(username);
      await shownPane(page).getByLabel('Password', { exact: true }).fill('Salaire2026');
      await submit(page);
      const status = await visible(page.getByRole('status').getByText('Your account has been created.'));
      expect(await status.getByRole('link').getAttribute('href')).toBe('/auth-login-basic');
      await shownPane(page).getByLabel('Email', { exact: true }).fill(`other-${username}@effectif.fr`);
      await submit(page);
      // The form's own alert (the demo mailbox's toast of the activation code is an alert too).
      await expect.poll(() => page.locator('.alert[role="alert"]').textContent()).toBe(`Username "${username}" is already taken`);
    }

    if (boxed) {
      await page.getByRole('tab', { name: 'Phone Number', exact: true }).click();
      expect(await page.locator('[role="tabpanel"][hidden]').count()).toBe(1);
      const phone = shownPane(page).getByLabel('Phone Number', { exact: true });
      await phone.fill('123');
      await submit(page);
      await expect.poll(() => fieldMessage(page, 'Phone Number')).toBe('Please enter a valid phone number.');
      await phone.fill('+33 6 12 34 56 78');
      await shownPane(page).getByLabel('UserName', { exact: true }).fill('marc');
      await shownPane(page).getByLabel('Password', { exact: true }).fill('Salaire2026');
      await submit(page);
      await visible(shownPane(page).getByRole('status').getByText(/^Nothing was registered/));
    }
    await shootAndAxe(page, path);
  });
});

describe('the template logout screens', () => {
  test.each([
    { variant: 'cover', target: '/auth-login-basic', languageMenu: false },
    { variant: 'boxed', target: '/auth-login-boxed', languageMenu: true },
    { variant: 'modern', target: '/auth-login-basic', languageMenu: true },
  ])('/auth-logout-$variant', async ({ variant, target, languageMenu }) => {
    const { page } = browser();
    const path = `/auth-logout-${variant}`;
    await visit(page, path, 'You are Logged Out');
    expect(await linkHref(page, 'Sign In')).toBe(target);
    expect(await page.getByRole('button', { name: /^Language/ }).count()).toBe(languageMenu ? 1 : 0);
    await shootAndAxe(page, path);
  });

  test('/auth-logout-basic signs out, then goes to /account-login', async () => {
    const { page } = browser();
    const path = '/auth-logout-basic';
    await visit(page, path, 'You have logged out!');
    // Signed in since the cover sign-in above.
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).not.toBeNull();
    await shootAndAxe(page, path);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForPath(page, '/account-login');
    await expect.poll(() => headingText(page)).toBe('Welcome Back !');
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
});

describe('right to left, in Arabic', () => {
  test('/template/account-register', async () => {
    const { page, context } = browser();
    const path = '/template/account-register';
    await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL() }]);
    try {
      await visit(page, path, 'أنشئ حسابك المجاني');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await linkHref(page, 'تسجيل الدخول')).toBe('/auth-login-basic');
      await submit(page, 'تسجيل الدخول');
      await expect.poll(() => fieldMessage(page, 'البريد الإلكتروني')).toBe('يرجى إدخال عنوان بريد إلكتروني صالح.');
      expect(await fieldMessage(page, 'اسم المستخدم')).toBe('يرجى إدخال اسم المستخدم.');
      await shootAndAxe(page, path, '-rtl');
    } finally {
      await context.clearCookies();
    }
  });
});
