import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ROLE_ACCOUNTS } from '../../mocks/fixtures/demo-accounts';
import { chooseInUserMenu, openUserMenu, seriousViolations, signInForm, visible } from './app';
import { open, saveScreenshot, waitForPath } from './browser';

/**
 * The demo employee on a phone (390×844), written once and run by both browser suites: in
 * fake mode (tests/e2e/my-space.e2e.ts) and in api mode against the server
 * (tests/e2e/api/my-space.e2e.ts).
 */

const [, MANAGER, EMPLOYEE] = DEMO_ROLE_ACCOUNTS;
export const PHONE = { width: 390, height: 844 };

/** Whether the page scrolls sideways (it must not on a phone). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

/** The buttons and links of the main content smaller than a finger (44 px) in height or width. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a.btn, main button, main .my-space-link')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ text: element.textContent?.trim() ?? '', box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(({ text, box }) => `${text} (${Math.round(box.width)}×${Math.round(box.height)})`),
  );

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Tuesday to Thursday of the week `weeks` weeks after the next Monday: three working days. */
function tuesdayToThursday(weeks: number): { from: string; to: string } {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7) + weeks * 7);
  const day = (offset: number) => iso(new Date(monday.getTime() + offset * 86_400_000));
  return { from: day(1), to: day(3) };
}

/**
 * She signs in, lands on My space, asks for three days of paid leave — the form tells her what
 * will be left after it — and sees it pending with who decides; then her manager, on a phone
 * too, approves it from her inbox.
 */
export async function mySpaceJourney({ page, prefix }: { page: Page; prefix: string }): Promise<void> {
  await page.setViewportSize(PHONE);
  await open(page, '/auth');
  const form = signInForm(page);
  await visible(form.submit);
  await form.email.fill(EMPLOYEE.email);
  await form.password.fill(EMPLOYEE.password);
  await form.submit.click();
  await page.waitForURL(/\/app\/effectif\/me$/, { timeout: 30_000 });
  await visible(page.getByRole('heading', { name: 'My space', level: 1 }));
  await visible(page.getByRole('heading', { name: 'My requests', level: 2 }));
  expect(await scrollsSideways(page), 'My space scrolls sideways').toBe(false);
  expect(await smallTargets(page), 'My space: targets under 44 px').toEqual([]);
  expect(await seriousViolations(page), 'My space').toEqual([]);
  await saveScreenshot(page, `${prefix}-phone-home`);

  // Three days of paid leave, from the area's own request form, prefilled with her.
  await page.getByRole('link', { name: 'Ask for leave' }).click();
  await page.waitForURL(/\/app\/effectif\/leave\/new\?employeeId=\d+$/);
  expect(await scrollsSideways(page), 'the request form scrolls sideways').toBe(false);
  expect(await smallTargets(page), 'the request form: targets under 44 px').toEqual([]);
  let saved = false;
  for (let weeks = 3; weeks < 12 && !saved; weeks += 1) {
    const { from, to } = tuesdayToThursday(weeks);
    await page.getByLabel(/^Start( \*)?$/).fill(from);
    await page.getByLabel(/^End( \*)?$/).fill(to);
    const notice = page.getByTestId('leave-notice');
    // A public holiday just after makes the Saturday count (jours ouvrables): another week.
    const three = await expect
      .poll(() => notice.textContent(), { timeout: 8_000 })
      .toContain('This request counts for 3 working days')
      .then(
        () => true,
        () => false,
      );
    if (!three) continue;
    // Before sending: what will be left of her paid leave on the request's last day.
    await expect
      .poll(() => page.getByTestId('after-request').textContent(), { timeout: 15_000 })
      .toMatch(/^After this request: -?\d+([.,]\d+)? (working )?days?\b.* left on .+\d{4}$/);
    await saveScreenshot(page, `${prefix}-phone-leave-form`);
    await page.getByRole('button', { name: 'Save' }).click();
    // Days already taken that week (the demo data's): the next week.
    saved = await page
      .waitForURL(/\/app\/effectif\/leave\/\d+$/, { timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
  }
  expect(saved, 'the request saved').toBe(true);
  const leaveId = /\/leave\/(\d+)$/.exec(page.url())?.[1];
  await visible(page.getByText('Pending').first(), 30_000);
  expect(await scrollsSideways(page), "the request's page scrolls sideways").toBe(false);
  await saveScreenshot(page, `${prefix}-phone-leave-record`);

  // Back home: the request waits, and says who decides.
  await open(page, '/app/effectif/me');
  const request = page.locator('.my-space-item', { has: page.getByText('Pending') }).first();
  await visible(request, 30_000);
  await visible(request.getByText(/^Decided by .+/));
  expect(await scrollsSideways(page), 'My space scrolls sideways').toBe(false);
  await saveScreenshot(page, `${prefix}-phone-request-pending`);

  // Her manager, on a phone, approves it from the inbox the top bar leads to.
  await openUserMenu(page);
  await chooseInUserMenu(page, 'Log out');
  await waitForPath(page, '/before-auth');
  await open(page, '/auth');
  await visible(form.submit);
  await form.email.fill(MANAGER.email);
  await form.password.fill(MANAGER.password);
  await form.submit.click();
  await waitForPath(page, '/', 30_000);
  await visible(page.getByRole('link', { name: /^Inbox: \d+ decisions? wait/ }), 30_000);
  // The bell says it waits on her, without the leave's type; choosing it opens the inbox.
  await (await visible(page.getByRole('button', { name: /Notifications, \d+ unread/ }), 30_000)).click();
  const told = page.getByRole('menuitem', { name: new RegExp(`^Leave request from ${EMPLOYEE.employee.user.person.label} awaits your decision`) }).first();
  await visible(told, 30_000);
  await saveScreenshot(page, `${prefix}-phone-notifications`);
  await told.click();
  await waitForPath(page, '/app/effectif/inbox');
  const card = page.getByRole('listitem').filter({ has: page.locator(`a[href$="/leave/${leaveId}"]`) });
  await visible(card, 30_000);
  await visible(card.getByRole('heading', { name: `${EMPLOYEE.employee.user.person.label} · leave` }));
  expect(await scrollsSideways(page), 'the inbox scrolls sideways').toBe(false);
  await saveScreenshot(page, `${prefix}-phone-inbox`);
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
  await dialog.getByLabel('Comment (optional)').fill('Bonnes vacances');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await visible(page.getByText('1 decision went through.'), 30_000);
  await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
  await open(page, `/app/effectif/leave/${leaveId}`);
  // Her step is approved, by her (a chain set by HR may still hold a step after hers).
  await expect.poll(() => page.getByTestId('approval-steps').locator('li').first().textContent(), { timeout: 30_000 }).toMatch(
    new RegExp(`^1\\. Manager${MANAGER.employee.user.person.label}ApprovedBy ${MANAGER.employee.user.person.label} on .+« Bonnes vacances »$`),
  );
  expect(await scrollsSideways(page), "the request's page scrolls sideways").toBe(false);
}
