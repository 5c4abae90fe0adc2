import { z } from 'zod';
import { OIDC_RETURN_PAGE, PASSWORD_ONLY, SIGN_IN_ROUTES, safeReturnUrl, type SignInOptions } from '@/contract/sign-in';
import type { AppBackend } from '../hr/backend';
import { errorResponse, json, type Routes } from '../http';
import type { BackendPorts, SignInPort } from '../ports';
import { parseBody } from '../request-body';
import { toSession } from '../users';
import { accountOfClaims } from './account';

/** What the sign-in page offers: the password form, the OpenID provider's button, or both. */
export const signInOptionsOf = (signIn: SignInPort | undefined): SignInOptions =>
  signIn ? { password: signIn.passwordSignIn, oidc: signIn.oidc ? { name: signIn.oidc.name } : null } : PASSWORD_ONLY;

/** The browser sent elsewhere; with `cookie`, a Set-Cookie header. */
function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ Location: location });
  if (cookie) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

const noProvider = () => errorResponse(404, 'No OpenID provider is configured', { code: 'notFound' });

/**
 * Signing in at the company's OpenID provider (docs/sso.md): the options the sign-in page
 * shows; the start, which sends the browser to the provider; the callback, which checks its
 * return, finds the account and hands the app a one-time code (in the fragment of
 * OIDC_RETURN_PAGE, never in a query a log keeps); the code's exchange for the session.
 */
export function signInHandlers(routes: Routes, ports: Pick<BackendPorts, 'users' | 'passwords' | 'auth' | 'signIn'>, backend: () => Promise<AppBackend>) {
  const oidc = ports.signIn?.oidc;
  const back = (fragment: Record<string, string>, cookie: string) => redirect(`${OIDC_RETURN_PAGE}#${new URLSearchParams(fragment)}`, cookie);
  return [
    routes.on('get', SIGN_IN_ROUTES.options, () => json(signInOptionsOf(ports.signIn))),
    routes.on('get', SIGN_IN_ROUTES.oidcStart, async ({ request }) => {
      if (!oidc) return noProvider();
      const { location, cookie } = await oidc.begin(safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')));
      return redirect(location, cookie);
    }),
    routes.on('get', SIGN_IN_ROUTES.oidcCallback, async ({ request }) => {
      if (!oidc) return noProvider();
      const done = await oidc.complete(request);
      if ('failure' in done) return back({ error: done.failure }, oidc.forgetCookie);
      const found = await accountOfClaims(done.claims, oidc, ports, backend);
      if ('refusal' in found) return back({ error: found.refusal }, oidc.forgetCookie);
      const code = await oidc.issueCode(found.user.id);
      return back({ code, ...(done.returnUrl ? { returnUrl: done.returnUrl } : {}) }, oidc.forgetCookie);
    }),
    routes.on('post', SIGN_IN_ROUTES.oidcSession, async ({ request }) => {
      const body = await parseBody(request, z.object({ code: z.string().min(1).max(200) }));
      const userId = body && oidc ? await oidc.redeemCode(body.code) : undefined;
      const user = userId === undefined ? undefined : await ports.users.byId(userId);
      if (!user?.active) {
        return errorResponse(400, 'Ce code de connexion est inconnu, expiré ou déjà utilisé.', { code: 'auth.oidc.codeInvalid' });
      }
      return json(toSession(user, await ports.auth.tokenFor(user)));
    }),
  ];
}
