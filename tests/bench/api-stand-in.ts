/**
 * What answers `/api` for the app built in `api` mode while a bench measures it: the
 * backend's core over in-memory stores (the fake mode's, in Node), served by the bench's own
 * preview server. It stands in for the real server, which only changes where the answers
 * come from, not what the page downloads.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { openHrStore, systemClock } from '../../mocks/db/hr-store';
import { memoryTextStore } from '../../mocks/db/users';
import { createFakeBackend } from '../../mocks/fake-backend';
import { generateDemoData } from '../../mocks/fixtures/demo-data';

const API_BASE_URL = '/api';

async function bodyOf(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? new Uint8Array(Buffer.concat(chunks)) : undefined;
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
  }
  return headers;
}

/** A Vite preview plugin: `/api/*` answered by the backend's core, the rest served as built. */
export function apiStandIn(): Plugin {
  let tables: ReturnType<typeof generateDemoData> | undefined;
  const backend = createFakeBackend(
    { fakeDelayMs: 0, apiBaseUrl: API_BASE_URL },
    { users: memoryTextStore(), hr: () => openHrStore({ seed: () => (tables ??= generateDemoData()), clock: systemClock }) },
  );
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await bodyOf(request);
    const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`;
    const answered = await backend.fetch(new Request(url, { method: request.method, headers: headersOf(request), body }));
    response.statusCode = answered.status;
    answered.headers.forEach((value, name) => response.setHeader(name, value));
    response.end(Buffer.from(await answered.arrayBuffer()));
  };
  return {
    name: 'effectif-bench-api-stand-in',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith(`${API_BASE_URL}/`)) return next();
        answer(request, response).catch(next);
      });
    },
  };
}
