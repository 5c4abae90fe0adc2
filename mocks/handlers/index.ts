import type { FakeBackendConfig } from '../config';
import type { HrStore } from '../db/hr-store';
import { memoryPhotoStore, type PhotoStore } from '../db/photos';
import type { TextStore } from '../db/users';
import { createUsersDb } from '../db/users';
import { appHandlers } from './app';
import { lazyBackend } from './app/backend';
import { unknownDatasetHandler } from './app/unknown-dataset';
import { authHandlers } from './auth';
import { createRoutes } from './http';
import { userServiceHandlers } from './user';
import { userHandlers } from './users';

export interface FakeBackendStores {
  /** Where users are kept: session storage in the browser (SPEC.md §7). */
  users: TextStore;
  /** Opens the HR tables (IndexedDB in the browser, memory in Node); called once, on first use. */
  hr: () => Promise<HrStore>;
  /** Opens where uploaded photos are kept (IndexedDB in the browser); in memory when not given. */
  photos?: () => Promise<PhotoStore>;
}

/** Every handler of the fake backend; the browser worker and the Node server share them. */
export function createHandlers(config: FakeBackendConfig, stores: FakeBackendStores) {
  const routes = createRoutes(config);
  const users = createUsersDb(stores.users);
  const backend = lazyBackend(stores.hr);
  let photos: Promise<PhotoStore> | undefined;
  const openPhotos = () => (photos ??= stores.photos?.() ?? Promise.resolve(memoryPhotoStore()));
  return [
    ...userHandlers(routes, users),
    ...authHandlers(routes, users),
    ...userServiceHandlers(routes, users, backend, openPhotos),
    ...appHandlers(routes, backend),
    // Last: SPEC.md §8's answer to a dataset nobody serves must never shadow a real /app route.
    unknownDatasetHandler(routes),
  ];
}
