import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LOCK_PATH, chooseInUserMenu, headingText, openUserMenu, signInAsAdmin } from './app';
import { open, setupBrowser, waitForPath } from './browser';

const browser = setupBrowser();

/** The serious and critical axe violations of the page, readable in a failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    );
}

describe('accessibility (axe: no serious or critical violation)', () => {
  test('the sign-in page', async () => {
    const { page } = browser();
    await open(page, '/auth');
    await expect.poll(() => headingText(page)).toBe('Welcome Back !');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the lock screen', async () => {
    const { page } = browser();
    await signInAsAdmin(page);
    await openUserMenu(page);
    await chooseInUserMenu(page, 'Lock screen');
    await waitForPath(page, LOCK_PATH);
    await expect.poll(() => headingText(page)).toBe('Lock screen');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the activation page', async () => {
    const { page } = browser();
    await open(page, '/auth/activate/admin%40effectif.fr');
    await expect.poll(() => headingText(page)).toBe('Activate your account');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
