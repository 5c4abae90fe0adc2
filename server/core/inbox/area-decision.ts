import type { InboxDecision } from '@/contract/inbox';
import { ERROR_CODES } from '@/domain/common';
import type { AreaDefinition, AreaTable } from '../hr/area';
import type { AppContext } from '../hr/context';
import { HttpFailure, checkVersion } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import { notFound } from '../hr/write';
import { updateRecord } from '../hr/update-record';
import type { Session } from '../ports';
import type { Row } from '../storage/tables';
import { awaitsDecisionOf } from './awaiting';
import { areaAccess } from '../access/area-access';

/** The refusal of a decision on a request that no longer waits on one (decided, cancelled, withdrawn). */
const noLongerWaiting = () => new HttpFailure(409, FRENCH_MESSAGES.notAwaiting, undefined, ERROR_CODES.notAwaiting);

/**
 * The record a decision is about, once it may be made: refused when the record is gone or
 * outside the session's reach (404), was changed since (409), or no longer waits on the
 * session (409, `notAwaiting`).
 */
export async function decidable<T extends 'leaves' | 'missions' & AreaTable, I extends object, N extends object>(
  ctx: AppContext,
  session: Session,
  area: AreaDefinition<T, I, N>,
  decision: InboxDecision,
  waits: (row: Row<T>) => boolean,
): Promise<Row<T>> {
  const access = areaAccess(area);
  const row = await ctx.db.get(area.table, decision.id);
  if (!row || !(await access.reads(session, ctx, row))) throw notFound(area.subject);
  checkVersion(decision.version, row.version);
  if (!waits(row) || !(await awaitsDecisionOf(ctx, session, access.area, row)).may) throw noLongerWaiting();
  return row;
}

/**
 * One inbox decision made as the single PUT /app/{area}/{id} makes it (server/core/hr/
 * update-record.ts), once `decidable`: the stored record with `changes` and the quoted
 * version, so its version check, transition, balance and overlap rules, audit entry and
 * transaction are the area's. Answers the status after it.
 */
export async function decideThroughArea<T extends 'leaves' | 'missions' & AreaTable, I extends object, N extends object>(
  ctx: AppContext,
  session: Session,
  area: AreaDefinition<T, I, N>,
  decision: InboxDecision,
  waits: (row: Row<T>) => boolean,
  changes: Record<string, unknown>,
): Promise<string> {
  const row = await decidable(ctx, session, area, decision, waits);
  const written = await updateRecord(area, ctx, session, row.id, { ...row, ...changes, version: decision.version });
  return written.status;
}
