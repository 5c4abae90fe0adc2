import { HR_AREAS, type HrArea } from '@/domain/hr/areas';
import { createAuthApi, type AuthApi } from './auth-api';
import { createApiClient, type ApiClientOptions } from './client';
import { createResourceApi, type ResourceApi, type StoredRecord } from './resource-api';

/** A record of an HR list: its stored fields and the related names the backend resolves. */
export type HrRecord = StoredRecord & Record<string, unknown>;

export interface Api {
  auth: AuthApi;
  /** One typed module per area of `/app/{area}`. */
  hr: Record<HrArea, ResourceApi<HrRecord, Record<string, unknown>>>;
}

export function createApi(options: ApiClientOptions): Api {
  const client = createApiClient(options);
  const hr = Object.fromEntries(HR_AREAS.map((area) => [area, createResourceApi(client, area)])) as Api['hr'];
  return { auth: createAuthApi(client), hr };
}

export { isHttpFailure, toApiErrorInfo, type ApiErrorInfo, type FieldError } from './errors';
export type { HttpClient } from './client';
export { listParams, type ListPage, type ListQuery, type ResourceApi, type StoredRecord } from './resource-api';
