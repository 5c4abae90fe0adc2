import { delay, http, passthrough } from 'msw';
import { PROFILE_FILES, PROFILE_FILE_ROUTE } from '@server/core/user/photo';
import type { FakeBackendConfig } from './config';

/** Asks the backend for its answer to a request (in this thread, or the backend's own). */
export type Answer = (request: Request) => Promise<Response>;

/** The request for the profile file `file`, as the backend serves it. */
const profileFileRequest = (request: Request, apiBaseUrl: string, file: string) =>
  new Request(new URL(`${apiBaseUrl}${PROFILE_FILE_ROUTE}/${file}`, request.url), { headers: request.headers });

/**
 * What Mock Service Worker catches, in the page and in Node tests: every call of the
 * contract, answered by the backend after the fake delay (declared once, here), and the
 * uploaded profile photos the app's <img> asks for (at once; other files go to the network).
 */
export function fakeBackendRoutes({ apiBaseUrl, fakeDelayMs }: FakeBackendConfig, answer: Answer) {
  return [
    http.get(`*${PROFILE_FILES}:file`, async ({ request, params }) => {
      const file = typeof params.file === 'string' ? params.file : '';
      if (!file.startsWith('upload-')) return passthrough();
      const response = await answer(profileFileRequest(request, apiBaseUrl, file));
      return response.ok ? response : passthrough();
    }),
    http.all(`${apiBaseUrl}/*`, async ({ request }) => {
      if (fakeDelayMs > 0) await delay(fakeDelayMs);
      return answer(request);
    }),
  ];
}
