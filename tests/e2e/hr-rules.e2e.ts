import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { moveStatus as move, nextSteps, seriousViolations, signInAsAdmin, visible } from './app';
import { open, patientPage, saveScreenshot, setupBrowser, shoot, waitForPath } from './browser';
import { freeEmployee, type FreeEmployee } from './free-employee';

const browser = setupBrowser();

const LEAVES = '/app/effectif/leave';
/** An employee on a CDI, hired long ago (the demo data's second). */
const EMPLOYEE = '/effectif/employee/2';

/** Every step waits for the fake backend's 500 ms, and the first HR page seeds the demo data. */
const LONG = { timeout: 240_000 };

const hrPage = (): Page => patientPage(browser);

/** A Monday of October next year (no public holiday that week) and the days after it. */
function octoberWeek(): string[] {
  const year = new Date().getFullYear() + 1;
  const first = new Date(Date.UTC(year, 9, 5));
  const monday = first.getTime() + ((8 - first.getUTCDay()) % 7) * 86_400_000;
  return [0, 1, 2, 3, 4].map((day) => new Date(monday + day * 86_400_000).toISOString().slice(0, 10));
}
const french = (iso: string) => iso.split('-').reverse().join('/');


/** Fills a new request of `employee` from `start` to `end`, then saves it. */
async function request(page: Page, employee: FreeEmployee, start: string, end: string): Promise<void> {
  await open(page, `${LEAVES}/new`);
  const picker = page.getByRole('combobox', { name: /^Employee/ });
  await picker.click();
  await picker.fill(employee.name);
  await (await visible(page.getByRole('listbox').getByRole('option', { name: employee.label }))).click();
  await page.getByLabel(/^Start( \*)?$/).fill(start);
  await page.getByLabel(/^End( \*)?$/).fill(end);
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('HR rules in the browser', () => {
  test('a pasted control character is refused beside its field, and the first click on Save shows every error', LONG, async () => {
    const page = hrPage();
    await signInAsAdmin(page);
    await open(page, '/app/effectif/city/new');
    const name = await visible(page.getByLabel(/^Name/).first(), 60_000);
    await name.fill('Mul\u0007house');
    // The focus still in the field: its error appears as the button is pressed, and must not swallow the click.
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Correct the highlighted fields before saving (2).'), 30_000);
    await visible(page.getByText('This text contains a character that is not allowed (a control or invisible character): remove it.'));
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(2);
  });

  test('an approved leave: edited, it goes back to approval (said before saving); deleted, it is refused; overlapping, the other is named', LONG, async () => {
    const page = hrPage();
    await signInAsAdmin(page);
    const [monday, tuesday, wednesday, thursday, friday] = octoberWeek();
    await open(page, LEAVES);
    await expect.poll(() => page.getByRole('table', { name: 'Leave' }).locator('tbody tr a').count(), { timeout: 90_000 }).toBeGreaterThan(0);
    // Someone else's request: the signed-in administrator does not decide her own.
    const employee = await freeEmployee(page, monday, friday, 5);
    expect(employee, 'an employee free that week').not.toBeNull();
    if (!employee) return;
    await request(page, employee, monday, tuesday);
    await page.waitForURL(/\/app\/effectif\/leave\/\d+$/, { timeout: 60_000 });
    const recordPath = new URL(page.url()).pathname;
    await move(page, 'Approve', 'Approve this request?');
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents()).toEqual(['Cancel the request']);

    // Overlap: the refusal names the approved request and its dates.
    await request(page, employee, tuesday, thursday);
    const overlap = `This period overlaps another request from ${french(monday)} to ${french(tuesday)}: change the dates.`;
    await visible(page.getByText(overlap), 60_000);
    await shoot(page, 'rules-leave-overlap');

    // Editing the dates of the approved request: said before saving, then pending again.
    await open(page, `${recordPath}/edit`);
    const end = page.getByLabel(/^End( \*)?$/);
    await expect.poll(() => end.inputValue()).toBe(tuesday);
    expect(await page.getByTestId('reapproval-notice').count()).toBe(0);
    await end.fill(wednesday);
    await visible(page.getByTestId('reapproval-notice'));
    expect(await page.getByTestId('reapproval-notice').textContent()).toContain('sends it back for approval');
    expect(await seriousViolations(page), 'edit form').toEqual([]);
    await shoot(page, 'rules-leave-reapproval-notice');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, recordPath, 60_000);
    await expect.poll(() => nextSteps(page).getByRole('button').allTextContents(), { timeout: 30_000 }).toEqual([
      'Approve',
      'Reject',
      'Cancel the request',
    ]);

    // Approved again, it cannot be deleted: it is cancelled, with a comment.
    await move(page, 'Approve', 'Approve this request?');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Delete this record?' }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(confirm.getByRole('alert').getByText('An approved request cannot be deleted: cancel it with a comment, and its days go back to the balance.'), 30_000);
    await shoot(page, 'rules-leave-delete-refused');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await nextSteps(page).getByRole('button', { name: 'Cancel the request', exact: true }).click();
    const cancel = await visible(page.getByRole('dialog', { name: 'Cancel this request?' }));
    await visible(cancel.getByText('Comment (required)'));
    await cancel.getByRole('textbox').fill('Annulé à la demande de la salariée');
    await cancel.getByRole('button', { name: 'Cancel the request', exact: true }).click();
    await cancel.waitFor({ state: 'hidden' });
    await expect.poll(() => nextSteps(page).count()).toBe(0);
  });

  test('a departure recorded ahead shows "leaving on" until the day, from a list of reasons; the list counts by dates', LONG, async () => {
    const page = hrPage();
    await signInAsAdmin(page);
    await open(page, EMPLOYEE);
    await page.getByRole('button', { name: 'Leaving the company' }).click({ timeout: 60_000 });
    const dialog = await visible(page.getByRole('dialog', { name: 'Leaving the company' }));
    const exit = `${new Date().getFullYear() + 1}-01-29`;
    await dialog.getByLabel(/^Exit date/).fill(exit);
    const reasons = await dialog.getByLabel(/^Reason for leaving/).locator('option').allTextContents();
    expect(reasons).toEqual(expect.arrayContaining(['Resignation', 'Mutual termination (rupture conventionnelle)', 'End of fixed-term contract']));
    await dialog.getByLabel(/^Reason for leaving/).selectOption({ label: 'Resignation' });
    await shoot(page, 'rules-exit-dialog');
    await dialog.getByRole('button', { name: 'Record the exit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const leaving = await visible(page.getByTestId('leaving-on'));
    expect(await leaving.textContent()).toBe(`Leaving on ${french(exit)}`);
    // The toast's progress bar runs on: saved as it is.
    await saveScreenshot(page, 'rules-leaving-on');

    // Still active today: listed among the active employees, with the date beside the status.
    const title = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    const matricule = /EMP-\d+/.exec(title)?.[0] ?? '';
    expect(matricule).not.toBe('');
    await open(page, `/effectif/employee?status=active&q=${matricule}`);
    const row = page.getByRole('table', { name: 'Employees' }).locator('tbody tr').first();
    await visible(row.getByText(`Leaving on ${french(exit)}`), 60_000);
    expect(await row.textContent()).toContain('Active');
    await saveScreenshot(page, 'rules-employee-list-leaving');
  });
  test('a salary outside its position\'s range is saved with a warning; a second attendance of a day links to the first; positions name their enterprise', LONG, async () => {
    const page = hrPage();
    await signInAsAdmin(page);
    await open(page, '/app/effectif/salary/new');
    const employee = page.getByRole('combobox', { name: /^Employee/ });
    await employee.click();
    await employee.fill('EMP-000003');
    await (await visible(page.getByRole('listbox').getByRole('option').first())).click();
    await page.getByLabel(/^Effective date/).fill('2026-01-01');
    await page.getByLabel(/^Base monthly gross/).fill('99999');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/app\/effectif\/salary\/\d+$/, { timeout: 60_000 });
    await visible(page.getByText(/^Base monthly gross: This salary is outside the range of the position .+ \(.+ to .+\)\.$/));
    await saveScreenshot(page, 'rules-salary-warning');

    await open(page, '/app/effectif/attendance/new');
    const person = page.getByRole('combobox', { name: /^Employee/ });
    await person.click();
    await person.fill('EMP-000003');
    await (await visible(page.getByRole('listbox').getByRole('option').first())).click();
    await page.getByLabel(/^Date/).fill('2026-01-05');
    await page.getByLabel(/^Check-in/).fill('22:00');
    await page.getByLabel(/^Check-out/).fill('06:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('This employee already has an attendance record on 05/01/2026.'), 60_000);
    expect(await page.getByRole('link', { name: 'Open it' }).getAttribute('href')).toMatch(/\/app\/effectif\/attendance\/\d+$/);
    await saveScreenshot(page, 'rules-attendance-duplicate');

    await open(page, '/app/effectif/assignment/new');
    const position = page.getByRole('combobox', { name: /^Position/ });
    await position.click();
    const option = await visible(page.getByRole('listbox').getByRole('option').first());
    expect(await option.textContent()).toMatch(/ — \S/);
    await saveScreenshot(page, 'rules-position-picker');
  });
});
