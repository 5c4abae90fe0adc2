import { fixedClock, systemClock } from '@mocks/db/hr-store';
import type { BackendPorts } from '@server/core/ports';
import type { Database } from '@server/db/connection';
import { openSqlHrStore } from '@server/db/hr-store';
import { demoTables, type SeedFacts } from '@server/db/seed';
import { createSqlPhotoStore } from '@server/db/photos-store';
import { mailPort } from '@server/db/mail';
import { createSqlAuth } from '@server/db/sessions';
import { createSqlUsersDb } from '@server/db/users-store';
import { argon2Passwords } from './passwords';

/** The core's ports over the database; the HR tables are read and written in SQL, `reset` loads the demo data of the seed facts. */
export function databasePorts(database: Database, facts: SeedFacts, fixedToday?: string): BackendPorts {
  const { db } = database;
  let hr: ReturnType<BackendPorts['hr']> | undefined;
  return {
    users: createSqlUsersDb(db),
    passwords: argon2Passwords,
    hr: () => (hr ??= openSqlHrStore(db, fixedToday ? fixedClock(fixedToday) : systemClock, () => demoTables(facts))),
    photos: async () => createSqlPhotoStore(db),
    auth: createSqlAuth(db),
    mail: mailPort(db),
  };
}
