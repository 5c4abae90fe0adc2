import { ERROR_CODES } from '@/domain/common';
import { HttpFailure, fieldError, invalid } from '@server/core/hr/errors';
import { GENERAL_MESSAGES } from '@server/core/hr/messages-fr';

/** What PostgreSQL (node-postgres and PGlite alike) says of a refused write. */
interface PgError {
  code?: string;
  constraint?: string;
}

/** The database's own error under the driver's wrappers (drizzle puts it as `cause`). */
function pgErrorOf(error: unknown): PgError | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** SQLSTATE of the constraints whose refusal is a conflict with another record. */
const UNIQUE_VIOLATION = '23505';
const EXCLUSION_VIOLATION = '23P01';

/**
 * What another writer's work meanwhile makes the database refuse, after the core's checks
 * passed on what it read: a row created first (a private block, a photo, an account), a
 * record referred to deleted, an overlap written, a transaction that had to give way.
 */
const RACES = new Set([UNIQUE_VIOLATION, EXCLUSION_VIOLATION, '23503', '40001', '40P01']);

/**
 * A constraint of the database refused the write: the contract's 409 naming the field, when
 * the constraint is one of `fields` (constraint name → field); otherwise undefined.
 */
export function conflictOf(error: unknown, fields: Readonly<Record<string, string>>): HttpFailure | undefined {
  const pg = pgErrorOf(error);
  if (!pg?.constraint || (pg.code !== UNIQUE_VIOLATION && pg.code !== EXCLUSION_VIOLATION)) return undefined;
  const field = fields[pg.constraint];
  if (!field) return undefined;
  return invalid({ [field]: fieldError(pg.code === UNIQUE_VIOLATION ? ERROR_CODES.duplicate : ERROR_CODES.overlap) });
}

/** Runs a write; a known constraint's refusal becomes its 409, anything else goes on. */
export async function refusingConflicts<T>(write: () => Promise<T>, fields: Readonly<Record<string, string>>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw conflictOf(error, fields) ?? error;
  }
}

/**
 * The contract's answer to any refusal of the database that no narrower rule named: a race
 * with another writer is the 409 "reload" (the same as a replaced version), a value the
 * database cannot take (class 22, a check or not-null constraint) a 400. Undefined when the
 * error is no refusal of the data (a lost connection stays a 500). docs/server.md, "Refusals".
 */
export function refusalOf(error: unknown): HttpFailure | undefined {
  const code = pgErrorOf(error)?.code;
  if (!code) return undefined;
  if (RACES.has(code)) return new HttpFailure(409, GENERAL_MESSAGES.stale);
  if (code.startsWith('22') || code === '23502' || code === '23514') {
    return new HttpFailure(400, GENERAL_MESSAGES.unstorable, undefined, ERROR_CODES.invalidType);
  }
  return undefined;
}
