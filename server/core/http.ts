import type { Permission } from './access/permission';
import type { Session } from './ports';

export type Method = 'get' | 'post' | 'put' | 'delete';

/** What a route's handler is given: the request, its path parameters and, on `bearer` routes, the session. */
export interface RouteCall {
  request: Request;
  params: Record<string, string>;
  session: Session | undefined;
}

export type Resolver = (call: RouteCall) => Response | Promise<Response>;

/** One route of the contract: the route table is the list of these, in the order they match. */
export interface RouteEntry {
  method: Method;
  /** Below the base URL, with `:name` parameters and a trailing `*`, as Hono writes them. */
  path: string;
  /** Refused with 401 without a signed-in session. */
  bearer: boolean;
  /** On a bearer route, what the session's grants must allow (else 403, docs/roles.md). */
  permission?: Permission;
  /** "Ce service": the French subject of the 404 for an id that names no record. */
  subject?: string;
  resolve: Resolver;
}

/** A route open without a session, or a bearer route and what it needs. */
export type RouteOptions = { bearer?: false; subject?: string } | { bearer: true; permission: Permission; subject?: string };

export interface Routes {
  on(method: Method, path: string, resolve: Resolver, options?: RouteOptions): RouteEntry;
}

export const routes: Routes = {
  on: (method, path, resolve, options = {}) => ({
    method,
    path,
    bearer: options.bearer ?? false,
    ...(options.bearer ? { permission: options.permission } : {}),
    subject: options.subject,
    resolve,
  }),
};

/** A JSON answer; `Response.json` with the contract's content type. */
export const json = (body: unknown, init?: ResponseInit): Response => Response.json(body, init);

/** A JSON error in the contract's shape: `{ message, code?, params? }`. */
export function errorResponse(
  status: number,
  message: string,
  extra: { code?: string; params?: Record<string, string> } = {},
) {
  return json({ message, ...extra }, { status });
}

export const unauthorised = () => errorResponse(401, 'Unauthorised', { code: 'unauthorised' });

/** A session whose password the server issued may only change it (or log out) until then. */
export const passwordChangeRequired = () =>
  errorResponse(403, 'Changez votre mot de passe avant de continuer.', { code: 'auth.passwordChangeRequired' });
