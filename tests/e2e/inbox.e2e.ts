import { describe, expect, test } from 'vitest';
import { DEMO_ROLE_ACCOUNTS } from '../../mocks/fixtures/demo-accounts';
import { signInForm, visible } from './app';
import { open, patientPage, saveScreenshot, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();
const MANAGER = DEMO_ROLE_ACCOUNTS[1];

describe('the inbox', () => {
  test('the manager approves a request of her team from the inbox, on a phone', { timeout: 90_000 }, async () => {
    const page = patientPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/auth');
    const form = signInForm(page);
    await visible(form.submit);
    await form.email.fill(MANAGER.email);
    await form.password.fill(MANAGER.password);
    await form.submit.click();
    await waitForPath(page, '/');
    // The top bar tells her decisions wait, and leads to them: its icon, with the count at its corner.
    const inbox = await visible(page.getByRole('link', { name: /^Inbox: \d+ decisions? wait/ }));
    const icon = await inbox.locator('svg').boundingBox();
    const badge = await inbox.locator('.badge').boundingBox();
    expect(icon?.width).toBeGreaterThan(12);
    // The badge leaves the icon's middle uncovered.
    expect(badge && icon && badge.x > icon.x + icon.width / 2).toBe(true);
    await inbox.click();
    await waitForPath(page, '/app/effectif/inbox');
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Approve' }) });
    await visible(cards.first());
    const before = await cards.count();
    const first = cards.first();
    const heading = (await first.getByRole('heading').textContent()) ?? '';
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'inbox-phone');
    await first.getByRole('button', { name: 'Approve' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
    await dialog.getByLabel('Comment (optional)').fill('Bonnes vacances');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await visible(page.getByText('1 decision went through.'));
    await expect.poll(() => cards.count()).toBe(before - 1);
    expect(await page.getByRole('heading', { name: heading, exact: true }).count()).toBe(0);
  });
});
