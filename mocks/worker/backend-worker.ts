/**
 * The fake backend's own thread: the handlers, the HR tables (generated from their seed,
 * IndexedDB for the changes) and the photos live here, so that generating, searching and
 * saving never block the page. Users stay in the page's session storage (SPEC.md §7): the
 * page sends them at start and the worker sends back each write.
 */
import type { FakeBackendConfig } from '../config';
import { openBrowserHrStore } from '../db/browser-hr-store';
import { openIndexedDbPhotoStore } from '../db/indexeddb-photos';
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

/** What this file uses of the worker's global scope (the project's types are the page's). */
interface WorkerScope {
  postMessage(message: WorkerMessage, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PageMessage>) => void): void;
}

const scope = self as unknown as WorkerScope;
const post = (message: WorkerMessage, transfer: Transferable[] = []) => scope.postMessage(message, transfer);

/** Session storage as the page had it, every write sent back to the page. */
function mirroredSession(initial: Record<string, string>): TextStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
      post({ type: 'session', key, value });
    },
  };
}

function start(config: FakeBackendConfig, session: Record<string, string>) {
  const hr = async () => {
    const { DEFAULT_EMPLOYEES, DEFAULT_SEED, generateDemoData } = await import('../fixtures/demo-data');
    return openBrowserHrStore(generateDemoData, { seed: DEFAULT_SEED, employees: DEFAULT_EMPLOYEES });
  };
  const photos = () => openIndexedDbPhotoStore().catch(() => memoryPhotoStore());
  return createFakeBackend(config, { users: mirroredSession(session), hr, photos });
}

let backend: ReturnType<typeof start> | undefined;

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'start') {
    backend = start(message.config, message.session);
    return;
  }
  const { id, request } = message;
  void Promise.resolve()
    .then(async () => {
      if (!backend) throw new Error('The fake backend was asked before it started');
      return sendableResponse(await backend.fetch(receivedRequest(request)));
    })
    .catch((error: unknown): SentResponse => {
      console.error('The fake backend failed to answer', request.method, request.url, error);
      const body = new TextEncoder().encode(JSON.stringify({ message: 'Fake backend failure' })).buffer;
      return { status: 500, statusText: 'Internal Server Error', headers: [['content-type', 'application/json']], body };
    })
    .then((response) => post({ type: 'response', id, response }, transferOf(response)));
});
