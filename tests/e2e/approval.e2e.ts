import { describe, test } from 'vitest';
import { ADMIN } from './app';
import { managerThenHrJourney, standInJourney } from './approval-journeys';
import { patientPage, setupBrowser } from './browser';

const browser = setupBrowser();
const LONG = { timeout: 90_000 };

describe('approval chains and stand-ins', () => {
  test('a chain "the manager, then HR" needs both: the manager approves from her inbox, the request waits on HR, HR approves it', LONG, () =>
    managerThenHrJourney({ page: patientPage(browser), prefix: 'approval', rootPasswords: [ADMIN.password] }));

  test('a stand-in decides during her period only: named from tomorrow she sees nothing; from today she approves for the manager', LONG, () =>
    standInJourney({ page: patientPage(browser), prefix: 'approval', rootPasswords: [ADMIN.password] }));
});
