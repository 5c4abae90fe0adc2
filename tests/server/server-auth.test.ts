import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_ORIGIN } from '@/domain/credentials';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { openDatabase, type Database } from '@server/db/connection';
import { outbox } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { createServerApp } from '@server/node/app';
import { jsonLogger } from '@server/node/log';
import { argon2Passwords } from '@server/node/passwords';
import { databasePorts } from '@server/node/ports';

const PASSWORD = 'Un-mot-de-passe-de-test';
const FACTS = { today: '2026-03-16', employees: 30 };

let database: Database;
let app: ReturnType<typeof createServerApp>;

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await app.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
};
const signIn = (password = PASSWORD, email: string = DEMO_ACCOUNT.email) => call('POST', '/api/users/authenticate', { email, password });

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db, { ...FACTS, passwords: argon2Passwords, adminPassword: PASSWORD });
  app = createServerApp({ database, ports: databasePorts(database, FACTS, FACTS.today), log: jsonLogger('silent') });
}, 120_000);
afterAll(async () => database.close());

describe('the server: sign-in, sessions and headers', () => {
  it('answers its health with the database it uses', async () => {
    expect(await call('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'pglite' } });
  });

  it('signs the seeded administrator in with an opaque token, asking for a new password; the token opens the API until logout', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: DEMO_ACCOUNT.email, mustChangePassword: true, token: expect.stringMatching(/^[\w-]{40,}$/) });
    const token = String(answer.body.token);
    expect((await call('GET', '/api/users', undefined, token)).status).toBe(200);
    expect((await call('POST', '/api/auth/logout', { email: DEMO_ACCOUNT.email }, token)).status).toBe(200);
    expect(await call('GET', '/api/users', undefined, token)).toMatchObject({ status: 401, body: { code: 'unauthorised' } });
  });

  it('never answers a password nor keeps one in clear', async () => {
    const token = String((await signIn()).body.token);
    const users = await call('GET', '/api/users', undefined, token);
    expect(JSON.stringify(users.body)).not.toContain(PASSWORD);
    const [stored] = await database.db.query.users.findMany();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('changes the password with the current one; the new one signs in, without the request to change it', async () => {
    const weak = await call('POST', '/api/users/change-password', { email: DEMO_ACCOUNT.email, password: PASSWORD, newPassword: 'court' });
    expect(weak).toMatchObject({ status: 400, body: { code: 'auth.weakPassword' } });
    const changed = await call('POST', '/api/users/change-password', { email: DEMO_ACCOUNT.email, password: PASSWORD, newPassword: `${PASSWORD}-2` });
    expect(changed.status).toBe(200);
    expect((await signIn()).status).toBe(400);
    const answer = await signIn(`${PASSWORD}-2`);
    expect(answer.status).toBe(200);
    expect(answer.body.mustChangePassword).toBeUndefined();
  });

  it('sends the activation code of a new account to the outbox', async () => {
    const registered = await call('POST', '/api/users/register', { email: 'new.person@example.fr', username: 'newperson', password: 'Another-password-1' });
    expect(registered.status).toBe(200);
    const mails = await database.db.select().from(outbox);
    const code = /(\d{5})/.exec(mails.find((mail) => mail.recipient === 'new.person@example.fr')?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expect((await call('POST', '/api/dry-auth/check-code', { username: 'new.person@example.fr', code, origin: ACTIVATION_ORIGIN })).body).toEqual({ success: true });
    expect((await signIn('Another-password-1', 'new.person@example.fr')).status).toBe(200);
  });

  it('locks an address after five wrong passwords, with a code the app translates', async () => {
    const email = 'new.person@example.fr';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('wrong', email)).status).toBe(400);
    const locked = await signIn('Another-password-1', email);
    expect(locked).toMatchObject({ status: 429, body: { code: 'auth.locked', params: { minutes: '15' } } });
  });

  it('sends the security headers, a request id, and no-store on API answers', async () => {
    const answer = await call('GET', '/api/health');
    expect(answer.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/);
    expect(answer.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    expect(answer.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(answer.headers.get('X-Request-Id')).toEqual(expect.any(String));
  });

  it('refuses a body over the limit before reading it (413)', async () => {
    const big = await call('POST', '/api/users/register', { email: 'x@example.fr', username: 'x', password: 'x'.repeat(5 * 1024 * 1024) });
    expect(big.status).toBe(413);
  });

  it('serves the contract as an OpenAPI document', async () => {
    const answer = await call('GET', '/api/openapi.json');
    expect(answer.body).toMatchObject({ openapi: '3.0.3', paths: { '/app/employee': { get: expect.any(Object) } } });
  });
});
