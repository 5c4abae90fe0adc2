import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/connection';
import { appendMail } from '@server/db/outbox';
import { outbox } from '@server/db/schema';
import { jsonLogger } from '@server/node/log';
import { sqlDeliveryQueue } from '@server/node/mail/delivery';
import { startDeliveryLoop, type DeliveryLoop } from '@server/node/mail/delivery-loop';
import { smtpSender } from '@server/node/mail/smtp-sender';
import { freshPostgresDatabase, postgresAbsence } from '../repository/postgres-admin';
import { eventually, startTestSmtp, type TestSmtp } from './smtp-server';

/**
 * Two delivery loops, each over a connection pool of its own as two server processes have,
 * on one PostgreSQL database: claimed with `FOR UPDATE SKIP LOCKED`, every message of the
 * outbox reaches the SMTP server once (docs/server.md, "Mail").
 */

const MESSAGES = 100;
const absence = await postgresAbsence();

describe.skipIf(absence)(`two delivery loops on one PostgreSQL database${absence ? ` (skipped: ${absence})` : ''}`, () => {
  let databases: Database[] = [];
  let loops: DeliveryLoop[] = [];
  let smtp: TestSmtp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshPostgresDatabase();
    drop = fresh.drop;
    databases = [await openDatabase({ databaseUrl: fresh.url, dataDir: '' }), await openDatabase({ databaseUrl: fresh.url, dataDir: '' })];
    await databases[0].migrate();
    smtp = await startTestSmtp(2528);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    await smtp?.close();
    await Promise.all(databases.map((database) => database.close()));
    await drop?.();
  }, 30_000);

  it(`sends ${MESSAGES} queued messages, each received exactly once`, async () => {
    const subjects = Array.from({ length: MESSAGES }, (_, index) => `Message ${String(index + 1).padStart(3, '0')}`);
    await databases[0].db.transaction((tx) => appendMail(tx, subjects.map((subject, index) => ({ recipient: `person.${index + 1}@example.test`, subject, body: `${subject}.` }))));

    const sentBy = [0, 0];
    const send = smtpSender({ host: '127.0.0.1', port: 2528, secure: false }, 'Effectif <rh@effectif.test>');
    loops = databases.map((database, which) =>
      startDeliveryLoop({
        queue: sqlDeliveryQueue(database.db),
        send: async (mail) => {
          await send(mail);
          sentBy[which] += 1;
        },
        retryDelaysMs: [0],
        log: jsonLogger('silent'),
        pollMs: 100,
      }),
    );

    await eventually(async () => smtp.received.length >= MESSAGES, `${MESSAGES} messages received`, 60_000);
    const rows = await eventually(async () => {
      const all = await databases[1].db.select().from(outbox);
      return all.every((row) => row.status === 'sent') && all;
    }, 'every message marked sent');

    const received = smtp.received.map((message) => /^Subject: (.*)$/m.exec(message.raw)?.[1]).sort();
    expect(received).toEqual(subjects);
    expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1));
    expect(sentBy[0] + sentBy[1]).toBe(MESSAGES);
    console.info(`the two loops sent ${sentBy[0]} and ${sentBy[1]} messages`);
  });
});
