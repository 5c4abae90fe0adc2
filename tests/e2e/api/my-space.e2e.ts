import { describe, test } from 'vitest';
import { patientPage, setupBrowser } from '../browser';
import { mySpaceJourney } from '../my-space-journey';

// The fake mode's journey (tests/e2e/my-space.e2e.ts) on the server's data.
const browser = setupBrowser();

describe('My space on a phone, in api mode against the server', () => {
  test('the demo employee lands on My space, asks for three days of paid leave seeing what will be left, sees it pending with who decides, and her manager approves it from the inbox', { timeout: 90_000 }, () =>
    mySpaceJourney({ page: patientPage(browser), prefix: 'api-my-space' }));
});
