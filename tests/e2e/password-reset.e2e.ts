import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PASSWORD_RESET_CODE_LENGTH } from '../../src/domain/credentials';
import { ADMIN, seriousViolations, signInForm, visible } from './app';
import { baseURL, open, patientPage, saveScreenshot, setupBrowser, shoot, waitForPath } from './browser';

const browser = setupBrowser();
const NEW_PASSWORD = 'Une phrase longue et nouvelle';

/** The code the demo mailbox shows (a toast: the fake mode mails nothing), once it shows. */
async function demoMailboxCode(page: Page, title = 'Demo mailbox'): Promise<string> {
  const mail = await visible(page.getByRole('alert').filter({ hasText: title }));
  const code = new RegExp(`\\b\\d{${PASSWORD_RESET_CODE_LENGTH}}\\b`).exec((await mail.textContent()) ?? '')?.[0];
  if (!code) throw new Error('the demo mailbox shows no reset code');
  return code;
}

describe('a forgotten password, in fake mode', () => {
  test('the administrator asks a code, reads it in the demo mailbox, sets a new password and signs in with it', { timeout: 60_000 }, async () => {
    const page = patientPage(browser);
    await open(page, '/auth');
    await (await visible(page.getByRole('link', { name: 'Forgot your password?' }))).click();
    await waitForPath(page, '/auth/password-reset');
    const email = await visible(page.getByLabel('Email', { exact: true }));
    // The address of the sign-in form comes along (the demo administrator's, in fake mode).
    expect(await email.inputValue()).toBe(ADMIN.email);
    await page.getByRole('button', { name: 'Send the code' }).click();

    const code = await demoMailboxCode(page);
    await visible(page.getByRole('status').filter({ hasText: `If an account exists for ${ADMIN.email}, a code has been sent to this address.` }));
    // Axe on the second step, the demo mailbox's toast over it.
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Code received by email').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();

    await waitForPath(page, '/auth/login');
    await visible(page.getByText('Your password has been changed: sign in with it.'));
    const form = signInForm(page);
    expect(await form.email.inputValue()).toBe(ADMIN.email);
    expect(await form.password.inputValue()).toBe('');
    await form.password.fill(NEW_PASSWORD);
    await form.submit.click();
    await waitForPath(page, '/');
    await visible(page.getByRole('banner').getByText(ADMIN.name, { exact: true }));
  });

  test.each([
    ['fr', 'Envoyer le code', 'Boîte aux lettres de démonstration', 'Code reçu par e-mail', 'Enregistrer le nouveau mot de passe'],
    ['ar', 'إرسال الرمز', 'صندوق بريد العرض التجريبي', 'الرمز المستلم بالبريد الإلكتروني', 'حفظ كلمة المرور الجديدة'],
  ])('shows both steps in %s (screenshots)', async (language, sendCode, mailbox, codeLabel, submit) => {
    const page = patientPage(browser);
    await browser().context.addCookies([{ name: 'lang', value: language, url: baseURL() }]);
    await open(page, '/auth/password-reset');
    // The first step's own check: no address.
    await (await visible(page.getByRole('button', { name: sendCode }))).click();
    await expect.poll(() => page.getByRole('textbox').first().getAttribute('aria-invalid')).toBe('true');
    await shoot(page, `password-reset-request-${language}`, { fullPage: false });

    await page.getByRole('textbox').first().fill(ADMIN.email);
    await page.getByRole('button', { name: sendCode }).click();
    await demoMailboxCode(page, mailbox);
    // The second step's own checks: a short code, a short password, beside their fields.
    await page.getByLabel(codeLabel).fill('1234');
    await page.getByRole('button', { name: submit }).click();
    await expect.poll(() => page.getByLabel(codeLabel).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // The toast's icon keeps its finished entrance animation: wait for it to end, not to go.
    await expect.poll(() => page.evaluate(() => document.getAnimations().every((animation) => animation.playState === 'finished'))).toBe(true);
    await saveScreenshot(page, `password-reset-code-${language}`, { fullPage: true });
  });
});
