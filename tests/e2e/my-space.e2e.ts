import { describe, test } from 'vitest';
import { patientPage, setupBrowser } from './browser';
import { mySpaceJourney } from './my-space-journey';

// The same journey runs in api mode against the server: tests/e2e/api/my-space.e2e.ts.
const browser = setupBrowser();

describe('My space on a phone', () => {
  test('the demo employee lands on My space, asks for three days of paid leave seeing what will be left, sees it pending with who decides, and her manager approves it from the inbox', { timeout: 90_000 }, () =>
    mySpaceJourney({ page: patientPage(browser), prefix: 'my-space' }));
});
