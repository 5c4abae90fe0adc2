/**
 * The fake backend's own thread: the backend's core, the HR tables (generated from their
 * seed, IndexedDB for the changes) and the photos live here, so that generating, searching
 * and saving never block the page.
 *
 * Where the browser has SharedWorker, this is one thread for all the tabs of the site: they
 * share one set of HR tables, so a save in one tab is seen by the others and a stale save
 * gets the contract's 409. Elsewhere each tab runs it as its own Worker. Users stay in each
 * page's session storage: a page sends them when it connects, and each write
 * goes back to that page only, as does the mail its requests send.
 */
import type { HrStore } from '@server/core/storage/store';
import type { FakeBackendConfig } from '../config';
import { openBrowserHrStore } from '../db/browser-hr-store';
import { movableClock } from '../db/hr-store';
import { openIndexedDbPhotoStore } from '../db/indexeddb-photos';
import { createDemoMailbox } from '../db/mailbox';
import { memoryPhotoStore } from '../db/photos';
import type { TextStore } from '../db/users';
import { createFakeBackend } from '../fake-backend';
import {
  receivedRequest,
  sendableResponse,
  transferOf,
  type PageMessage,
  type SentResponse,
  type WorkerMessage,
} from './protocol';

/** One page's end of the conversation: the worker itself, or a SharedWorker's port. */
interface Endpoint {
  postMessage(message: WorkerMessage, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
}

/** What this file uses of the worker's global scope (the project's types are the page's). */
interface WorkerScope extends Endpoint {
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
  addEventListener(type: 'connect', listener: (event: MessageEvent<unknown>) => void): void;
}

const scope = self as unknown as WorkerScope;
const isShared = 'onconnect' in scope;

const once = <T>(open: () => Promise<T>) => {
  let opened: Promise<T> | undefined;
  return () => (opened ??= open());
};

/** The backend's notion of today, which a test may move (docs/testing.md). */
const clock = movableClock();

/** Opened once for every page connected: the one truth of this browser's fake backend. */
const openHr = once(async (): Promise<HrStore> => {
  const { DEFAULT_EMPLOYEES, DEFAULT_SEED, generateDemoData } = await import('../fixtures/demo-data');
  return openBrowserHrStore(generateDemoData, { seed: DEFAULT_SEED, employees: DEFAULT_EMPLOYEES }, clock);
});
const openPhotos = once(() => openIndexedDbPhotoStore().catch(() => memoryPhotoStore()));

/** Session storage as the page had it, every write sent back to that page. */
function mirroredSession(initial: Record<string, string>, page: Endpoint): TextStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
      page.postMessage({ type: 'session', key, value }, []);
    },
  };
}

function failure(request: { method: string; url: string }, error: unknown): SentResponse {
  console.error('The fake backend failed to answer', request.method, request.url, error);
  const body = new TextEncoder().encode(JSON.stringify({ message: 'Fake backend failure' })).buffer;
  return { status: 500, statusText: 'Internal Server Error', headers: [['content-type', 'application/json']], body };
}

/** How often the daily tasks are looked for: each runs once a day at most, whatever the number of looks. */
const DAILY_LOOK_EVERY_MS = 60 * 60 * 1000;

/**
 * The daily tasks, a minute after the backend starts and every hour after: the reminders
 * (docs/domain.md, "Notifications") and the retention listing (docs/retention.md).
 */
function runDailyTasks(backend: ReturnType<typeof createFakeBackend>) {
  const run = () => {
    void backend.sendRemindersDue().catch((error: unknown) => console.error('The daily reminders failed', error));
    void backend.listRetention().catch((error: unknown) => console.error('The daily retention listing failed', error));
  };
  setTimeout(run, 60_000);
  setInterval(run, DAILY_LOOK_EVERY_MS);
}

/** Answers one page: its own users, the shared HR tables and photos. */
function serve(page: Endpoint) {
  let backend: ReturnType<typeof createFakeBackend> | undefined;
  page.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'clock') {
      clock.move(message.today ?? undefined);
      return;
    }
    if (message.type === 'start') {
      const users = mirroredSession(message.session, page);
      // The page that asked gets the mail: its demo mailbox shows it and keeps it in the tab's session (no mail leaves the browser).
      const mail = createDemoMailbox(({ recipient, subject, body, notification }) => page.postMessage({ type: 'mail', mail: { recipient, subject, body, ...(notification && { notification }) } }, []), users);
      backend = createFakeBackend(message.config satisfies FakeBackendConfig, { users, hr: openHr, photos: openPhotos, mail });
      runDailyTasks(backend);
      return;
    }
    const { id, request } = message;
    void Promise.resolve()
      .then(async () => {
        if (!backend) throw new Error('The fake backend was asked before it started');
        return sendableResponse(await backend.fetch(receivedRequest(request)));
      })
      .catch((error: unknown) => failure(request, error))
      .then((response) => page.postMessage({ type: 'response', id, response }, transferOf(response)));
  });
}

if (isShared) {
  scope.addEventListener('connect', (event) => {
    const [port] = event.ports;
    serve(port);
    port.start();
  });
} else {
  serve(scope);
}
