import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_CODE_LENGTH } from '@/domain/credentials';
import { DEMO_ACCOUNT } from '@mocks/fixtures/demo-account';
import { mailingTransaction } from '@server/core/mail/committing';
import type { Mail } from '@server/core/storage/mail';
import { openDatabase, type Database } from '@server/db/connection';
import { sqlMailPort } from '@server/db/mail';
import { outbox, passwordResets, users } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { createSqlUsersDb } from '@server/db/users-store';
import { createServerApp } from '@server/node/app';
import { jsonLogger } from '@server/node/log';
import { startServerMail, type ServerMail } from '@server/node/mail/delivery';
import { argon2Passwords } from '@server/node/passwords';
import { databasePorts } from '@server/node/ports';
import { appCaller } from './app-call';
import { eventually, startTestSmtp, type TestSmtp } from './smtp-server';

/**
 * The outbox delivered by SMTP (docs/server.md, "Mail"), against real SMTP servers on
 * loopback started here (the `smtp-server` package): on PGlite, the delivery loop of one
 * server; tests/server/mail-two-loops.test.ts runs two on one PostgreSQL database.
 */

const FACTS = { today: '2026-03-16', employees: 30 };
const PASSWORD = 'Un-mot-de-passe-de-test';
const FROM = 'Effectif RH <rh@effectif.test>';
const silent = jsonLogger('silent');

let database: Database;
let mail: ServerMail | undefined;
let smtp: TestSmtp | undefined;

/** The server's mail delivered to the SMTP server on `port` (nothing may listen there), tries after the given seconds. */
function deliverTo(port: number, retryDelays = '0,0', smtpUrl = `smtp://127.0.0.1:${port}`) {
  mail = startServerMail(database.db, { SMTP_URL: smtpUrl, MAIL_FROM: FROM, MAIL_RETRY_DELAYS: retryDelays }, silent, { pollMs: 100 });
  return mail;
}

/** Queues messages the way the core does: in a transaction of the accounts, announced after its commit. */
async function queue(delivered: ServerMail, ...mails: Mail[]) {
  await mailingTransaction(sqlMailPort(database.db, delivered.delivery), createSqlUsersDb(database.db), (tx) => tx.appendMail(mails));
}

const rowTo = async (recipient: string) => (await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)))[0];
const sentRow = (recipient: string) => eventually(async () => (await rowTo(recipient))?.status === 'sent' && rowTo(recipient), `the message to ${recipient} sent`);

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db, { ...FACTS, passwords: argon2Passwords, adminPassword: PASSWORD });
}, 120_000);
afterEach(async () => {
  await mail?.stop();
  await smtp?.close();
  [mail, smtp] = [undefined, undefined];
  // Each test's loop works its own messages only.
  await database.db.delete(outbox);
});
afterAll(async () => database.close());

