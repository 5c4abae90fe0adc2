import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROLE_ACCOUNTS } from '@mocks/fixtures/demo-accounts';
import { openDatabase, type Database } from '@server/db/connection';
import { hrLeaveTypes } from '@server/db/schema';
import { fixedClock } from '@mocks/db/hr-store';
import { loadHrTables } from '@server/db/hr-store';
import { demoTables, seedDatabase } from '@server/db/seed';
import { createServerApp } from '@server/node/app';
import { jsonLogger } from '@server/node/log';
import { startServerMail, type ServerMail } from '@server/node/mail/delivery';
import { argon2Passwords } from '@server/node/passwords';
import { databasePorts } from '@server/node/ports';
import { appCaller } from './app-call';
import { eventually, startTestSmtp, type TestSmtp } from './smtp-server';

/**
 * Notifications by mail, end to end on the server (docs/domain.md, "Notifications"): a real SMTP
 * server on 127.0.0.1:2529 (the `smtp-server` package), PGlite, the demo accounts. The employee's
 * leave request reaches her manager's mailbox in the manager's language (German), with a link
 * under PUBLIC_URL and nothing private; the manager's decision reaches the employee (French).
 */

const FACTS = { today: '2026-03-16', employees: 30 };
const PUBLIC_URL = 'https://rh.example.test';
const silent = jsonLogger('silent');
const [, MANAGER, EMPLOYEE] = DEMO_ROLE_ACCOUNTS;

let database: Database;
let mail: ServerMail;
let smtp: TestSmtp;
let app: ReturnType<typeof createServerApp>;

const call = (method: string, path: string, body?: unknown, token?: string) => appCaller(app)(method, path, body, token);
const signIn = async (account: (typeof DEMO_ROLE_ACCOUNTS)[number]) => String((await call('POST', '/users/authenticate', { email: account.email, password: account.password })).body.token);
/** The decoded text of what the SMTP server received for `to`: quoted-printable soft breaks and escapes undone. */
const receivedBy = (to: string) =>
  smtp.received
    .filter((message) => message.to.includes(to))
    .map((message) => message.raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (escaped) => Buffer.from(escaped.replace(/=/g, ''), 'hex').toString('utf8')));

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await loadHrTables(database.db, fixedClock(FACTS.today), demoTables(FACTS));
  await seedDatabase(database.db, { ...FACTS, passwords: argon2Passwords, adminPassword: 'Un-mot-de-passe-de-test' });
  smtp = await startTestSmtp(2529);
  mail = startServerMail(database.db, { SMTP_URL: 'smtp://127.0.0.1:2529', MAIL_FROM: 'Effectif RH <rh@effectif.test>', MAIL_RETRY_DELAYS: '0,0' }, silent, { pollMs: 100 });
  app = createServerApp({ database, ports: databasePorts(database, FACTS, FACTS.today, undefined, mail.delivery), log: silent, publicUrl: PUBLIC_URL });
}, 120_000);
afterAll(async () => {
  await mail.stop();
  await smtp.close();
  await database.close();
});

describe('notification mail through SMTP', () => {
  it("a leave request reaches the manager's mailbox in her language; the decision reaches the employee", async () => {
    const [manager, employee] = [await signIn(MANAGER), await signIn(EMPLOYEE)];
    expect((await call('PUT', '/app/notifications/settings', { language: 'gr', mail: { toDecide: true, decisions: true, reminders: true } }, manager)).status).toBe(200);
    const types = await database.db.select().from(hrLeaveTypes);
    const paid = types.find((row) => (row.data as { code?: string }).code === 'CP');
    expect(paid, 'the paid leave type').toBeDefined();
    const input = { employeeId: EMPLOYEE.employee.id, typeId: paid!.key, startDate: '2026-06-01', startHalf: 'morning', endDate: '2026-06-03', endHalf: 'afternoon', status: 'pending', reason: 'Vacances en famille' };
    const asked = await call('POST', '/app/leave', input, employee);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);

    const [toManager] = await eventually(async () => receivedBy(MANAGER.email).length > 0 && receivedBy(MANAGER.email), "the manager's mail");
    expect(toManager).toContain('Urlaubsantrag');
    expect(toManager).toContain('wartet auf Ihre Entscheidung');
    expect(toManager).toContain(`${PUBLIC_URL}/app/effectif/inbox`);
    expect(toManager).toMatch(/Content-Type: text\/html/);
    expect(toManager).not.toContain('Vacances en famille');
    expect(toManager).not.toContain('Congés payés');

    const decided = await call('PUT', `/app/leave/${String(asked.body.id)}`, { ...input, version: asked.body.version, status: 'approved' }, manager);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const [toEmployee] = await eventually(async () => receivedBy(EMPLOYEE.email).length > 0 && receivedBy(EMPLOYEE.email), "the employee's mail");
    expect(toEmployee).toContain('Votre demande (Demande de congé du 01/06/2026 au 03/06/2026) a été acceptée.');
    expect(toEmployee).toContain(`${PUBLIC_URL}/app/effectif/me`);
  });
});
