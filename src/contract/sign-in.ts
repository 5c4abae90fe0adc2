/**
 * How one signs in (docs/sso.md): with a password, at the company's OpenID provider, or both.
 * Read by the sign-in page's first render: no zod here, the page's bundle stays small.
 */
export interface SignInOptions {
  /** false: the password form signs in Root alone (PASSWORD_SIGN_IN=false). */
  password: boolean;
  /** The OpenID provider's button, named by OIDC_NAME; null when none is configured. */
  oidc: { name: string } | null;
}

/** Password only: the fake mode's, and a server's without an OpenID provider. */
export const PASSWORD_ONLY: SignInOptions = { password: true, oidc: null };

/** The contract's paths, below the API's base URL. */
export const SIGN_IN_ROUTES = {
  /** GET → SignInOptions. */
  options: '/auth/sign-in-options',
  /** GET ?returnUrl= → 303 to the provider. */
  oidcStart: '/auth/oidc/start',
  /** GET: where the provider sends the browser back (the redirect URI to register). */
  oidcCallback: '/auth/oidc/callback',
  /** POST { code } → the session, as /users/authenticate answers it. */
  oidcSession: '/auth/oidc/session',
} as const;

/** The app's page the callback sends the browser to: `#code=…&returnUrl=…` or `#error=<code>`. */
export const OIDC_RETURN_PAGE = '/auth/oidc';

/** The page's meta element where the server writes the SignInOptions (JSON), read before any call. */
export const SIGN_IN_OPTIONS_META = 'effectif-sign-in';

/** A page to open after signing in is followed only when it stays inside the app (a path of its origin). */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The options a JSON value gives, or undefined when it is not their shape. */
export function signInOptionsOf(value: unknown): SignInOptions | undefined {
  if (typeof value !== 'object' || value === null || !('password' in value) || !('oidc' in value)) return undefined;
  const { password, oidc } = value;
  if (typeof password !== 'boolean') return undefined;
  if (oidc === null) return { password, oidc: null };
  if (typeof oidc !== 'object' || !('name' in oidc) || typeof oidc.name !== 'string') return undefined;
  return { password, oidc: { name: oidc.name } };
}
