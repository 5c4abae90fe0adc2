import { fixedClock, systemClock } from '@mocks/db/hr-store';
import type { BackendPorts } from '@server/core/ports';
import type { Database } from '@server/db/connection';
import { openSqlHrStore } from '@server/db/hr-store';
import { createSqlPhotoStore } from '@server/db/photos-store';
import type { SeedFacts } from '@server/db/seed';
import { createSqlAuth } from '@server/db/sessions';
import { createSqlUsersDb } from '@server/db/users-store';
import { argon2Passwords } from './passwords';

/** The core's ports over the database; the HR tables are opened once, whoever asks first. */
export function databasePorts(database: Database, facts: SeedFacts, fixedToday?: string): BackendPorts {
  const { db } = database;
  let hr: ReturnType<BackendPorts['hr']> | undefined;
  return {
    users: createSqlUsersDb(db),
    passwords: argon2Passwords,
    hr: () => (hr ??= openSqlHrStore(db, facts, fixedToday ? fixedClock(fixedToday) : systemClock)),
    photos: async () => createSqlPhotoStore(db),
    auth: createSqlAuth(db),
  };
}
