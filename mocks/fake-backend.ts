import { createCoreApp, type CoreApp } from '@server/core/app';
import { sessionOf } from '@server/core/access/session';
import type { AuthPort } from '@server/core/ports';
import type { MailPort } from '@server/core/storage/mail';
import type { PhotoStore } from '@server/core/storage/photos';
import type { PasswordPort, StoredUser, UsersDb } from '@server/core/storage/users';
import type { HrStore } from '@server/core/storage/store';
import { FAKE_TOKEN, type FakeBackendConfig } from './config';
import type { MemoryRepository } from '@server/memory/repository';
import { createDemoMailbox } from './db/mailbox';
import { memoryPhotoStore } from './db/photos';
import { createUsersDb, type TextStore } from './db/users';
import { DEMO_ACCOUNT } from './fixtures/demo-account';

export interface FakeBackendStores {
  /** Where users are kept: session storage in the browser. */
  users: TextStore;
  /** Opens the HR tables (IndexedDB in the browser, memory in Node); called once, on first use. */
  hr: () => Promise<HrStore>;
  /** Opens where uploaded photos are kept (IndexedDB in the browser); in memory when not given. */
  photos?: () => Promise<PhotoStore>;
  /** The demo mailbox, showing the mail to the page that asked; one that shows none when not given. */
  mail?: MailPort;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The fixed token of an account: the demo administrator's is the fake backend's one fixed token, another's names its id. */
export const fakeTokenOf = (user: Pick<StoredUser, 'id' | 'email'>) => (sameEmail(user.email, DEMO_ACCOUNT.email) ? FAKE_TOKEN : `${FAKE_TOKEN}-${user.id}`);

const OTHER_TOKEN = new RegExp(`^${FAKE_TOKEN}-(\\d{1,9})$`);

/**
 * Each account has its fixed token (`fakeTokenOf`); a call with it opens that account's
 * session, with its grants as kept now. Anything else is anonymous.
 */
export function createFakeAuth(users: UsersDb): AuthPort {
  const accountOf = async (token: string | undefined) => {
    if (token === FAKE_TOKEN) return users.byEmail(DEMO_ACCOUNT.email);
    const id = token === undefined ? undefined : OTHER_TOKEN.exec(token)?.[1];
    return id === undefined ? undefined : users.byId(Number(id));
  };
  return {
    tokenFor: async (user) => fakeTokenOf(user),
    session: async (request) => {
      const user = await accountOf(/^Bearer (\S+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]);
      return user && sessionOf(user);
    },
    // A fixed token cannot be revoked: logging out forgets it in the app only.
    revoke: async () => undefined,
    revokeOthers: async () => undefined,
  };
}

/** The fake backend keeps passwords as typed, in session storage. */
export const clearPasswords: PasswordPort = {
  hash: async (password) => password,
  verify: async (stored, password) => stored === password,
};

/** The memory tables read the accounts their transactions notify from the fake mode's users (session storage). */
function readsAccounts(store: HrStore, users: UsersDb): HrStore {
  const { repository } = store;
  if ('readAccountsWith' in repository && typeof repository.readAccountsWith === 'function') (repository as MemoryRepository).readAccountsWith(() => users.all());
  return store;
}

/** The backend's core over the fake mode's stores: the browser worker and the Node tests run this. */
export function createFakeBackend(config: FakeBackendConfig, stores: FakeBackendStores): CoreApp {
  // Opened once, for the core and for the accounts, whose audit entries it keeps.
  let opened: Promise<HrStore> | undefined;
  const hr = () => (opened ??= stores.hr().then((store) => readsAccounts(store, users)));
  const users = createUsersDb(stores.users, async () => (await hr()).repository);
  return createCoreApp(
    { apiBaseUrl: config.apiBaseUrl },
    {
      users,
      passwords: clearPasswords,
      hr,
      photos: stores.photos ?? (() => Promise.resolve(memoryPhotoStore())),
      auth: createFakeAuth(users),
      // The benches and the tests that read no mail: a mailbox of its own that shows none.
      mail: stores.mail ?? createDemoMailbox(),
    },
  );
}
