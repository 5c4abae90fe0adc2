import * as client from 'openid-client';
import { SIGN_IN_ROUTES } from '@/contract/sign-in';
import type { OidcPort, SignInPort } from '@server/core/ports';
import type { Db } from '@server/db/connection';
import { LOGIN_LIFETIME_MS, oidcLoginStore } from '@server/db/oidc-logins';
import type { ServerConfig } from './config';
import { errorFields, type Logger } from './log';

/** The OpenID provider's settings, from the environment (docs/sso.md). */
export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  name: string;
  emailClaim: string;
  createAccounts: boolean;
  /** Where the provider sends the browser back: the redirect URI to register there. */
  redirectUri: string;
}

/** The settings of a configuration that names a provider (readConfig checked they come together), else undefined. */
export function oidcSettingsOf(config: ServerConfig, apiBase: string): OidcSettings | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME, PUBLIC_URL } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !OIDC_NAME || !PUBLIC_URL) return undefined;
  return {
    issuer: new URL(OIDC_ISSUER),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    name: OIDC_NAME,
    emailClaim: config.OIDC_EMAIL_CLAIM,
    createAccounts: config.OIDC_CREATE_ACCOUNTS,
    redirectUri: `${PUBLIC_URL.replace(/\/+$/, '')}${apiBase}${SIGN_IN_ROUTES.oidcCallback}`,
  };
}

/** The provider could not be read at start: the server does not start. */
export class OidcDiscoveryError extends Error {}

/** How long the server waits for the provider's discovery at start, and for each call after (s). */
const PROVIDER_TIMEOUT_S = 10;

/**
 * The provider's metadata (its discovery document, `/.well-known/openid-configuration` below
 * the issuer) and this app's client there. Plain http is allowed for an issuer on this
 * machine only (readConfig refuses it elsewhere).
 */
export async function discoverProvider(settings: OidcSettings): Promise<client.Configuration> {
  const insecure = settings.issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
  try {
    const found = await client.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, { execute: insecure, timeout: PROVIDER_TIMEOUT_S });
    // The secret goes in the token request's body (openid-client's way) when the provider takes
    // it there, else by HTTP Basic (OpenID Connect's default when its metadata lists none).
    const methods = found.serverMetadata().token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_post')) return found;
    const basic = new client.Configuration(found.serverMetadata(), settings.clientId, settings.clientSecret, client.ClientSecretBasic(settings.clientSecret));
    insecure.forEach((allow) => allow(basic));
    basic.timeout = PROVIDER_TIMEOUT_S;
    return basic;
  } catch (error) {
    const cause = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
    throw new OidcDiscoveryError(`the OpenID provider ${settings.issuer.href} did not answer its discovery (${new URL('.well-known/openid-configuration', `${settings.issuer.href.replace(/\/?$/, '/')}`).href}): ${cause}`);
  }
}

/** The cookie that ties a return from the provider to the browser that left: its state. */
const COOKIE = 'effectif_oidc';

const cookieValue = (request: Request): string | undefined =>
  (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIE)?.[1];

/**
 * Signing in at the OpenID provider (openid-client): the authorization code flow with PKCE
 * (S256), `state` and `nonce`. The state goes in an HttpOnly cookie of the callback's path
 * and, hashed, into the database with the nonce and the PKCE verifier; the return must bring
 * the cookie's state back, finds its login and takes it (once), and has the code exchanged and
 * the ID token checked (signature, issuer, audience, expiry, nonce) by openid-client. The
 * claims are the ID token's, and the userinfo endpoint's when the token lacks the address.
 */
export function oidcPort(db: Db, provider: client.Configuration, settings: OidcSettings, log: Logger): OidcPort {
  const logins = oidcLoginStore(db);
  const secure = new URL(settings.redirectUri).protocol === 'https:' ? '; Secure' : '';
  const path = new URL(settings.redirectUri).pathname;
  const cookie = (value: string, maxAgeS: number) => `${COOKIE}=${value}; Path=${path}; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure}`;
  const failed = (reason: string, fields: Record<string, unknown> = {}) => {
    log.warn('a sign-in at the OpenID provider was refused', { reason, ...fields });
    return { failure: 'auth.oidc.failed' as const };
  };
  return {
    name: settings.name,
    emailClaim: settings.emailClaim,
    createAccounts: settings.createAccounts,
    forgetCookie: cookie('', 0),
    async begin(returnUrl) {
      const login = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), returnUrl };
      await logins.keep(login);
      const location = client.buildAuthorizationUrl(provider, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
        code_challenge_method: 'S256',
        state: login.state,
        nonce: login.nonce,
      });
      return { location: location.href, cookie: cookie(login.state, LOGIN_LIFETIME_MS / 1000) };
    },
    async complete(request) {
      const query = new URL(request.url).search;
      const state = new URLSearchParams(query).get('state');
      if (!state || state !== cookieValue(request)) return failed('the state is not the one this browser left with');
      const login = await logins.take(state);
      if (!login) return failed('the sign-in is unknown, expired or already used');
      // The address the provider answered: the registered redirect URI (the request's may be a proxy's).
      const answered = new URL(settings.redirectUri);
      answered.search = query;
      try {
        const tokens = await client.authorizationCodeGrant(provider, answered, {
          pkceCodeVerifier: login.codeVerifier,
          expectedState: login.state,
          expectedNonce: login.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) return failed('no ID token');
        // A provider may keep the address to its userinfo endpoint (for the same subject, checked).
        const more = claims[settings.emailClaim] === undefined && provider.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(provider, tokens.access_token, claims.sub)
          : {};
        return { claims: { ...more, ...claims }, returnUrl: login.returnUrl };
      } catch (error) {
        return failed('the provider’s answer was refused', errorFields(error));
      }
    },
    issueCode: (userId) => logins.issueCode(userId),
    redeemCode: (code) => logins.redeemCode(code),
  };
}

/** The sign-in port of a configuration: the password form's policy and, when configured, the provider. */
export const signInPort = (config: ServerConfig, oidc: OidcPort | undefined): SignInPort => ({ passwordSignIn: config.PASSWORD_SIGN_IN, oidc });
