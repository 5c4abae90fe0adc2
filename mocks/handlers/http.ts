import { HttpResponse, delay, http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { FAKE_TOKEN, type FakeBackendConfig } from '../config';

type Method = 'get' | 'post' | 'put' | 'delete';
type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

/** A JSON error in the contract's shape: `{ message, code?, params? }`. */
export function errorResponse(
  status: number,
  message: string,
  extra: { code?: string; params?: Record<string, string> } = {},
) {
  return HttpResponse.json({ message, ...extra }, { status });
}

/** SPEC.md §6: protected calls need the fixed fake token, else 401 "Unauthorised". */
export function hasFakeBearer(request: Request): boolean {
  return request.headers.get('Authorization') === `Bearer ${FAKE_TOKEN}`;
}

export const unauthorised = () => errorResponse(401, 'Unauthorised', { code: 'unauthorised' });

export interface Routes {
  on(method: Method, path: string, resolver: Resolver, options?: { bearer?: boolean }): ReturnType<typeof http.get>;
}

/**
 * Declares routes under the contract's base URL; every answer waits the configured
 * delay (declared once, here), and `bearer` routes refuse calls without the fake token.
 */
export function createRoutes({ apiBaseUrl, fakeDelayMs }: FakeBackendConfig): Routes {
  return {
    on(method, path, resolver, { bearer = false } = {}) {
      return http[method](`${apiBaseUrl}${path}`, async (info) => {
        if (fakeDelayMs > 0) await delay(fakeDelayMs);
        if (bearer && !hasFakeBearer(info.request)) return unauthorised();
        return resolver(info);
      });
    },
  };
}

/** Any zod schema, classic or mini. */
export interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The request's JSON body checked against a schema; null when absent or malformed. */
export async function parseBody<T>(request: Request, schema: Parser<T>): Promise<T | null> {
  const body: unknown = await request.json().catch(() => null);
  const result = schema.safeParse(body);
  return result.success ? result.data : null;
}
