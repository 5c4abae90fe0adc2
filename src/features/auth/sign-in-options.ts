import type { ApiErrorInfo } from '@/api';
import { PASSWORD_ONLY, SIGN_IN_OPTIONS_META, SIGN_IN_ROUTES, signInOptionsOf, type SignInOptions } from '@/contract/sign-in';

/** The options the server wrote into the page (docs/sso.md); undefined when it wrote none (Vite's dev server serves the page). */
export function pageSignInOptions(): SignInOptions | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SIGN_IN_OPTIONS_META}"]`)?.content;
  if (!content) return undefined;
  try {
    return signInOptionsOf(JSON.parse(content));
  } catch {
    return undefined;
  }
}

/** Whether the sign-in page differs from the build's first frame, which shows the password form alone. */
export function signInDiffersFromFrame(): boolean {
  const options = pageSignInOptions();
  return options !== undefined && (options.oidc !== null || !options.password);
}

/**
 * What the sign-in page offers in api mode: as the page says, else as the server answers
 * (plain fetch: axios stays out of the sign-in page), else the password form alone.
 */
export async function loadSignInOptions(apiBaseUrl: string): Promise<SignInOptions> {
  const written = pageSignInOptions();
  if (written) return written;
  try {
    const answer = await fetch(`${apiBaseUrl}${SIGN_IN_ROUTES.options}`, { headers: { Accept: 'application/json' } });
    return (answer.ok && signInOptionsOf(await answer.json())) || PASSWORD_ONLY;
  } catch {
    return PASSWORD_ONLY;
  }
}

/** The address of the button that signs in at the OpenID provider, coming back to `returnUrl`. */
export const oidcStartHref = (apiBaseUrl: string, returnUrl: string | null): string =>
  `${apiBaseUrl}${SIGN_IN_ROUTES.oidcStart}${returnUrl ? `?${new URLSearchParams({ returnUrl })}` : ''}`;

/** A refusal handed back from the provider's return, as the screens show errors: named after the provider. */
export const oidcRefusal = (code: string, options: SignInOptions): ApiErrorInfo => ({ code, message: '', status: null, params: { name: options.oidc?.name ?? '' } });
