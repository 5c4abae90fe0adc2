import type { FieldError } from '@/contract/errors';

export type { FieldError };

/** What the app keeps of a failed call: serialisable, so it can live in the store. */
export interface ApiErrorInfo {
  message: string;
  status: number | null;
  /** A stable code the screens translate (`auth.invalidCredentials`, ...). */
  code?: string;
  params?: Record<string, string>;
  /** Field by field, for a refused write (400, 409). */
  fieldErrors?: Record<string, FieldError>;
}

interface HttpFailure {
  isAxiosError: true;
  message: string;
  response?: { status: number; statusText?: string; data?: unknown };
}

/** Whether a failure came from the HTTP client (an axios error), without loading axios. */
export const isHttpFailure = (error: unknown): error is HttpFailure =>
  error instanceof Error && (error as Partial<HttpFailure>).isAxiosError === true;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : undefined;

function paramsOf(value: unknown): Record<string, string> | undefined {
  const record = recordOf(value);
  if (!record) return undefined;
  const entries = Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function fieldErrorsOf(value: unknown): Record<string, FieldError> | undefined {
  const record = recordOf(value);
  if (!record) return undefined;
  const fields: Record<string, FieldError> = {};
  for (const [field, error] of Object.entries(record)) {
    const detail = recordOf(error);
    const code = textOf(detail?.code);
    const message = textOf(detail?.message) ?? textOf(error);
    const params = paramsOf(detail?.params);
    if (code || message) fields[field] = { code: code ?? 'invalid', message: message ?? code ?? '', ...(params ? { params } : {}) };
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** A saved record's `warnings` (a salary outside its position's range): saved, but worth saying. */
export const warningsOf = (record: Record<string, unknown>): Record<string, FieldError> => fieldErrorsOf(record.warnings) ?? {};

/** The response's message, else its status text. */
export function toApiErrorInfo(error: unknown): ApiErrorInfo {
  if (isHttpFailure(error)) {
    const response = error.response;
    if (!response) return { message: error.message, status: null, code: 'network' };
    const body = recordOf(response.data) ?? {};
    const code = textOf(body.code);
    const params = paramsOf(body.params);
    const fieldErrors = fieldErrorsOf(body.errors);
    return {
      message: textOf(body.message) ?? textOf(response.statusText) ?? `HTTP ${response.status}`,
      status: response.status,
      ...(code ? { code } : {}),
      ...(params ? { params } : {}),
      ...(fieldErrors ? { fieldErrors } : {}),
    };
  }
  return { message: error instanceof Error ? error.message : String(error), status: null };
}
