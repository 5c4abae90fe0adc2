import { describe, expect, inject, test } from 'vitest';
import { PASSWORD_RESET_CODE_LENGTH } from '../../../src/domain/credentials';
import { ADMIN, signInForm, visible } from '../app';
import { open, patientPage, saveScreenshot, setupBrowser, waitForPath } from '../browser';
import { employeeLastName, fill, openEmployeeForm, pick, recordHeading, save, saveLastName } from '../forms';

// One administrator in api mode, against the real server on a fresh PGlite folder: signed in
// once (choosing a password, as the seeded account must), then one area and two tabs.
const browser = setupBrowser({ shared: true });
const CHOSEN = 'Une phrase longue et à moi';
const EMPLOYEE = 5;
/** A demo account the server seeds (README), whose password this suite never uses. */
const RESET_EMAIL = 'employe@effectif.fr';

describe('the app in api mode, against the server', () => {
  test('signs the seeded administrator in with the printed password, then makes them choose their own', { timeout: 60_000 }, async () => {
    const page = patientPage(browser);
    await open(page, '/');
    await waitForPath(page, `/auth?returnUrl=${encodeURIComponent('/')}`);
    const form = signInForm(page);
    // No demo account in api mode: the form starts empty.
    expect(await (await visible(form.email)).inputValue()).toBe('');
    await form.email.fill(ADMIN.email);
    await form.password.fill(inject('adminPassword'));
    await form.submit.click();

    await visible(page.getByRole('heading', { name: 'Choose your password' }));
    await waitForPath(page, `/auth/change-password?returnUrl=${encodeURIComponent('/')}`);
    await page.getByLabel('New password', { exact: true }).fill('trop court');
    await page.getByLabel('Confirm the new password').fill('trop court');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByText('The new password needs at least 12 characters.'));
    await saveScreenshot(page, 'api-change-password');

    await page.getByLabel('New password', { exact: true }).fill(CHOSEN);
    await page.getByLabel('Confirm the new password').fill(CHOSEN);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await waitForPath(page, '/');
    await visible(page.getByRole('heading', { name: 'Dashboard' }));
  });

  test('creates, edits and deletes a city, kept by the server', { timeout: 90_000 }, async () => {
    const page = patientPage(browser);
    await open(page, '/app/effectif/city/new');
    await visible(page.getByRole('button', { name: 'Save', exact: true }));
    const name = `Ville-${Date.now()}`;
    await fill(page, 'Name', name);
    await fill(page, 'Postcode', '01370');
    await pick(page, 'Country', 'Fran', /^France$/);
    await save(page);
    await expect.poll(() => recordHeading(page).textContent()).toBe(`${name} 01370`);

    await page.getByRole('link', { name: 'Edit' }).click();
    await fill(page, 'Region', 'Auvergne-Rhône-Alpes');
    await save(page);
    await visible(page.getByRole('link', { name: 'Edit' }));
    // What the server kept, read again.
    await page.reload();
    await visible(page.getByText('Auvergne-Rhône-Alpes'));

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this record?' }).getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText(`“${name} 01370” deleted.`));
    await waitForPath(page, '/app/effectif/city');
    await page.getByRole('searchbox', { name: 'Search the list' }).fill(name);
    await visible(page.getByText('No row matches the search or the filters.'));
  });

  test('refuses the second of two saves of one employee from two tabs, asking to reload', { timeout: 90_000 }, async () => {
    const { context } = browser();
    const first = patientPage(browser);
    const second = await context.newPage();
    await openEmployeeForm(first, EMPLOYEE);
    await openEmployeeForm(second, EMPLOYEE);

    await saveLastName(first, 'Premier-Onglet');
    await waitForPath(first, `/effectif/employee/${EMPLOYEE}`, 30_000);
    await saveLastName(second, 'Second-Onglet');
    const alert = await visible(second.getByRole('alert').filter({ hasText: 'Someone changed this record while you were editing it.' }));
    await alert.scrollIntoViewIfNeeded();
    await saveScreenshot(second, 'api-two-tabs-stale-save');
    await alert.getByRole('button', { name: 'Reload the record' }).click();
    await expect.poll(() => employeeLastName(second).inputValue()).toBe('Premier-Onglet');
    await second.close();
  });

  // The code itself is in the server's outbox, which another process cannot read while the
  // server holds its PGlite folder: the fake-mode suite follows a code to the end, the
  // component tests show every refusal, tests/server/server-auth.test.ts the lockout.
  test('asks a reset code of the server and shows its refusal of a wrong one beside the field', { timeout: 60_000 }, async () => {
    const { context } = browser();
    const page = await context.newPage();
    await open(page, '/auth/password-reset');
    await (await visible(page.getByLabel('Email', { exact: true }))).fill(RESET_EMAIL);
    await page.getByRole('button', { name: 'Send the code' }).click();
    await visible(page.getByRole('status').filter({ hasText: `If an account exists for ${RESET_EMAIL}, a code has been sent to this address.` }));
    await page.getByLabel('Code received by email').fill('1'.repeat(PASSWORD_RESET_CODE_LENGTH));
    await page.getByLabel('New password', { exact: true }).fill(CHOSEN);
    await page.getByLabel('Confirm the new password').fill(CHOSEN);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await visible(page.getByText('This reset code is wrong, expired or already used: ask for a new one.'));
    expect(await page.getByLabel('Code received by email').getAttribute('aria-invalid')).toBe('true');
    await page.close();
  });
});
