import { request as httpRequest } from 'node:http';
import type { ErrorBody, FieldError } from '@/contract/errors';
import type { ListPage } from '@/contract/list';
import { beforeAll, expect } from 'vitest';
import { TEST_API_BASE_URL, TEST_ORIGIN } from '@mocks/node';
import { server } from '../helpers/server';

/**
 * The contract suite speaks HTTP only, to CONTRACT_BASE_URL (e.g. http://localhost:8080/api
 * for the real server), by default to the fake backend's Node server at
 * `${TEST_ORIGIN}/api`. It signs in with the demo account (CONTRACT_EMAIL,
 * CONTRACT_PASSWORD) to get its bearer token.
 */
const EXTERNAL = process.env.CONTRACT_BASE_URL?.replace(/\/+$/, '');
export const BASE_URL = EXTERNAL ?? `${TEST_ORIGIN}${TEST_API_BASE_URL}`;
/**
 * Whether the suite speaks to the fake backend (no CONTRACT_BASE_URL): a test may then check
 * its French wording too, which another server may put its own way.
 */
export const ON_FAKE_BACKEND = EXTERNAL === undefined;
const ACCOUNT = {
  email: process.env.CONTRACT_EMAIL ?? 'admin@effectif.fr',
  password: process.env.CONTRACT_PASSWORD ?? 'Effectif2026',
};

export type Json = Record<string, unknown>;
export type Item = Json & { id: number; version: number };
export type Page = ListPage<Item>;
export type { ErrorBody, FieldError };
export interface Answer<T = Item> {
  status: number;
  body: T;
  headers: Headers;
}

let token: string | undefined;

export interface CallOptions {
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** A body sent as is (multipart, bytes…) with its own Content-Type. */
  raw?: { body: BodyInit; contentType: string };
  /** Another account's bearer token (`signIn`) instead of the demo administrator's. */
  token?: string;
  /**
   * Against another server: the loopback address (127.x.y.z) to call from, so that the
   * server's per-client limits count the call apart from the suite's own sign-ins. The fake
   * backend has no such limit and ignores it.
   */
  client?: string;
}

interface Sent {
  status: number;
  headers: Headers;
  text(): Promise<string>;
}

/** A request sent from a given local address (fetch cannot choose one). */
function sendFrom(client: string, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: init.method, headers: init.headers, localAddress: client }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers, text: async () => text });
      });
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/** One call; the JSON answer parsed (null when empty; text when not JSON). */
export async function call<T = Item>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  { auth = true, raw, token: as, client }: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (raw) headers['Content-Type'] = raw.contentType;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) headers.Authorization = `Bearer ${as ?? token ?? 'no-token-yet'}`;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const response: Sent =
    client && EXTERNAL && !raw
      ? await sendFrom(client, `${BASE_URL}${path}`, { method, headers, body: json })
      : await fetch(`${BASE_URL}${path}`, { method, headers, body: raw ? raw.body : json });
  const type = response.headers.get('Content-Type') ?? '';
  const text = type.includes('json') || type === '' ? await response.text() : '';
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** Signs in with an account's credentials; its bearer token, for `call(…, { token })`. */
export async function signIn(email: string, password: string): Promise<string> {
  const answer = await call<{ token?: string }>('POST', '/users/authenticate', { email, password }, { auth: false });
  expect(answer.status, `sign-in of ${email}`).toBe(200);
  expect(answer.body.token).toEqual(expect.any(String));
  return answer.body.token ?? '';
}

/** A call whose answer is not JSON (an image, a PDF): its type and bytes. A GET as the suite's account unless told. */
export async function fetchBytes(
  path: string,
  { method = 'GET', token: as }: { method?: 'GET' | 'POST'; token?: string } = {},
): Promise<{ status: number; type: string; bytes: Uint8Array }> {
  const response = await fetch(`${BASE_URL}${path}`, { method, headers: { Authorization: `Bearer ${as ?? token ?? ''}` } });
  return { status: response.status, type: response.headers.get('Content-Type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A call whose answer is a file (a payroll export): its status, headers and text, bytes kept as sent. */
export async function fetchFile(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

export const failure = (answer: Answer<unknown>) => answer.body as ErrorBody;

/** A refusal's message: some text, and from the fake backend its French wording. */
export const message = (fakeWording: RegExp) => (ON_FAKE_BACKEND ? expect.stringMatching(fakeWording) : expect.any(String));
/** The message of a write that quoted a replaced version (409). */
export const staleMessage = () => message(/Quelqu'un d'autre a modifié .* rechargez/);

const query = (params: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** GET /app/{area} with query parameters; anything but 200 fails the test. */
export async function list(area: string, params: Record<string, string | number | boolean> = {}): Promise<Page> {
  const answer = await call<Page>('GET', `/app/${area}?${query(params)}`);
  if (answer.status !== 200) throw new Error(`GET /app/${area}?${query(params)} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Expects a 400 (or `status`) naming `field` with `code`. */
export function expectFieldError(answer: Answer<unknown>, field: string, code: string, status = 400) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const body = failure(answer);
  expect(typeof body.message).toBe('string');
  expect(body.errors?.[field], JSON.stringify(body)).toMatchObject({ code, message: expect.any(String) });
}

/**
 * Before the file's tests: talk to the real server when one is named (the fake backend's
 * interception is then switched off), sign in, and put the demo data back where the
 * server offers it (POST /app/reset).
 */
export function connectToServer() {
  beforeAll(async () => {
    if (EXTERNAL) server.close();
    const signIn = await call<{ token?: string }>('POST', '/users/authenticate', ACCOUNT, { auth: false });
    expect(signIn.status, `sign-in at ${BASE_URL}`).toBe(200);
    token = signIn.body.token;
    expect(token).toEqual(expect.any(String));
    const reset = await call<null>('POST', '/app/reset');
    expect([204, 404]).toContain(reset.status);
  });
}