describe('mail delivered by SMTP', () => {
  it('delivers a message queued in a transaction once it commits: subject, text and HTML reach the SMTP server, sent after one try', async () => {
    smtp = await startTestSmtp(2525);
    const delivered = deliverTo(2525);
    await queue(delivered, { recipient: 'ada@example.test', subject: 'Welcome aboard', body: 'Hello Ada, your code is 12345.', html: '<p>Hello <b>Ada</b>, your code is 12345.</p>' });

    const [message] = await eventually(async () => smtp!.received.length > 0 && smtp!.received, 'the message received');
    expect(message).toMatchObject({ from: 'rh@effectif.test', to: ['ada@example.test'] });
    expect(message.raw).toContain('From: Effectif RH <rh@effectif.test>');
    expect(message.raw).toContain('Subject: Welcome aboard');
    expect(message.raw).toMatch(/Content-Type: text\/plain[^]*Hello Ada, your code is 12345\./);
    expect(message.raw).toMatch(/Content-Type: text\/html[^]*<p>Hello <b>Ada<\/b>, your code is 12345\.<\/p>/);
    expect(await sentRow('ada@example.test')).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps no message of a transaction undone', async () => {
    const delivered = deliverTo(2525);
    const failing = mailingTransaction(sqlMailPort(database.db, delivered.delivery), createSqlUsersDb(database.db), async (tx) => {
      await tx.appendMail([{ recipient: 'undone@example.test', subject: 'Never', body: 'Never sent' }]);
      throw new Error('the change is refused');
    });
    await expect(failing).rejects.toThrow('the change is refused');
    expect(await rowTo('undone@example.test')).toBeUndefined();
  });

  it('signs in to the SMTP server with the user and password of SMTP_URL', async () => {
    smtp = await startTestSmtp(2525, { credentials: { user: 'effectif', pass: 'p@ss:w/rd' } });
    const delivered = deliverTo(2525, '0,0', `smtp://effectif:${encodeURIComponent('p@ss:w/rd')}@127.0.0.1:2525`);
    await queue(delivered, { recipient: 'grace@example.test', subject: 'Signed in', body: 'Through an account' });
    await sentRow('grace@example.test');
    expect(smtp.received.map((received) => received.user)).toEqual(['effectif']);
  });

  it('tries again a message the SMTP server refuses, shows the refusal meanwhile, and sends it at the third try', async () => {
    smtp = await startTestSmtp(2526, { refuseFirst: 2 });
    // A second between the first try and the second, none before the third.
    const delivered = deliverTo(2526, '1,0,0');
    await queue(delivered, { recipient: 'linus@example.test', subject: 'Third time lucky', body: 'Sent at last' });

    const waiting = await eventually(async () => {
      const row = await rowTo('linus@example.test');
      return row?.status === 'queued' && row.attempts === 1 && row;
    }, 'the message waiting for its second try');
    expect(waiting.lastError).toMatch(/451/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(waiting.createdAt.getTime());

    expect(await sentRow('linus@example.test')).toMatchObject({ attempts: 3, lastError: null });
    expect(smtp.offered()).toBe(3);
    expect(smtp.received).toHaveLength(1);
  });

  it('settles the message under way before it stops: the SMTP server has it, and it is marked sent', async () => {
    let release = () => undefined as void;
    smtp = await startTestSmtp(2525, { hold: new Promise<void>((resolve) => (release = resolve)) });
    const delivered = deliverTo(2525);
    await queue(delivered, { recipient: 'margaret@example.test', subject: 'Under way', body: 'Sent while stopping' });
    await eventually(async () => smtp!.held() === 1, 'the message under way');

    const stopped = delivered.stop();
    release();
    await stopped;
    expect(await rowTo('margaret@example.test')).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('marks failed with the error a message SMTP never took, keeps the password reset that sent it, and sends it again on demand', async () => {
    // Nothing listens on 2527 yet.
    const delivered = deliverTo(2527, '0,0');
    const app = createServerApp({ database, ports: databasePorts(database, FACTS, FACTS.today, undefined, delivered.delivery), log: silent });
    const call = appCaller(app);

    expect(await call('POST', '/auth/password-reset/request', { email: DEMO_ACCOUNT.email })).toMatchObject({ status: 200, body: { success: true } });
    const failed = await eventually(async () => {
      const row = await rowTo(DEMO_ACCOUNT.email);
      return row?.status === 'failed' && row;
    }, 'the message failed');
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toMatch(/ECONNREFUSED/);

    // The reset the message was for is kept: its code, read in the outbox, sets a new password.
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(await database.db.select().from(passwordResets).where(eq(passwordResets.userId, admin.id))).toHaveLength(1);
    const code = new RegExp(`\\b(\\d{${PASSWORD_RESET_CODE_LENGTH}})\\b`).exec(failed.body)?.[1];
    const newPassword = 'Un-mot-de-passe-retrouve';
    expect((await call('POST', '/auth/password-reset', { email: DEMO_ACCOUNT.email, code, newPassword })).status).toBe(200);
    const token = String((await call('POST', '/users/authenticate', { email: DEMO_ACCOUNT.email, password: newPassword })).body.token);

    // The Mail page shows it failed with the error, and sends it again once SMTP answers.
    const listed = await call('GET', '/app/mail', undefined, token);
    expect(listed.body).toMatchObject({ delivery: 'smtp', total: 1, items: [{ id: failed.id, recipient: DEMO_ACCOUNT.email, status: 'failed', attempts: 3, lastError: failed.lastError }] });
    smtp = await startTestSmtp(2527);
    expect(await call('POST', `/app/mail/${failed.id}/resend`, undefined, token)).toMatchObject({ status: 200, body: { id: failed.id, status: 'queued', attempts: 0 } });
    expect(await sentRow(DEMO_ACCOUNT.email)).toMatchObject({ attempts: 1, lastError: null });
    expect(smtp.received.map((received) => received.raw).join()).toContain(String(code));
    expect(await call('POST', `/app/mail/${failed.id}/resend`, undefined, token)).toMatchObject({ status: 409, body: { code: 'mailNotFailed' } });
  });
});
