import { describe, inject, test } from 'vitest';
import { managerThenHrJourney, standInJourney } from '../../approval-journeys';
import { patientPage, setupBrowser } from '../../browser';

// The fake mode's journeys (tests/e2e/approval.e2e.ts) on a server of their own: a chain or a
// stand-in is company-wide while it lasts, so no other journey runs beside them
// (tests/e2e/api/alone.config.ts). Root signs in with the printed password and chooses one.
const browser = setupBrowser();
const LONG = { timeout: 120_000 };
const CHOSEN = 'Une autre phrase longue et à moi';
const root = () => ({ rootPasswords: [inject('adminPassword'), CHOSEN], rootChosen: CHOSEN });

describe('approval chains and stand-ins, in api mode against the server', () => {
  test('a chain "the manager, then HR" needs both: the manager approves from her inbox, the request waits on HR, HR approves it', LONG, () =>
    managerThenHrJourney({ page: patientPage(browser), prefix: 'api-approval', ...root() }));

  test('a stand-in decides during her period only: named from tomorrow she sees nothing; from today she approves for the manager', LONG, () =>
    standInJourney({ page: patientPage(browser), prefix: 'api-approval', ...root() }));
});
