import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { openDatabase, type Database } from '@server/db/connection';
import { hrEmployees, sessions, users } from '@server/db/schema';
import { loadHrTables } from '@server/db/hr-store';
import { demoTables, seedDatabase } from '@server/db/seed';
import { fixedClock } from '@mocks/db/hr-store';
import { API_BASE, createServerApp } from '@server/node/app';
import { readConfig } from '@server/node/config';
import { jsonLogger } from '@server/node/log';
import { discoverProvider, OidcDiscoveryError, oidcPort, oidcSettingsOf, signInPort } from '@server/node/oidc';
import { argon2Passwords } from '@server/node/passwords';
import { databasePorts } from '@server/node/ports';
import { interceptor } from '../helpers/network';
import { freshPostgresDatabase } from '../repository/postgres-admin';
import { signInAtProvider, startProvider, type TestProvider } from './oidc-provider';

/** Ports of this file (docs/testing.md): the provider (OIDC_TEST_PORT moves it), and the address the app is said to be reached at. */
const PROVIDER_PORT = Number(process.env.OIDC_TEST_PORT ?? 3310);
const APP = 'http://127.0.0.1:3311';
const REDIRECT_URI = `${APP}/api/auth/oidc/callback`;
const CLIENT = { id: 'effectif', secret: 'a-client-secret-of-the-tests', redirectUri: REDIRECT_URI };
const ADMIN_PASSWORD = 'Un-mot-de-passe-de-test';
const FACTS = { today: '2026-03-16', employees: 20 };
const EMPLOYEE = DEMO_ROLE_ACCOUNTS.find((account) => account.grants.some((grant) => grant.role === 'employee') && account.grants.length === 1)!;

let provider: TestProvider;
let database: Database;
let staticDir: string;
let base: ReturnType<typeof databasePorts>;
let dropDatabase: (() => Promise<void>) | undefined;

