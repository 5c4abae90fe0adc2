import { describe, test } from 'vitest';
import { patientPage, setupBrowser } from './browser';
import { employeeJourney, hrJourney, managerJourney } from './role-journeys';

// The same journeys run in api mode against the server: tests/e2e/api/roles.e2e.ts.
const browser = setupBrowser();
const LONG = { timeout: 90_000 };

describe('each demo role signs in and sees its own menu and pages', () => {
  test('a manager approves a pending leave of her team, sees only her own salary, and no administration', LONG, () =>
    managerJourney({ page: patientPage(browser), prefix: 'roles' }));

  test('an employee lands on her space, and is told a page is not hers', LONG, () => employeeJourney({ page: patientPage(browser), prefix: 'roles' }));

  test("an HR administrator manages her enterprise's people (New, Import), and has the users and the audit trail", LONG, () =>
    hrJourney({ page: patientPage(browser), prefix: 'roles' }));
});
