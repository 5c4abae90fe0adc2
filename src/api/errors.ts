import { isAxiosError } from 'axios';
import { z } from 'zod';

/** What the app keeps of a failed call: serialisable, so it can live in the store. */
export interface ApiErrorInfo {
  message: string;
  status: number | null;
  /** A stable code the screens translate (`auth.invalidCredentials`, ...). */
  code?: string;
  params?: Record<string, string>;
}

const errorBodySchema = z.object({
  message: z.string().min(1).optional(),
  code: z.string().min(1).optional(),
  params: z.record(z.string(), z.string()).optional(),
});

/** The response's message, else its status text (SPEC.md §8). */
export function toApiErrorInfo(error: unknown): ApiErrorInfo {
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) return { message: error.message, status: null, code: 'network' };
    const body = errorBodySchema.safeParse(response.data);
    const parsed = body.success ? body.data : {};
    return {
      message: parsed.message ?? response.statusText ?? `HTTP ${response.status}`,
      status: response.status,
      ...(parsed.code ? { code: parsed.code } : {}),
      ...(parsed.params ? { params: parsed.params } : {}),
    };
  }
  return { message: error instanceof Error ? error.message : String(error), status: null };
}
