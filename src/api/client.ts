import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { once } from '@/shared/lib/once';
import { toApiErrorInfo, type ApiErrorInfo } from './errors';

export interface ApiClientOptions {
  baseURL: string;
  /** The current user's token, if any. */
  getToken: () => string | null;
  /** Called on every 401 answer: the session is over. */
  onUnauthorized: () => void;
  /** Called on every 403 answer: what the user asked is not theirs to do (docs/roles.md). */
  onForbidden?: (error: ApiErrorInfo) => void;
  /**
   * Called before each request; resolves when the backend can answer. The fake
   * backend's worker is started by the first call, not at page load.
   */
  ready?: () => Promise<unknown>;
}

/** The calls the API modules make; answered by the one axios instance. */
export interface HttpClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<{ data: T }>;
  post<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<{ data: T }>;
  put<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<{ data: T }>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<{ data: T }>;
}

/**
 * A 401 answering a call made under a session that has since ended (signed out, or someone
 * else signed in) has nothing left to log out: reloading would only cut the page that follows.
 */
function endedSession(sent: unknown, current: string | null): boolean {
  return typeof sent === 'string' && sent !== `Bearer ${current ?? ''}`;
}

async function makeInstance({ baseURL, getToken, onUnauthorized, onForbidden, ready }: ApiClientOptions): Promise<AxiosInstance> {
  const { default: axios } = await import('axios');
  const instance = axios.create({ baseURL, headers: { Accept: 'application/json' } });
  instance.interceptors.request.use(async (config) => {
    if (ready) await ready();
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401 && !endedSession(error.config?.headers?.Authorization, getToken())) {
      onUnauthorized();
    }
    if (axios.isAxiosError(error) && error.response?.status === 403) onForbidden?.(toApiErrorInfo(error));
    return Promise.reject(error);
  });
  return instance;
}

/**
 * The one axios instance the app talks to its backend through. axios itself loads with
 * the first call, so that pages which call nothing (the sign-in form) paint sooner.
 */
export function createApiClient(options: ApiClientOptions): HttpClient {
  const instance = once(() => makeInstance(options));
  return {
    get: async (url, config) => (await instance()).get(url, config),
    post: async (url, body, config) => (await instance()).post(url, body, config),
    put: async (url, body, config) => (await instance()).put(url, body, config),
    delete: async (url, config) => (await instance()).delete(url, config),
  };
}
