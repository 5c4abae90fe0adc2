import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_ROLE_ACCOUNTS } from '../../mocks/fixtures/demo-accounts';
import { ADMIN, chooseInUserMenu, nextSteps, openUserMenu, signInForm, visible } from './app';
import { open, saveScreenshot, waitForPath } from './browser';
import { pick } from './forms';

/**
 * Approval chains and stand-ins (docs/domain.md), in fake mode (tests/e2e/approval.e2e.ts:
 * each browser context holds its own data) and in api mode (tests/e2e/api/alone/: a server
 * of their own, since a company-wide rule set for a while would change the other journeys').
 * Each journey signs its users in and out in one page and leaves the rules as it found them.
 */

const [, MANAGER, EMPLOYEE] = DEMO_ROLE_ACCOUNTS;
const MANAGER_NAME = MANAGER.employee.user.person.label;
const EMPLOYEE_NAME = EMPLOYEE.employee.user.person.label;

export interface ApprovalJourney {
  page: Page;
  prefix: string;
  /** Root's passwords to try in turn (api mode: the printed one, then the one a test chose). */
  rootPasswords: readonly string[];
  /** What Root chooses when the server asks for a new password (api mode). */
  rootChosen?: string;
}

/** Signs in through the form; on a forced change, chooses `chosen`. False when the password is refused. */
async function trySignIn(page: Page, email: string, password: string, chosen?: string): Promise<boolean> {
  await open(page, '/auth');
  const form = signInForm(page);
  await visible(form.submit);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  const outcome = await Promise.race([
    // Signed in: the shell's account menu (a forced change passes by '/' first).
    visible(page.getByRole('button', { name: 'Account menu' }), 30_000).then(() => 'in' as const, () => 'nothing' as const),
    visible(page.getByRole('heading', { name: 'Choose your password' }), 30_000).then(() => 'choose' as const, () => 'nothing' as const),
    visible(page.getByRole('alert').first(), 30_000).then(() => 'refused' as const, () => 'nothing' as const),
  ]);
  if (outcome === 'nothing') throw new Error(`${email}: the sign-in led nowhere`);
  if (outcome === 'refused') return false;
  if (outcome === 'choose') {
    if (!chosen) throw new Error('the server asks for a new password and none was given');
    await page.getByLabel('New password', { exact: true }).fill(chosen);
    await page.getByLabel('Confirm the new password').fill(chosen);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await visible(page.getByRole('button', { name: 'Account menu' }), 30_000);
  }
  return true;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  expect(await trySignIn(page, email, password), `${email} signs in`).toBe(true);
}

async function signInAsRoot(page: Page, { rootPasswords, rootChosen }: ApprovalJourney): Promise<void> {
  for (const password of rootPasswords) if (await trySignIn(page, ADMIN.email, password, rootChosen)) return;
  throw new Error('Root could not sign in');
}

async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await chooseInUserMenu(page, 'Log out');
  await waitForPath(page, '/before-auth');
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Tuesday to Thursday of the week `weeks` weeks after the next Monday. */
export function tuesdayToThursday(weeks: number): { from: string; to: string } {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7) + weeks * 7);
  const day = (offset: number) => iso(new Date(monday.getTime() + offset * 86_400_000));
  return { from: day(1), to: day(3) };
}

