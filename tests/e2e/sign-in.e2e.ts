import { describe, expect, test } from 'vitest';
import { ADMIN, headingText, signInAsAdmin, signInForm, visible } from './app';
import { currentPath, open, setupBrowser } from './browser';

const browser = setupBrowser();

describe('signing in', () => {
  test('the admin signs in from /auth and lands on / with her name and position in the top bar', async () => {
    const { page } = browser();
    await open(page, '/auth');
    const form = signInForm(page);
    await visible(form.submit);
    expect(await form.email.inputValue()).toBe(ADMIN.email);
    expect(await form.password.inputValue()).toBe(ADMIN.password);

    await signInAsAdmin(page);

    expect(currentPath(page)).toBe('/');
    const topBar = page.getByRole('banner');
    await visible(topBar.getByText(ADMIN.name, { exact: true }));
    await visible(topBar.getByText(ADMIN.position, { exact: true }));
    await expect.poll(() => headingText(page)).toBe('Dashboard');
  });

  test('a wrong password shows "Username or password is incorrect" and stays on /auth', async () => {
    const { page } = browser();
    await open(page, '/auth');
    const form = signInForm(page);
    await visible(form.submit);
    await form.password.fill('NotThePassword1');
    await form.submit.click();

    const alert = await visible(page.getByRole('alert'));
    expect((await alert.textContent())?.trim()).toBe('Username or password is incorrect');
    expect(currentPath(page)).toBe('/auth');
    await expect.poll(() => form.submit.isEnabled()).toBe(true);
    expect(currentPath(page)).toBe('/auth');
  });

  test('an invalid email and an empty password are refused with their messages', async () => {
    const { page } = browser();
    await open(page, '/auth');
    const form = signInForm(page);
    await visible(form.submit);

    await form.email.fill('not-an-email');
    await form.submit.click();
    await visible(page.getByText('Please enter a valid email address.', { exact: true }));
    expect(await form.email.getAttribute('aria-invalid')).toBe('true');

    await form.email.fill(ADMIN.email);
    await form.password.fill('');
    await form.submit.click();
    await visible(
      page.getByText(
        'Password must be at least 8 characters long and contain both letters and numbers.',
        { exact: true },
      ),
    );
    expect(await form.password.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('Please enter a valid email address.').count()).toBe(0);
    expect(currentPath(page)).toBe('/auth');
  });
});
