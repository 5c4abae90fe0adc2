import { setupWorker } from 'msw/browser';
import type { Mail } from '@server/core/storage/mail';
import type { FakeBackendConfig } from './config';
import { fakeBackendRoutes } from './msw-routes';
import {
  receivedResponse,
  sendable,
  transferOf,
  type PageMessage,
  type SentResponse,
  type WorkerMessage,
} from './worker/protocol';

/** The page's session storage as a plain object: the users live there. */
function sessionSnapshot(): Record<string, string> {
  const snapshot: Record<string, string> = {};
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index);
    if (key !== null) snapshot[key] = sessionStorage.getItem(key) ?? '';
  }
  return snapshot;
}

/** The name every tab gives the shared backend, so that they all reach the same one. */
const SHARED_BACKEND = 'effectif-fake-backend';

/**
 * The backend's thread: one SharedWorker for every tab where the browser has it (one state
 * for all tabs), else a Worker of this tab's own.
 */
/** The page's end of the conversation with the backend's thread. */
interface BackendThread {
  postMessage(message: PageMessage, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerMessage>) => void): void;
}

function connectToBackend(): BackendThread {
  if (typeof SharedWorker === 'function') {
    const shared = new SharedWorker(new URL('./worker/backend-worker.ts', import.meta.url), { type: 'module', name: SHARED_BACKEND });
    shared.port.start();
    return shared.port;
  }
  return new Worker(new URL('./worker/backend-worker.ts', import.meta.url), { type: 'module' });
}

export type { Mail };

/** Where the page shows the mail the backend sends (the demo mailbox): no mail leaves the browser. */
export type DemoMailbox = (mail: Mail) => void;

declare global {
  interface Window {
    /**
     * Moves the fake backend's clock to a day (YYYY-MM-DD; null: back to the system's), for
     * the browser tests that need a later day (docs/testing.md). The demo's data is the
     * visitor's own: nothing else is reached.
     */
    effectifDemoClock?: (today: string | null) => void;
  }
}

/** Where the tab keeps the day its backend's clock was moved to (docs/testing.md). */
const DEMO_CLOCK_KEY = 'effectif.demoClock';

/** Starts (or joins) the backend's thread; returns how to ask it for the answer to a request. */
function startBackendThread(config: FakeBackendConfig, mailbox: DemoMailbox) {
  const thread = connectToBackend();
  const waiting = new Map<number, (response: SentResponse) => void>();
  let lastId = 0;
  thread.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'session') {
      sessionStorage.setItem(message.key, message.value);
      return;
    }
    if (message.type === 'mail') {
      mailbox(message.mail);
      return;
    }
    waiting.get(message.id)?.(message.response);
    waiting.delete(message.id);
  });
  const send = (message: PageMessage, transfer: Transferable[] = []) => thread.postMessage(message, transfer);
  send({ type: 'start', config, session: sessionSnapshot() });
  // The day a test moved the clock to is kept in the tab, for the backend's thread that a reload starts again.
  const moved = sessionStorage.getItem(DEMO_CLOCK_KEY);
  if (moved) send({ type: 'clock', today: moved });
  window.effectifDemoClock = (today) => {
    if (today === null) sessionStorage.removeItem(DEMO_CLOCK_KEY);
    else sessionStorage.setItem(DEMO_CLOCK_KEY, today);
    send({ type: 'clock', today });
  };

  return async (request: Request): Promise<Response> => {
    const sent = await sendable(request);
    const id = (lastId += 1);
    const answer = new Promise<SentResponse>((resolve) => waiting.set(id, resolve));
    send({ type: 'request', id, request: sent }, transferOf(sent));
    return receivedResponse(await answer);
  };
}

/**
 * Mock Service Worker asks the browser to refresh its worker when a page starts, without
 * waiting for the answer. On a reload, the page that closes may just have unregistered that
 * worker (its last client gone), and the refresh then fails: harmless, the worker still
 * serves this page, so the failure is not reported as an error of the page.
 */
function ignoreRefreshOfClosedWorker(scriptUrl: string) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : '';
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes(scriptUrl)) event.preventDefault();
  });
}

/**
 * Starts the fake backend in the browser; resolves once requests are answered by it. The
 * page's Mock Service Worker only catches the contract's calls (and the uploaded pictures)
 * and hands each to the backend's own thread, where the backend's core and the HR tables
 * live; everything else (scripts, styles, translations) goes straight to the network. The
 * mail the backend sends (an activation or a reset code) is handed to `mailbox`.
 */
export async function startFakeBackend(config: FakeBackendConfig, mailbox: DemoMailbox): Promise<void> {
  const worker = setupWorker(...fakeBackendRoutes(config, startBackendThread(config, mailbox)));
  const scriptUrl = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  ignoreRefreshOfClosedWorker(scriptUrl);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: scriptUrl } });
}
