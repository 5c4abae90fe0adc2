import { setupWorker } from 'msw/browser';
import type { FakeBackendConfig } from './config';
import { createHandlers } from './handlers';

/** Starts the fake backend in the browser; resolves once requests are answered by it. */
export async function startFakeBackend(config: FakeBackendConfig): Promise<void> {
  const worker = setupWorker(...createHandlers(config, { users: window.sessionStorage }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
