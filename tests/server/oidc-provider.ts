import type { Server } from 'node:http';
import Provider from 'oidc-provider';

/** What the provider says of an account: the claims the test controls. */
export type ProviderClaims = { email?: string; email_verified?: boolean; upn?: string; name?: string };

export interface TestProvider {
  issuer: string;
  /** The accounts it knows, by login: change them between tests. */
  accounts: Map<string, ProviderClaims>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on this machine, for the tests: one confidential
 * client, whose redirect URI is `redirectUri`, and the accounts of `accounts`, signed in by
 * the library's own login and consent pages (any password).
 */
export async function startProvider(
  port: number,
  client: { id: string; secret: string; redirectUri: string },
  /** How the client authenticates at the token endpoint: the provider takes this way alone. */
  authMethod: 'client_secret_post' | 'client_secret_basic' = 'client_secret_post',
): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, ProviderClaims>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: authMethod,
      },
    ],
    clientAuthMethods: [authMethod],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'upn'] },
    cookies: { keys: ['effectif-test-provider'] },
    pkce: { required: () => true, methods: ['S256'] },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening));
  });
  return {
    issuer,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookies for one site: kept from each answer's Set-Cookie, sent with the next request. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Signs `login` in at the provider as a person would, from the provider's address the app
 * sent the browser to: its login page (any password), then its consent page, submitted by
 * HTTP requests, until the provider sends the browser back to `redirectUri`; that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const jar = new CookieJar();
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(next.url, { ...next.init, redirect: 'manual', headers: { ...next.init?.headers, Cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('Location');
    if (location) {
      const url = new URL(location, next.url).href;
      if (url.startsWith(`${redirectUri}?`)) return url;
      next = { url };
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!response.ok || !prompt || !action) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 500)}`);
    next = {
      url: new URL(action, next.url).href,
      init: { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ prompt, login, password: 'any' }).toString() },
    };
  }
  throw new Error('the provider did not send the browser back');
}
