import { createAuthApi, type AuthApi } from './auth-api';
import { createApiClient, type ApiClientOptions } from './client';

export interface Api {
  auth: AuthApi;
}

export function createApi(options: ApiClientOptions): Api {
  const client = createApiClient(options);
  return { auth: createAuthApi(client) };
}

export { isHttpFailure, toApiErrorInfo, type ApiErrorInfo } from './errors';
export type { HttpClient } from './client';
