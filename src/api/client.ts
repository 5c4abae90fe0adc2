import axios, { type AxiosInstance } from 'axios';

export interface ApiClientOptions {
  baseURL: string;
  /** The current user's token, if any. */
  getToken: () => string | null;
  /** Called on every 401 answer: the session is over. */
  onUnauthorized: () => void;
  /**
   * Called before each request; resolves when the backend can answer. The fake
   * backend's worker is started by the first call, not at page load.
   */
  ready?: () => Promise<unknown>;
}

/** The one axios instance the app talks to its backend through. */
export function createApiClient({
  baseURL,
  getToken,
  onUnauthorized,
  ready,
}: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, headers: { Accept: 'application/json' } });
  client.interceptors.request.use(async (config) => {
    if (ready) await ready();
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) onUnauthorized();
    return Promise.reject(error);
  });
  return client;
}