/** The server's HTTP app under the environment `env` adds to the provider's settings (`at`: another provider). */
async function serverWith(env: Record<string, string> = {}, at: TestProvider = provider) {
  const read = readConfig({ PUBLIC_URL: APP, OIDC_ISSUER: at.issuer, OIDC_CLIENT_ID: CLIENT.id, OIDC_CLIENT_SECRET: CLIENT.secret, OIDC_NAME: 'Test ID', ...env });
  if ('problems' in read) throw new Error(read.problems.join('\n'));
  const log = jsonLogger('silent');
  const settings = oidcSettingsOf(read.config, API_BASE)!;
  const oidc = oidcPort(database.db, await discoverProvider(settings), settings, log);
  const app = createServerApp({ database, ports: { ...base, signIn: signInPort(read.config, oidc) }, log, staticDir });
  const call = async (path: string, init: RequestInit = {}) => app.fetch(new Request(new URL(path, APP), init));
  const json = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await call(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** The start: the provider's address and the cookie this browser gets. */
  const start = async (returnUrl?: string) => {
    const answer = await call(`/api/auth/oidc/start${returnUrl ? `?returnUrl=${encodeURIComponent(returnUrl)}` : ''}`);
    expect(answer.status).toBe(303);
    const cookie = answer.headers.get('Set-Cookie') ?? '';
    return { location: answer.headers.get('Location') ?? '', setCookie: cookie, cookie: cookie.split(';')[0] ?? '' };
  };
  /** The callback as the browser opens it; what the app's page is handed in its fragment. */
  const callback = async (url: string, cookie: string) => {
    const answer = await call(url, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('Location') ?? '', APP);
    expect(location.pathname).toBe('/auth/oidc');
    expect(location.search).toBe('');
    return Object.fromEntries(new URLSearchParams(location.hash.slice(1)));
  };
  /** The whole sign-in of the provider's account `login`: what the app's page is handed. */
  const signIn = async (login: string, returnUrl?: string) => {
    const { location, cookie } = await start(returnUrl);
    return callback(await signInAtProvider(location, login, REDIRECT_URI), cookie);
  };
  return { call, json, start, callback, signIn };
}

const counts = async () => {
  const [accounts] = await database.db.select({ n: count() }).from(users);
  const [opened] = await database.db.select({ n: count() }).from(sessions);
  return { accounts: accounts?.n, sessions: opened?.n };
};

/** An employee of the seed with no account yet, and their work e-mail. */
async function employeeWithoutAccount() {
  const linked = new Set((await database.db.select({ employee: users.employee }).from(users)).map((row) => row.employee?.id));
  const rows = await database.db.select({ id: hrEmployees.key, email: sql<string>`${hrEmployees.data}->>'workEmail'` }).from(hrEmployees).orderBy(hrEmployees.key);
  const found = rows.find((row) => !linked.has(row.id) && row.email);
  if (!found) throw new Error('every employee of the seed has an account');
  return found;
}

beforeAll(async () => {
  // Real HTTP to the provider: the interception of calls is switched off.
  interceptor().close();
  provider = await startProvider(PROVIDER_PORT, CLIENT);
  // PostgreSQL when it answers (a database of this file's, dropped after), else PGlite in memory, which takes longer to open.
  const fresh = await freshPostgresDatabase().catch(() => undefined);
  dropDatabase = fresh?.drop;
  database = await openDatabase({ databaseUrl: fresh?.url, dataDir: 'memory://' });
  await database.migrate();
  await loadHrTables(database.db, fixedClock(FACTS.today), demoTables(FACTS));
  await seedDatabase(database.db, { ...FACTS, passwords: argon2Passwords, adminPassword: ADMIN_PASSWORD });
  base = databasePorts(database, FACTS, FACTS.today);
  staticDir = mkdtempSync(join(tmpdir(), 'effectif-oidc-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>Effectif</title></head><body><div id="root"></div></body></html>');
}, 60_000);
afterAll(async () => {
  await provider?.close();
  await database?.close();
  await dropDatabase?.();
  rmSync(staticDir, { recursive: true, force: true });
});
beforeEach(() => {
  provider.accounts.clear();
  provider.accounts.set('emilie', { email: EMPLOYEE.email, email_verified: true, name: 'Émilie Nowak' });
});

describe('signing in at the OpenID provider', () => {
  it('sends the browser to the provider with PKCE (S256), a state and a nonce, the state in an HttpOnly cookie of the callback', async () => {
    const server = await serverWith();
    const { location, setCookie, cookie } = await server.start('/app/effectif/leave');
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{40,}$/),
      nonce: expect.stringMatching(/^[\w-]{40,}$/),
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(cookie).toBe(`effectif_oidc=${url.searchParams.get('state')}`);
    expect(setCookie).toMatch(/; Path=\/api\/auth\/oidc\/callback; Max-Age=600; HttpOnly; SameSite=Lax/);
  });

  it('signs an account in without its password: the session the password gives (grants, linked employee), which opens the API as that account until signing out', async () => {
    const server = await serverWith();
    const handed = await server.signIn('emilie', '/app/me');
    expect(handed).toEqual({ code: expect.stringMatching(/^[\w-]{40,}$/), returnUrl: '/app/me' });
    const session = await server.json('POST', '/api/auth/oidc/session', { code: handed.code });
    expect(session.status).toBe(200);
    const byPassword = await server.json('POST', '/api/users/authenticate', { email: EMPLOYEE.email, password: EMPLOYEE.password });
    const { token, ...account } = session.body;
    const { token: other, ...same } = byPassword.body;
    expect(account).toEqual(same);
    expect(token).not.toBe(other);
    expect(account).toMatchObject({ email: EMPLOYEE.email, grants: EMPLOYEE.grants, employeeId: EMPLOYEE.employee.id });

    const mine = await server.json('GET', `/api/app/employee/${EMPLOYEE.employee.id}`, undefined, String(token));
    expect(mine).toMatchObject({ status: 200, body: { id: EMPLOYEE.employee.id } });
    // Not Root's: the accounts stay closed to an employee, as after a password sign-in.
    expect((await server.json('GET', '/api/users', undefined, String(token))).status).toBe(403);
    expect((await server.json('POST', '/api/auth/logout', { email: EMPLOYEE.email }, String(token))).status).toBe(200);
    expect((await server.json('GET', `/api/app/employee/${EMPLOYEE.employee.id}`, undefined, String(token))).status).toBe(401);
  });

  it('hands the session once: the one-time code spent, or unknown, is refused', async () => {
    const server = await serverWith();
    const { code } = await server.signIn('emilie');
    expect((await server.json('POST', '/api/auth/oidc/session', { code })).status).toBe(200);
    const before = await counts();
    for (const again of [code, 'x'.repeat(43), '']) {
      expect(await server.json('POST', '/api/auth/oidc/session', { code: again })).toMatchObject({ status: 400, body: { code: 'auth.oidc.codeInvalid' } });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a return whose state is not the browser’s, or one nobody started, and opens nothing', async () => {
    const server = await serverWith();
    const { location, cookie } = await server.start();
    const returned = new URL(await signInAtProvider(location, 'emilie', REDIRECT_URI));
    const before = await counts();
    const forged = new URL(returned);
    forged.searchParams.set('state', 'a-state-of-someone-else');
    expect(await server.callback(forged.href, cookie)).toEqual({ error: 'auth.oidc.failed' });
    // The attacker's own state, in the cookie too: no sign-in was started with it.
    expect(await server.callback(forged.href, 'effectif_oidc=a-state-of-someone-else')).toEqual({ error: 'auth.oidc.failed' });
    // Another browser, without the cookie.
    expect(await server.callback(returned.href, '')).toEqual({ error: 'auth.oidc.failed' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a replayed authorization code: the return is taken once', async () => {
    const server = await serverWith();
    const { location, cookie } = await server.start();
    const returned = await signInAtProvider(location, 'emilie', REDIRECT_URI);
    expect(await server.callback(returned, cookie)).toMatchObject({ code: expect.any(String) });
    const before = await counts();
    expect(await server.callback(returned, cookie)).toEqual({ error: 'auth.oidc.failed' });
    expect(await counts()).toEqual(before);
  });

  it('refuses an e-mail address the provider has not verified, and an unknown one, creating nothing', async () => {
    const server = await serverWith();
    const before = await counts();
    provider.accounts.set('unverified', { email: EMPLOYEE.email, email_verified: false });
    expect(await server.signIn('unverified')).toEqual({ error: 'auth.oidc.unverifiedEmail' });
    provider.accounts.set('silent', { email: EMPLOYEE.email });
    expect(await server.signIn('silent')).toEqual({ error: 'auth.oidc.unverifiedEmail' });
    provider.accounts.set('stranger', { email: 'nobody@elsewhere.example', email_verified: true });
    expect(await server.signIn('stranger')).toEqual({ error: 'auth.oidc.unknownAccount' });
    const employee = await employeeWithoutAccount();
    provider.accounts.set('not-yet', { email: employee.email, email_verified: true });
    expect(await server.signIn('not-yet')).toEqual({ error: 'auth.oidc.unknownAccount' });
    provider.accounts.set('nameless', { name: 'No address' });
    expect(await server.signIn('nameless')).toEqual({ error: 'auth.oidc.noEmail' });
    expect(await counts()).toEqual(before);
  });

  it('refuses the account of someone who has left from the day after their exit, not on the exit day', async () => {
    const server = await serverWith();
    const exitOn = (date: string | null) =>
      database.db.execute(
        date === null
          ? sql`UPDATE hr_employees SET data = data - 'exitDate' WHERE key = ${EMPLOYEE.employee.id}`
          : sql`UPDATE hr_employees SET data = jsonb_set(data, '{exitDate}', to_jsonb(${date}::text)) WHERE key = ${EMPLOYEE.employee.id}`,
      );
    try {
      await exitOn(FACTS.today);
      expect(await server.signIn('emilie')).toEqual({ code: expect.any(String) });
      await exitOn('2026-03-15');
      expect(await server.signIn('emilie')).toEqual({ error: 'auth.oidc.accountClosed' });
    } finally {
      await exitOn(null);
    }
  });

  it('sends its secret by HTTP Basic to a provider that takes it only so', async () => {
    const strict = await startProvider(PROVIDER_PORT + 4, CLIENT, 'client_secret_basic');
    try {
      strict.accounts.set('emilie', { email: EMPLOYEE.email, email_verified: true });
      const server = await serverWith({}, strict);
      const { code } = await server.signIn('emilie');
      expect(await server.json('POST', '/api/auth/oidc/session', { code })).toMatchObject({ status: 200, body: { email: EMPLOYEE.email } });
    } finally {
      await strict.close();
    }
  });

  it('reads the address from the claim OIDC_EMAIL_CLAIM names', async () => {
    const server = await serverWith({ OIDC_EMAIL_CLAIM: 'upn' });
    provider.accounts.set('directory', { upn: EMPLOYEE.email, email: 'private@elsewhere.example', email_verified: false });
    const { code } = await server.signIn('directory');
    expect(await server.json('POST', '/api/auth/oidc/session', { code })).toMatchObject({ status: 200, body: { email: EMPLOYEE.email } });
  });
});

describe('OIDC_CREATE_ACCOUNTS=true', () => {
  it('makes an employee account linked to the employee of that work e-mail at the first sign-in; the same account the next time', async () => {
    const server = await serverWith({ OIDC_CREATE_ACCOUNTS: 'true' });
    const employee = await employeeWithoutAccount();
    provider.accounts.set('newcomer', { email: employee.email.toUpperCase(), email_verified: true });
    const first = await server.json('POST', '/api/auth/oidc/session', { code: (await server.signIn('newcomer')).code });
    expect(first).toMatchObject({ status: 200, body: { grants: [{ role: 'employee' }], role: 'employee', employeeId: employee.id } });
    const [stored] = await database.db.select().from(users).where(eq(users.id, Number(first.body.id)));
    expect(stored).toMatchObject({ active: true, grants: [{ role: 'employee' }], employee: { id: employee.id } });
    expect((await server.json('GET', `/api/app/employee/${employee.id}`, undefined, String(first.body.token))).status).toBe(200);

    const before = await counts();
    const again = await server.json('POST', '/api/auth/oidc/session', { code: (await server.signIn('newcomer')).code });
    expect(again.body.id).toBe(first.body.id);
    expect((await counts()).accounts).toBe(before.accounts);
  });

  it('refuses an address that is no employee’s work e-mail, or not verified, creating nothing', async () => {
    const server = await serverWith({ OIDC_CREATE_ACCOUNTS: 'true' });
    const before = await counts();
    provider.accounts.set('stranger', { email: 'nobody@elsewhere.example', email_verified: true });
    expect(await server.signIn('stranger')).toEqual({ error: 'auth.oidc.noEmployee' });
    const employee = await employeeWithoutAccount();
    provider.accounts.set('unverified', { email: employee.email, email_verified: false });
    expect(await server.signIn('unverified')).toEqual({ error: 'auth.oidc.unverifiedEmail' });
    expect(await counts()).toEqual(before);
  });
});

describe('PASSWORD_SIGN_IN=false', () => {
  it('refuses the password form to everyone but Root, who still signs in with it; the others sign in at the provider', async () => {
    const server = await serverWith({ PASSWORD_SIGN_IN: 'false' });
    expect(await server.json('POST', '/api/users/authenticate', { email: EMPLOYEE.email, password: EMPLOYEE.password })).toMatchObject({
      status: 400,
      body: { code: 'auth.passwordSignInOff', message: expect.any(String), params: { name: 'Test ID' } },
    });
    // A wrong password is told as wrong, whoever's it is.
    expect(await server.json('POST', '/api/users/authenticate', { email: EMPLOYEE.email, password: 'not-the-password' })).toMatchObject({ body: { code: 'auth.invalidCredentials' } });
    expect(await server.json('POST', '/api/users/authenticate', { email: DEMO_ACCOUNT.email, password: ADMIN_PASSWORD })).toMatchObject({ status: 200, body: { email: DEMO_ACCOUNT.email } });
    const { code } = await server.signIn('emilie');
    expect((await server.json('POST', '/api/auth/oidc/session', { code })).status).toBe(200);
  });

  it('tells the app what the sign-in page offers: by the public route, and in the page itself', async () => {
    const server = await serverWith({ PASSWORD_SIGN_IN: 'false' });
    const options = { password: false, oidc: { name: 'Test ID' } };
    expect(await server.json('GET', '/api/auth/sign-in-options')).toEqual({ status: 200, body: options });
    const page = await (await server.call('/auth/login')).text();
    const meta = /<meta name="effectif-sign-in" content="([^"]+)">/.exec(page)?.[1] ?? '';
    expect(JSON.parse(meta.replaceAll('&#34;', '"'))).toEqual(options);
  });
});

describe('the configuration', () => {
  const env = { PUBLIC_URL: APP, OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'effectif', OIDC_CLIENT_SECRET: 'secret', OIDC_NAME: 'Example ID' };
  const problems = (given: Record<string, string>) => {
    const read = readConfig(given);
    return 'problems' in read ? read.problems.join('\n') : '';
  };

  it('stops at a partial provider, a provider without PUBLIC_URL, an issuer without TLS elsewhere than here, or PASSWORD_SIGN_IN=false without a provider', () => {
    expect(problems(env)).toBe('');
    expect(problems({ ...env, OIDC_CLIENT_SECRET: '', OIDC_NAME: '' })).toMatch(/OIDC_CLIENT_SECRET, OIDC_NAME: missing/);
    expect(problems({ OIDC_CREATE_ACCOUNTS: 'true' })).toMatch(/OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME: missing/);
    expect(problems({ ...env, PUBLIC_URL: '' })).toMatch(/PUBLIC_URL: required with OIDC_ISSUER/);
    expect(problems({ ...env, OIDC_ISSUER: 'http://id.example.com' })).toMatch(/OIDC_ISSUER: must be https/);
    expect(problems({ ...env, OIDC_ISSUER: 'http://127.0.0.1:3310' })).toBe('');
    expect(problems({ PASSWORD_SIGN_IN: 'false' })).toMatch(/PASSWORD_SIGN_IN: false needs an OpenID provider/);
    expect(problems({ ...env, PASSWORD_SIGN_IN: 'maybe' })).toMatch(/PASSWORD_SIGN_IN/);
    expect(problems({ ...env, OIDC_CREATE_ACCOUNTS: 'sometimes' })).toMatch(/OIDC_CREATE_ACCOUNTS/);
  });

  it('stops when the provider does not answer its discovery, naming it', async () => {
    const read = readConfig({ ...env, OIDC_ISSUER: 'http://127.0.0.1:3319' });
    if ('problems' in read) throw new Error(read.problems.join('\n'));
    const settings = oidcSettingsOf(read.config, API_BASE)!;
    const discovery = discoverProvider(settings);
    await expect(discovery).rejects.toBeInstanceOf(OidcDiscoveryError);
    await expect(discovery).rejects.toThrow(/the OpenID provider http:\/\/127\.0\.0\.1:3319\/ did not answer its discovery \(http:\/\/127\.0\.0\.1:3319\/\.well-known\/openid-configuration\)/);
  });

  it('without a provider, offers the password alone and no start', async () => {
    const app = createServerApp({ database, ports: base, log: jsonLogger('silent') });
    const options = await app.fetch(new Request(`${APP}/api/auth/sign-in-options`));
    expect(await options.json()).toEqual({ password: true, oidc: null });
    expect((await app.fetch(new Request(`${APP}/api/auth/oidc/start`))).status).toBe(404);
  });
});
