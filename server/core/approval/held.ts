import type { StandIn } from '@/domain/hr/approval';
import { periodHolds } from '@/domain/rules/approval-chain';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';

/** Per request (a session object lives for one): the stand-ins the session holds today, read once. */
const held = new WeakMap<Session, Promise<StandIn[]>>();

/**
 * The stand-ins the session's employee holds today (docs/domain.md, "Stand-ins"): those whose
 * period, both days included, holds the core's today. Before the first day and after the
 * last, none.
 */
export function standInsHeld(ctx: AppContext, session: Session): Promise<StandIn[]> {
  const self = session.employeeId;
  if (self === undefined) return Promise.resolve([]);
  let kept = held.get(session);
  if (!kept) {
    const today = ctx.clock.today();
    kept = ctx.db.all('standIns').then((rows) => rows.filter((row) => row.standInId === self && periodHolds(row, today)));
    held.set(session, kept);
  }
  return kept;
}

/** After a write of the stand-ins: read them again. */
export const forgetStandInsHeld = (session: Session) => void held.delete(session);