/** From the open leave form, tries weeks in turn until a request saves; its id. */
export async function askLeave(page: Page, firstWeek: number, weeks = 8): Promise<number> {
  for (let week = firstWeek; week < firstWeek + weeks; week += 1) {
    const { from, to } = tuesdayToThursday(week);
    await page.getByLabel(/^Start( \*)?$/).fill(from);
    await page.getByLabel(/^End( \*)?$/).fill(to);
    await expect.poll(() => page.getByTestId('leave-notice').textContent(), { timeout: 8_000 }).toMatch(/This request counts for \d/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = await page
      .waitForURL(/\/app\/effectif\/leave\/\d+$/, { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (saved) return Number(/\/leave\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  }
  throw new Error('no week took the request');
}

/** The paid-leave card of the approval chains page (Root or HR signed in). */
const paidLeaveCard = (page: Page) => page.getByTestId('policy-leave-1');

async function setPaidLeavePolicy(page: Page, shape: 'The manager, then HR'): Promise<void> {
  await open(page, '/app/effectif/approval');
  const card = await visible(paidLeaveCard(page), 30_000);
  // A rule left by an earlier run of this journey (api mode keeps the server's data): deleted first.
  await expect.poll(() => card.getByText(/^(Own rule|Default)$/).textContent(), { timeout: 15_000 }).toMatch(/Own rule|Default/);
  await card.getByLabel('Who decides').selectOption({ label: shape });
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => card.getByText(/^(Own rule|Default)$/).textContent(), { timeout: 15_000 }).toBe('Own rule');
  await expect.poll(() => card.getByLabel('Who decides').inputValue()).toBe('managerThenHr');
}

async function deletePaidLeavePolicy(page: Page): Promise<void> {
  await open(page, '/app/effectif/approval');
  const card = await visible(paidLeaveCard(page), 30_000);
  await (await visible(card.getByRole('button', { name: 'Delete', exact: true }), 15_000)).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Delete this rule?' }));
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => card.getByText(/^(Own rule|Default)$/).textContent(), { timeout: 15_000 }).toBe('Default');
}

/** An inbox card by who asks and for which days. */
const inboxCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name} · leave`) }) });

/** Approves the first card matching, through the inbox's dialog. */
async function approveFromInbox(page: Page, card: ReturnType<typeof inboxCard>, comment: string): Promise<void> {
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await visible(page.getByText('1 decision went through.'), 30_000);
}

const steps = (page: Page) => page.getByTestId('approval-steps');
const summary = (page: Page) => page.getByTestId('leave-summary');

/**
 * A chain "the manager, then HR" needs both: Root sets it for paid leave on the approval
 * page; the employee asks from My space; the manager approves from her inbox and the request
 * still waits, on HR's step; Root approves it as HR and it is approved. The rule is deleted
 * through the page at the end (and before, when an earlier failed run left it).
 */
export async function managerThenHrJourney(journey: ApprovalJourney): Promise<void> {
  const { page, prefix } = journey;
  await signInAsRoot(page, journey);
  await setPaidLeavePolicy(page, 'The manager, then HR');
  await saveScreenshot(page, `${prefix}-policy-manager-then-hr`);
  await signOut(page);

  try {
    // The employee asks from My space, far enough ahead to be alone on her days.
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
    await page.waitForURL(/\/app\/effectif\/me$/, { timeout: 30_000 });
    await (await visible(page.getByRole('link', { name: 'Ask for leave' }), 30_000)).click();
    await page.waitForURL(/\/app\/effectif\/leave\/new\?employeeId=\d+$/);
    const leaveId = await askLeave(page, 30);
    await visible(page.getByText('Pending').first(), 30_000);
    await expect.poll(() => steps(page).locator('li').allTextContents(), { timeout: 15_000 }).toEqual([
      expect.stringMatching(new RegExp(`^1\\. Manager${MANAGER_NAME}Waiting on this step`)),
      expect.stringMatching(/^2\. HRHR$/),
    ]);
    await signOut(page);

    // The manager approves it from her inbox: it waits on HR now.
    await signIn(page, MANAGER.email, MANAGER.password);
    await open(page, '/app/effectif/inbox');
    const card = inboxCard(page, EMPLOYEE_NAME).filter({ has: page.locator(`a[href$="/leave/${leaveId}"]`) });
    await visible(card, 30_000);
    await expect.poll(() => card.textContent()).toContain('step 1 of 2');
    await approveFromInbox(page, card, 'OK pour moi');
    await open(page, `/app/effectif/leave/${leaveId}`);
    await expect.poll(() => summary(page).textContent(), { timeout: 30_000 }).toContain('DecisionAwaiting a decision');
    await expect.poll(() => steps(page).locator('li').allTextContents(), { timeout: 15_000 }).toEqual([
      expect.stringMatching(new RegExp(`^1\\. Manager${MANAGER_NAME}ApprovedBy ${MANAGER_NAME} on .+« OK pour moi »$`)),
      expect.stringMatching(/^2\. HRHRWaiting on this step$/),
    ]);
    await saveScreenshot(page, `${prefix}-waiting-on-hr`);
    // She decided her step: the request has left her inbox.
    await open(page, '/app/effectif/inbox');
    await visible(page.getByRole('heading', { name: 'Inbox', level: 1 }), 30_000);
    await expect.poll(() => page.locator('main').getAttribute('aria-busy').catch(() => null)).not.toBe('true');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
    await signOut(page);

    // Root, as HR, approves the last step: approved.
    await signInAsRoot(page, journey);
    await open(page, `/app/effectif/leave/${leaveId}`);
    await (await visible(nextSteps(page).getByRole('button', { name: 'Approve' }), 30_000)).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Approve this request?' }));
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await visible(page.getByText('Request approved.'), 30_000);
    await expect.poll(() => summary(page).textContent(), { timeout: 15_000 }).toContain('Approved by');
    await expect.poll(() => steps(page).locator('li').nth(1).textContent()).toMatch(/^2\. HRHRApprovedBy .+ on /);
    await saveScreenshot(page, `${prefix}-approved-by-hr`);
  } finally {
    if (!/\/auth|before-auth/.test(page.url()) && !(await page.getByRole('button', { name: 'Account menu' }).isVisible().catch(() => false))) {
      await open(page, '/');
    }
    if (await page.getByRole('button', { name: 'Account menu' }).isVisible().catch(() => false)) await signOut(page);
    await signInAsRoot(page, journey);
    await deletePaidLeavePolicy(page);
  }
}

/** Today's date plus `days`, from a YYYY-MM-DD. */
const plusDays = (day: string, days: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** The manager names the demo employee her stand-in from `from` to `to` on the stand-ins page. */
async function nameStandIn(page: Page, from: string, to: string): Promise<void> {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Name a stand-in' }) });
  await pick(page, 'Stand-in', EMPLOYEE.lastName, new RegExp(EMPLOYEE_NAME));
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('To (included)', { exact: true }).fill(to);
  await form.getByRole('button', { name: 'Name', exact: true }).click();
}

/**
 * A stand-in decides during her period only: the manager names the demo employee her
 * stand-in from tomorrow — the employee's inbox holds nothing of the manager's; the manager
 * deletes it (not begun) and names her from today — the employee sees a request of her
 * colleague "for Véronique Vasseur", approves it, and its step says she decided for her.
 */
export async function standInJourney({ page, prefix }: ApprovalJourney): Promise<void> {
  // The manager: a request of her team that waits for her (someone other than the employee).
  await signIn(page, MANAGER.email, MANAGER.password);
  await open(page, '/app/effectif/inbox');
  const theirs = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Approve', exact: true }) })
    .filter({ hasNot: page.getByRole('heading', { name: new RegExp(`^${EMPLOYEE_NAME} `) }) })
    .filter({ has: page.locator('a[href*="/leave/"]') });
  await visible(theirs.first(), 30_000);
  const href = (await theirs.first().locator('a[href*="/leave/"]').getAttribute('href')) ?? '';
  const leaveId = Number(/\/leave\/(\d+)$/.exec(href)?.[1]);
  expect(leaveId, 'a leave of her team waits for her').toBeGreaterThan(0);

  // Named from tomorrow: nothing yet.
  await open(page, '/app/effectif/stand-in');
  const start = page.locator('form').getByLabel('From', { exact: true });
  await expect.poll(() => start.inputValue(), { timeout: 30_000 }).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The form starts on the backend's day (the server's or the fake backend's).
  const today = await start.inputValue();
  const tomorrow = plusDays(today, 1);
  await nameStandIn(page, tomorrow, plusDays(today, 3));
  const upcoming = page.getByRole('listitem').filter({ hasText: `${EMPLOYEE_NAME} stands in for ${MANAGER_NAME}` });
  await visible(upcoming.first(), 30_000);
  await saveScreenshot(page, `${prefix}-stand-in-upcoming`);
  await signOut(page);

  await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
  await open(page, '/app/effectif/inbox');
  await visible(page.getByRole('heading', { name: 'Inbox', level: 1 }), 30_000);
  await visible(page.getByText('Nothing waits for your decision.'), 30_000);
  expect(await page.getByText(`for ${MANAGER_NAME}`).count()).toBe(0);
  await signOut(page);

  // The manager deletes it (it has not begun) and names her from today.
  await signIn(page, MANAGER.email, MANAGER.password);
  await open(page, '/app/effectif/stand-in');
  await (await visible(upcoming.first().getByRole('button', { name: /Delete/ }), 30_000)).click();
  const confirm = await visible(page.getByRole('dialog', { name: 'Delete this stand-in?' }));
  await confirm.getByRole('button', { name: /Delete/ }).click();
  await expect.poll(() => upcoming.count(), { timeout: 15_000 }).toBe(0);
  await nameStandIn(page, today, plusDays(today, 2));
  await visible(upcoming.first(), 30_000);
  await signOut(page);

  try {
    // The stand-in: the request, for the manager; approved.
    await signIn(page, EMPLOYEE.email, EMPLOYEE.password);
    await open(page, '/app/effectif/inbox');
    const card = page.getByRole('listitem').filter({ has: page.locator(`a[href$="/leave/${leaveId}"]`) });
    await visible(card, 30_000);
    await visible(card.getByText(`for ${MANAGER_NAME}`, { exact: true }));
    await saveScreenshot(page, `${prefix}-stand-in-inbox`);
    await approveFromInbox(page, card, 'En son absence');
    await open(page, `/app/effectif/leave/${leaveId}`);
    await expect.poll(() => steps(page).locator('li').first().textContent(), { timeout: 30_000 }).toContain(
      `By ${EMPLOYEE_NAME} for ${MANAGER_NAME} on`,
    );
    await signOut(page);
  } finally {
    // The manager ends the period today, so that other journeys' employee decides nothing.
    if (await page.getByRole('button', { name: 'Account menu' }).isVisible().catch(() => false)) await signOut(page);
    await signIn(page, MANAGER.email, MANAGER.password);
    await open(page, '/app/effectif/stand-in');
    await (await visible(upcoming.first().getByRole('button', { name: 'End today' }), 30_000)).click();
    const end = await visible(page.getByRole('dialog', { name: 'End this stand-in today?' }));
    await end.getByRole('button', { name: 'End today' }).click();
    await end.waitFor({ state: 'hidden' });
  }
}
