import { describe, expect, test } from 'vitest';
import { chooseInUserMenu, openUserMenu, seriousViolations, signInAsAdmin, visible } from './app';
import { open, patientPage, setupBrowser, shoot, waitForPath } from './browser';

const browser = setupBrowser();

describe('the Mail page, in fake mode', () => {
  test('lists the reset code the demo mailbox showed before sign-in, not sent, on a desktop and on a phone', { timeout: 60_000 }, async () => {
    const page = patientPage(browser);
    await open(page, '/auth/password-reset');
    await (await visible(page.getByLabel('Email', { exact: true }))).fill('employe@effectif.fr');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await visible(page.getByRole('alert').filter({ hasText: 'Demo mailbox' }));

    // The mailbox is the tab's: signing in (a new page) keeps it.
    await signInAsAdmin(page);
    await openUserMenu(page);
    await chooseInUserMenu(page, 'Mail');
    await waitForPath(page, '/app/effectif/mail');
    const row = page.getByRole('table', { name: 'Mail' }).getByRole('row').filter({ hasText: 'employe@effectif.fr' });
    await visible(row.getByText('Not sent (demo)'));
    await expect.poll(() => row.textContent()).toContain('Réinitialisez votre mot de passe Effectif');
    await visible(page.getByRole('note').filter({ hasText: 'The demo sends no email' }));
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'mail-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await visible(row.getByText('Not sent (demo)'));
    // Nothing wider than the phone: each message reads as labelled lines.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shoot(page, 'mail-phone');
  });
});
