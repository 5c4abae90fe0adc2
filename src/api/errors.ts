/** What the app keeps of a failed call: serialisable, so it can live in the store. */
export interface ApiErrorInfo {
  message: string;
  status: number | null;
  /** A stable code the screens translate (`auth.invalidCredentials`, ...). */
  code?: string;
  params?: Record<string, string>;
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

function paramsOf(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The response's message, else its status text (SPEC.md §8). */
export function toApiErrorInfo(error: unknown): ApiErrorInfo {
  if (isHttpFailure(error)) {
    const response = error.response;
    if (!response) return { message: error.message, status: null, code: 'network' };
    const body: Record<string, unknown> =
      response.data !== null && typeof response.data === 'object' ? { ...response.data } : {};
    const code = textOf(body.code);
    const params = paramsOf(body.params);
    return {
      message: textOf(body.message) ?? textOf(response.statusText) ?? `HTTP ${response.status}`,
      status: response.status,
      ...(code ? { code } : {}),
      ...(params ? { params } : {}),
    };
  }
  return { message: error instanceof Error ? error.message : String(error), status: null };
}
