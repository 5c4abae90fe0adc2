import type { FakeBackendConfig } from '../config';
import type { HrStore } from '../db/hr-store';
import type { TextStore } from '../db/users';
import { createUsersDb } from '../db/users';
import { appHandlers } from './app';
import { lazyBackend } from './app/backend';
import { authHandlers } from './auth';
import { createRoutes } from './http';
import { userHandlers } from './users';

export interface FakeBackendStores {
  /** Where users are kept: session storage in the browser (SPEC.md §7). */
  users: TextStore;
  /** Opens the HR tables (IndexedDB in the browser, memory in Node); called once, on first use. */
  hr: () => Promise<HrStore>;
}

/** Every handler of the fake backend; the browser worker and the Node server share them. */
export function createHandlers(config: FakeBackendConfig, stores: FakeBackendStores) {
  const routes = createRoutes(config);
  const users = createUsersDb(stores.users);
  return [
    ...userHandlers(routes, users),
    ...authHandlers(routes, users),
    ...appHandlers(routes, lazyBackend(stores.hr)),
  ];
}
