import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import type { FakeBackendConfig } from './config';
import { openBrowserHrStore } from './db/browser-hr-store';
import { openIndexedDbPhotoStore } from './db/indexeddb-photos';
import { memoryPhotoStore } from './db/photos';
import { createHandlers } from './handlers';
import { PROFILE_FILES } from './handlers/user/photo';

/**
 * What the fake backend never answers (the app's scripts, styles, translations and pictures)
 * goes straight to the network. Otherwise MSW tries every handler in turn, on the page's main
 * thread, reading document.cookie for each, before letting the request go.
 */
function elsewhere({ apiBaseUrl }: FakeBackendConfig) {
  const api = new URL(`${apiBaseUrl}/`, window.location.origin).href;
  const ours = (url: string) => url.startsWith(api) || new URL(url).pathname.includes(PROFILE_FILES);
  return http.all(({ request }) => !ours(request.url), () => passthrough());
}

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
  const worker = setupWorker(elsewhere(config), ...createHandlers(config, { users: window.sessionStorage, hr, photos }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
