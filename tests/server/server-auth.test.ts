import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { ACTIVATION_ORIGIN, NEW_PASSWORD_MIN_LENGTH, PASSWORD_RESET_CODE_LENGTH } from '@/domain/credentials';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { openDatabase, type Database } from '@server/db/connection';
import { outbox, passwordResets, users } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { createServerApp } from '@server/node/app';
import { jsonLogger } from '@server/node/log';
import { argon2Passwords } from '@server/node/passwords';
import { databasePorts } from '@server/node/ports';

const PASSWORD = 'Un-mot-de-passe-de-test';
const CHANGED = 'Un-mot-de-passe-choisi';
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

/** The last code of `digits` digits the outbox holds for an address. */
async function mailedCode(recipient: string, digits: number) {
  const mails = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  return new RegExp(`\\b(\\d{${digits}})\\b`).exec(mails[0]?.body ?? '')?.[1];
}

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

  it('signs the seeded administrator in with an opaque token that opens nothing but the password change (403) until it is changed; logout works', async () => {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: DEMO_ACCOUNT.email, mustChangePassword: true, token: expect.stringMatching(/^[\w-]{40,}$/) });
    const token = String(answer.body.token);
    for (const path of ['/api/users', '/api/app/employee', `/api/user/${String(answer.body.id)}`]) {
      expect(await call('GET', path, undefined, token)).toMatchObject({ status: 403, body: { code: 'auth.passwordChangeRequired', message: expect.any(String) } });
    }
    expect((await call('POST', '/api/auth/logout', { email: DEMO_ACCOUNT.email }, token)).status).toBe(200);
    expect(await call('GET', '/api/users', undefined, token)).toMatchObject({ status: 401, body: { code: 'unauthorised' } });
  });

  it('lets that session set the new password alone; the session then opens the API, the account’s other sessions end', async () => {
    const token = String((await signIn()).body.token);
    const other = String((await signIn()).body.token);
    const change = (newPassword: string) => call('POST', '/api/users/change-password', { newPassword }, token);
    expect(await change('court')).toMatchObject({ status: 400, body: { code: 'auth.weakPassword', params: { min: String(NEW_PASSWORD_MIN_LENGTH) } } });
    expect(await change(PASSWORD)).toMatchObject({ status: 400, body: { code: 'auth.weakPassword' } });
    expect(await change(CHANGED)).toMatchObject({ status: 200, body: { success: true } });
    expect((await call('GET', '/api/users', undefined, token)).status).toBe(200);
    expect((await call('GET', '/api/users', undefined, other)).status).toBe(401);
    expect((await signIn()).status).toBe(400);
    const again = await signIn(CHANGED);
    expect(again.status).toBe(200);
    expect(again.body.mustChangePassword).toBeUndefined();
    // A session that need not change its password must quote the current one.
    expect((await call('POST', '/api/users/change-password', { newPassword: `${CHANGED}-x` }, String(again.body.token))).status).toBe(400);
  });

  it('never answers a password nor keeps one in clear', async () => {
    const token = String((await signIn(CHANGED)).body.token);
    const users = await call('GET', '/api/users', undefined, token);
    expect(JSON.stringify(users.body)).not.toContain(CHANGED);
    const [stored] = await database.db.query.users.findMany();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('changes the password with the current one; the new one signs in', async () => {
    const weak = await call('POST', '/api/users/change-password', { email: DEMO_ACCOUNT.email, password: CHANGED, newPassword: 'court' });
    expect(weak).toMatchObject({ status: 400, body: { code: 'auth.weakPassword' } });
    const changed = await call('POST', '/api/users/change-password', { email: DEMO_ACCOUNT.email, password: CHANGED, newPassword: `${CHANGED}-2` });
    expect(changed.status).toBe(200);
    expect((await signIn(CHANGED)).status).toBe(400);
    expect((await signIn(`${CHANGED}-2`)).status).toBe(200);
  });

  it('checks an unknown address against an argon2id hash, as it checks a known one', async () => {
    const checked: string[] = [];
    const spying = { ...argon2Passwords, verify: (stored: string, password: string) => (checked.push(stored), argon2Passwords.verify(stored, password)) };
    const ports = { ...databasePorts(database, FACTS, FACTS.today), passwords: spying };
    const spied = createServerApp({ database, ports, log: jsonLogger('silent') });
    const attempt = (email: string) =>
      spied.fetch(new Request('http://localhost/api/users/authenticate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Pas-le-bon-1' }) }));
    expect((await attempt('personne@nulle.part')).status).toBe(400);
    expect((await attempt(DEMO_ACCOUNT.email)).status).toBe(400);
    expect(checked).toEqual([expect.stringMatching(/^\$argon2id\$/), expect.stringMatching(/^\$argon2id\$/)]);
  });

  it('sends the activation code of a new account to the outbox and keeps only its hash', async () => {
    const registered = await call('POST', '/api/users/register', { email: 'new.person@example.fr', username: 'newperson', password: 'Another-password-1' });
    expect(registered.status).toBe(200);
    const code = await mailedCode('new.person@example.fr', 5);
    expect(code).toBeDefined();
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.recipient, 'new.person@example.fr'));
    expect(mail.subject).toBe('Activez votre compte Effectif');
    expect(mail.body).toContain('/auth/activate/new.person%40example.fr');
    expect(mail.html).toContain('<a href="/auth/activate/new.person%40example.fr">');
    const [account] = await database.db.select().from(users).where(eq(users.email, 'new.person@example.fr'));
    expect(account.activationCode).toMatch(/^\$argon2id\$/);
    expect(account.activationCode).not.toContain(String(code));
    expect((await call('POST', '/api/dry-auth/check-code', { username: 'new.person@example.fr', code, origin: ACTIVATION_ORIGIN })).body).toEqual({ success: true });
    expect((await signIn('Another-password-1', 'new.person@example.fr')).status).toBe(200);
  });

  it('resets a forgotten password with a one-time code sent to the outbox, kept hashed, ending the sessions', async () => {
    const email = 'new.person@example.fr';
    const token = String((await signIn('Another-password-1', email)).body.token);
    expect(await call('POST', '/api/auth/password-reset/request', { email })).toMatchObject({ status: 200, body: { success: true } });
    expect(await call('POST', '/api/auth/password-reset/request', { email: 'personne@nulle.part' })).toMatchObject({ status: 200, body: { success: true } });
    expect(await database.db.select().from(outbox).where(eq(outbox.recipient, 'personne@nulle.part'))).toEqual([]);
    const code = await mailedCode(email, PASSWORD_RESET_CODE_LENGTH);
    const [pending] = await database.db.select().from(passwordResets);
    expect(pending.codeHash).toMatch(/^\$argon2id\$/);
    expect(pending.codeHash).not.toContain(String(code));

    const reset = (newPassword: string) => call('POST', '/api/auth/password-reset', { email, code, newPassword });
    expect(await reset('court')).toMatchObject({ status: 400, body: { code: 'auth.weakPassword' } });
    expect(await reset('Reset-password-2026')).toMatchObject({ status: 200, body: { success: true } });
    expect((await call('GET', '/api/users', undefined, token)).status).toBe(401);
    expect((await signIn('Reset-password-2026', email)).status).toBe(200);
    expect(await reset('Reset-password-2027')).toMatchObject({ status: 400, body: { code: 'auth.resetCodeInvalid' } });
    expect(await database.db.select().from(passwordResets)).toEqual([]);
  });

  it('locks an address after five wrong passwords, with a code the app translates, whether it has an account or not', async () => {
    const email = 'nobody.here@example.fr';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('wrong', email)).status).toBe(400);
    const locked = await signIn('wrong again', email);
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

  it("serves the built app's page with its own inline script allowed by hash, and no other", async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'effectif-app-'));
    const script = 'document.documentElement.dataset.ready = "1";';
    writeFileSync(join(staticDir, 'index.html'), `<!doctype html><html><head><script>${script}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`);
    try {
      const served = createServerApp({ database, ports: databasePorts(database, FACTS, FACTS.today), log: jsonLogger('silent'), staticDir });
      const answer = await served.fetch(new Request('http://localhost/effectif/employee'));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(script);
      const scriptSources = /script-src ([^;]*)/.exec(answer.headers.get('Content-Security-Policy') ?? '')?.[1];
      expect(scriptSources).toBe(`'self' 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it("sends the app's text compressed to a browser that accepts it: a file's built copy, the page as it goes", async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'effectif-app-'));
    const page = `<!doctype html><html><head></head><body><div id="root">${'<p>Effectif</p>'.repeat(200)}</div></body></html>`;
    const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `text ${n}`))};`;
    writeFileSync(join(staticDir, 'index.html'), page);
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets/app.js'), script);
    writeFileSync(join(staticDir, 'assets/app.js.br'), brotliCompressSync(script));
    try {
      const served = createServerApp({ database, ports: databasePorts(database, FACTS, FACTS.today), log: jsonLogger('silent'), staticDir });
      const asked = (path: string, encodings: string) => served.fetch(new Request(`http://localhost${path}`, { headers: { 'Accept-Encoding': encodings } }));

      const file = await asked('/assets/app.js', 'gzip, deflate, br');
      expect(file.headers.get('Content-Encoding')).toBe('br');
      expect(file.headers.get('Content-Type')).toMatch(/^text\/javascript/);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(brotliCompressSync(script));
      expect(await (await asked('/assets/app.js', 'identity')).text()).toBe(script);

      const pageAnswer = await asked('/effectif/employee', 'gzip, deflate, br');
      expect(pageAnswer.headers.get('Content-Encoding')).toBe('gzip');
      expect(pageAnswer.headers.get('Vary')).toContain('Accept-Encoding');
      // The page as built, with what the sign-in page offers (docs/sso.md) in its head.
      const sent = page.replace('</head>', '<meta name="effectif-sign-in" content="{&#34;password&#34;:true,&#34;oidc&#34;:null}"></head>');
      expect(gunzipSync(Buffer.from(await pageAnswer.arrayBuffer())).toString()).toBe(sent);
      expect(await (await asked('/effectif/employee', 'identity')).text()).toBe(sent);
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it("keeps the build's hashed files a year, and asks again for a file whose name does not change (the translations)", async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'effectif-app-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    mkdirSync(join(staticDir, 'assets/i18n'), { recursive: true });
    writeFileSync(join(staticDir, 'assets/index-B3x_9kQa.js'), 'export {};');
    writeFileSync(join(staticDir, 'assets/i18n/fr.json'), '{"MENU":"Menu"}');
    mkdirSync(join(staticDir, 'assets/images'));
    writeFileSync(join(staticDir, 'assets/images/avatar-business.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    try {
      const served = createServerApp({ database, ports: databasePorts(database, FACTS, FACTS.today), log: jsonLogger('silent'), staticDir });
      const cacheOf = async (path: string) => (await served.fetch(new Request(`http://localhost${path}`))).headers.get('Cache-Control');
      expect(await cacheOf('/assets/index-B3x_9kQa.js')).toBe('public, max-age=31536000, immutable');
      expect(await cacheOf('/assets/i18n/fr.json')).toBe('no-cache');
      // A public file whose name only looks hashed.
      expect(await cacheOf('/assets/images/avatar-business.svg')).toBe('no-cache');
      expect(await cacheOf('/effectif/employee')).toBe('no-cache');
    } finally {
      rmSync(staticDir, { recursive: true, force: true });
    }
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
