import { describe, test } from 'vitest';
import { patientPage, setupBrowser } from '../browser';
import { employeeJourney, hrJourney, managerJourney } from '../role-journeys';

// The demo role accounts the server seeds, signed in against it: the fake mode's journeys
// (tests/e2e/roles.e2e.ts) on the server's data and its enforcement of the roles.
const browser = setupBrowser();
const LONG = { timeout: 60_000 };

describe('each demo role, in api mode against the server', () => {
  test('a manager sees her menu, approves a pending leave of her team, and sees no salary but her own', LONG, () =>
    managerJourney({ page: patientPage(browser), prefix: 'api-roles' }));

  test('an employee lands on her space, and gets "Not allowed" on a page not hers', LONG, () =>
    employeeJourney({ page: patientPage(browser), prefix: 'api-roles' }));

  test('an HR administrator sees her administration menu', LONG, () => hrJourney({ page: patientPage(browser), prefix: 'api-roles' }));
});
