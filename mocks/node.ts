import { setupServer } from 'msw/node';
import type { FakeBackendConfig } from './config';
import { fixedClock, openHrStore } from './db/hr-store';
import type { MailPort } from '@server/core/storage/mail';
import type { HrTables } from '@server/core/storage/tables';
import { memoryTextStore, type TextStore } from './db/users';
import { createFakeBackend } from './fake-backend';
import { DEFAULT_EMPLOYEES, DEFAULT_SEED, generateDemoData } from './fixtures/demo-data';
import { fakeBackendRoutes } from './msw-routes';

export const TEST_API_BASE_URL = '/api';
/** Where Node tests reach the fake backend: the page's origin under jsdom, a fixed one without a DOM. */
export const TEST_ORIGIN = globalThis.location?.origin ?? 'http://localhost:3000';
/** The day the Node fake backend lives in: fixed, so that "current" and "today" never drift. */
export const TEST_TODAY = '2026-03-16';

let demo: HrTables | undefined;
/**
 * The demo data, generated once per test process. The store never changes a row in place
 * (a write stores a new object), so every reset shares these rows instead of copying them.
 */
export const testSeed = (): HrTables =>
  (demo ??= generateDemoData({ seed: DEFAULT_SEED, employees: DEFAULT_EMPLOYEES, today: TEST_TODAY }));

export interface FakeServerOptions {
  config?: Partial<FakeBackendConfig>;
  /** Where users are kept: the page's session storage under jsdom, memory without a DOM. */
  users?: TextStore;
  seed?: () => HrTables;
  /** Where the backend's mail goes (a test reads the codes it sends); nowhere when not given. */
  mail?: MailPort;
}

/** The backend's core over the fake stores, answering at once, for Node tests; the HR tables in memory. */
export function createFakeServer({
  config = {},
  users = typeof sessionStorage === 'undefined' ? memoryTextStore() : sessionStorage,
  seed = testSeed,
  mail,
}: FakeServerOptions = {}) {
  // Without a DOM, relative handler paths match nothing: the backend then answers at an absolute URL.
  const apiBaseUrl = globalThis.location ? TEST_API_BASE_URL : `${TEST_ORIGIN}${TEST_API_BASE_URL}`;
  const full = { fakeDelayMs: 0, apiBaseUrl, ...config };
  const hr = () => openHrStore({ seed, clock: fixedClock(TEST_TODAY) });
  const app = createFakeBackend(full, { users, hr, mail });
  return setupServer(...fakeBackendRoutes(full, async (request) => app.fetch(request)));
}
