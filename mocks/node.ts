import { setupServer } from 'msw/node';
import type { FakeBackendConfig } from './config';
import { memoryTextStore, type TextStore } from './db/users';
import { createHandlers } from './handlers';

export const TEST_API_BASE_URL = '/api';

/** The same handlers as the browser, answering at once, for Node tests. */
export function createFakeServer(
  config: Partial<FakeBackendConfig> = {},
  users: TextStore = typeof sessionStorage === 'undefined' ? memoryTextStore() : sessionStorage,
) {
  return setupServer(
    ...createHandlers({ fakeDelayMs: 0, apiBaseUrl: TEST_API_BASE_URL, ...config }, { users }),
  );
}
