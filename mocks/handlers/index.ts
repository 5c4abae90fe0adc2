import type { FakeBackendConfig } from '../config';
import type { TextStore } from '../db/users';
import { createUsersDb } from '../db/users';
import { authHandlers } from './auth';
import { createRoutes } from './http';
import { userHandlers } from './users';

export interface FakeBackendStores {
  /** Where users are kept: session storage in the browser (SPEC.md §7). */
  users: TextStore;
}

/** Every handler of the fake backend; the browser worker and the Node server share them. */
export function createHandlers(config: FakeBackendConfig, stores: FakeBackendStores) {
  const routes = createRoutes(config);
  const users = createUsersDb(stores.users);
  return [...userHandlers(routes, users), ...authHandlers(routes, users)];
}
