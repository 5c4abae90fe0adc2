import { fixedClock, systemClock } from '@mocks/db/hr-store';
import type { BackendPorts } from '@server/core/ports';
import type { Database } from '@server/db/connection';
import { openSqlHrStore } from '@server/db/hr-store';
import type { CacheBounds } from '@server/db/versioned-cache';
import { versionsReader } from '@server/db/versions';
import { demoTables, type SeedFacts } from '@server/db/seed';
import { createSqlPhotoStore } from '@server/db/photos-store';
import { sqlMailPort, type OutboxDelivery } from '@server/db/mail';
import { refusalOf } from '@server/db/constraint-errors';
import { createSqlAuth, DEFAULT_SESSION_TIMES } from '@server/db/sessions';
import { createSqlUsersDb } from '@server/db/users-store';
import { argon2Passwords } from './passwords';

/**
 * The core's ports over the database; the HR tables are read and written in SQL (list pages
 * kept within `listCache`), `reset` loads the demo data of the seed facts; mail is written to
 * the outbox, delivered by `delivery` (server/node/mail/delivery.ts) or kept there.
 */
export function databasePorts(database: Database, facts: SeedFacts, fixedToday?: string, listCache?: CacheBounds, delivery?: OutboxDelivery): BackendPorts {
  const { db } = database;
  // One reader of the tables' versions for the sessions and the lists: a read serves both.
  const versions = versionsReader(database.side, database.writes);
  let hr: ReturnType<BackendPorts['hr']> | undefined;
  return {
    users: createSqlUsersDb(db),
    passwords: argon2Passwords,
    hr: () => (hr ??= openSqlHrStore(db, fixedToday ? fixedClock(fixedToday) : systemClock, () => demoTables(facts), { listCache, versions })),
    photos: async () => createSqlPhotoStore(db),
    auth: createSqlAuth(db, DEFAULT_SESSION_TIMES, () => new Date(), versions),
    mail: sqlMailPort(db, delivery),
    refusal: refusalOf,
  };
}
