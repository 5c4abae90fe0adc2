import { createCoreApp, type CoreApp } from '@server/core/app';
import type { AuthPort } from '@server/core/ports';
import type { MailPort } from '@server/core/storage/mail';
import type { PhotoStore } from '@server/core/storage/photos';
import type { PasswordPort } from '@server/core/storage/users';
import type { HrStore } from '@server/core/storage/store';
import { FAKE_TOKEN, type FakeBackendConfig } from './config';
import { memoryPhotoStore } from './db/photos';
import { createUsersDb, type TextStore } from './db/users';
import { ADMIN_EMPLOYEE } from './fixtures/admin-employee';

export interface FakeBackendStores {
  /** Where users are kept: session storage in the browser. */
  users: TextStore;
  /** Opens the HR tables (IndexedDB in the browser, memory in Node); called once, on first use. */
  hr: () => Promise<HrStore>;
  /** Opens where uploaded photos are kept (IndexedDB in the browser); in memory when not given. */
  photos?: () => Promise<PhotoStore>;
}

/**
 * Every account gets the one fixed token, and a call with it is the demo
 * administrator's (linked to her employee); anything else is anonymous.
 */
export const fakeAuth: AuthPort = {
  tokenFor: async () => FAKE_TOKEN,
  // The one fixed token is the demo administrator's (Root).
  session: async (request) =>
    request.headers.get('Authorization') === `Bearer ${FAKE_TOKEN}`
      ? { userId: 1, name: 'Claire Martin', employeeId: ADMIN_EMPLOYEE.id, grants: [{ role: 'root' }] }
      : undefined,
  // The one fixed token cannot be revoked: logging out forgets it in the app only.
  revoke: async () => undefined,
  revokeOthers: async () => undefined,
};

/** The fake mode sends no mail: its demo account is active and its password is shown on the sign-in page. */
export const noMail: MailPort = { send: async () => undefined };

/** The fake backend keeps passwords as typed, in session storage. */
export const clearPasswords: PasswordPort = {
  hash: async (password) => password,
  verify: async (stored, password) => stored === password,
};

/** The backend's core over the fake mode's stores: the browser worker and the Node tests run this. */
export function createFakeBackend(config: FakeBackendConfig, stores: FakeBackendStores): CoreApp {
  return createCoreApp(
    { apiBaseUrl: config.apiBaseUrl },
    {
      users: createUsersDb(stores.users),
      passwords: clearPasswords,
      hr: stores.hr,
      photos: stores.photos ?? (() => Promise.resolve(memoryPhotoStore())),
      auth: fakeAuth,
      mail: noMail,
    },
  );
}
