import type { ErrorBody } from '@/contract/errors';
import type { ListPage } from '@/contract/list';
import { beforeAll, beforeEach } from 'vitest';
import { FAKE_TOKEN } from '@mocks/config';
import { API } from '../../helpers/server';

/** A record as the API answers it: its fields and the resolved names. */
export type Item = Record<string, unknown> & { id: number; version: number };
export type Page = ListPage<Item>;
export interface Answer<T = Item> {
  status: number;
  body: T;
}
export type { ErrorBody };

/** One call to the fake backend over HTTP, with the bearer token unless `auth` is false. */
export async function call<T = Item>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  { auth = true }: { auth?: boolean } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (auth) headers.Authorization = `Bearer ${FAKE_TOKEN}`;
  const response = await fetch(`${location.origin}${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export const list = async (area: string, query: Record<string, string | number | boolean> = {}) => {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const answer = await call<Page>('GET', `/app/${area}?${params}`);
  if (answer.status !== 200) throw new Error(`GET /app/${area}?${params} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

export const failure = (answer: Answer<unknown>) => answer.body as ErrorBody;

const reset = async () => {
  const answer = await call<null>('POST', '/app/reset');
  if (answer.status !== 204) throw new Error(`POST /app/reset answered ${answer.status}`);
};

/**
 * The seeded demo data back before each test, so that what one test writes the next never
 * sees; suites that only read reset once (`before: 'all'`).
 */
export function useHrBackend({ before = 'each' }: { before?: 'each' | 'all' } = {}) {
  if (before === 'all') beforeAll(reset);
  else beforeEach(reset);
}
