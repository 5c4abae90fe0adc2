import { describe, expect, test } from 'vitest';
import { signInAsAdmin, visible } from './app';
import { open, saveScreenshot, setupBrowser, waitForPath } from './browser';
import { employeeLastName, openEmployeeForm, saveLastName } from './forms';

const browser = setupBrowser();

const EMPLOYEE = 5;

describe('two tabs of one browser share one fake backend', () => {
  test('the second of two saves of one employee is refused as stale, and nothing is lost', { timeout: 60_000 }, async () => {
    const { context, page: first } = browser();
    const second = await context.newPage();
    // The second tab opens already signed in: the session is the browser's.
    await signInAsAdmin(first);
    await openEmployeeForm(first, EMPLOYEE);
    await openEmployeeForm(second, EMPLOYEE);

    await saveLastName(first, 'Premier-Onglet');
    await waitForPath(first, `/effectif/employee/${EMPLOYEE}`);

    await saveLastName(second, 'Second-Onglet');
    const alert = await visible(second.getByRole('alert').filter({ hasText: 'Someone changed this record while you were editing it.' }));
    await saveScreenshot(second, 'two-tabs-stale-save');
    await alert.getByRole('button', { name: 'Reload the record' }).click();
    // The form starts again from what the first tab saved.
    await expect.poll(() => employeeLastName(second).inputValue()).toBe('Premier-Onglet');

    // A third tab opened now sees the same record (the first tab's save is kept).
    const third = await context.newPage();
    await openEmployeeForm(third, EMPLOYEE);
    expect(await employeeLastName(third).inputValue()).toBe('Premier-Onglet');
    await second.close();
    await third.close();
  });

  test('a record created in one tab is found by the list of another, without a reload of the data', async () => {
    const { context, page: first } = browser();
    const second = await context.newPage();
    await signInAsAdmin(first);
    await open(second, '/app/effectif/city');
    await visible(second.getByRole('table'));

    const name = `Ville-${Date.now()}`;
    const created = await first.evaluate(async (cityName) => {
      const token = sessionStorage.getItem('token') ?? '';
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
      const countries = await (await fetch('/api/app/country?q=France', { headers })).json();
      const response = await fetch('/api/app/city', { method: 'POST', headers, body: JSON.stringify({ name: cityName, countryId: countries.items[0].id }) });
      return response.status;
    }, name);
    expect(created).toBe(201);

    await open(second, `/app/effectif/city?q=${name}`);
    await visible(second.getByRole('cell', { name, exact: true }));
    await second.close();
  });
});
