import { setupWorker } from 'msw/browser';
import type { FakeBackendConfig } from './config';
import { openBrowserHrStore } from './db/browser-hr-store';
import { openIndexedDbPhotoStore } from './db/indexeddb-photos';
import { memoryPhotoStore } from './db/photos';
import { createHandlers } from './handlers';

/**
 * Starts the fake backend in the browser; resolves once requests are answered by it. The HR
 * tables open on the first /app call (IndexedDB, or the demo data generated and saved at the
 * very first start), so that booting the app never waits for them.
 */
export async function startFakeBackend(config: FakeBackendConfig): Promise<void> {
  const hr = async () => {
    // The generator and its country names load only when the HR tables are first needed.
    const { DEFAULT_EMPLOYEES, DEFAULT_SEED, generateDemoData } = await import('./fixtures/demo-data');
    return openBrowserHrStore(generateDemoData, { seed: DEFAULT_SEED, employees: DEFAULT_EMPLOYEES });
  };
  const photos = () => openIndexedDbPhotoStore().catch(() => memoryPhotoStore());
  const worker = setupWorker(...createHandlers(config, { users: window.sessionStorage, hr, photos }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
