/**
 * The messages between the page and the fake backend's worker. The page's Mock Service
 * Worker handler posts each request it receives; the worker answers it with the backend's
 * response. Bodies travel as transferred ArrayBuffers.
 */
import type { Mail } from '@server/core/storage/mail';
import type { FakeBackendConfig } from '../config';

export interface SentRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface SentResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type PageMessage =
  | { type: 'start'; config: FakeBackendConfig; session: Record<string, string> }
  | { type: 'request'; id: number; request: SentRequest }
  /** Moves the backend's clock to a day (null: back to the system's); tests only (docs/testing.md). */
  | { type: 'clock'; today: string | null };

export type WorkerMessage =
  | { type: 'response'; id: number; response: SentResponse }
  | { type: 'session'; key: string; value: string }
  /** A message the backend mailed, for the page's demo mailbox. */
  | { type: 'mail'; mail: Mail };

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export async function sendable(request: Request): Promise<SentRequest> {
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: hasBody(request.method) ? await request.arrayBuffer() : null,
  };
}

export const receivedRequest = ({ url, method, headers, body }: SentRequest): Request =>
  new Request(url, { method, headers, body: hasBody(method) ? body : null });

export async function sendableResponse(response: Response): Promise<SentResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body ? await response.arrayBuffer() : null,
  };
}

/** A Response again; status codes without a body (204, 304) get none. */
export const receivedResponse = ({ status, statusText, headers, body }: SentResponse): Response =>
  new Response(status === 204 || status === 304 ? null : body, { status, statusText, headers });

/** The buffers a message can hand over instead of copying. */
export const transferOf = (message: { body: ArrayBuffer | null }): Transferable[] =>
  message.body ? [message.body] : [];
