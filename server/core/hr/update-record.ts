import { areaAccess } from '../access/area-access';
import { actorOf } from '../access/permission';
import { withPrivateKept } from '../access/private-fields';
import { forgetScopes } from '../access/scope';
import { actingAs } from '../audit/acting';
import type { Session } from '../ports';
import type { Row } from '../storage/tables';
import type { AreaDefinition, AreaTable } from './area';
import type { AppContext } from './context';
import { writeRecord } from './write';

/**
 * PUT /app/{area}/{id} once the route's permission is granted: the body as the session means
 * it (private fields it was not answered kept as stored), its reach checked, then the write —
 * version check, rules, audit entry, in its own transaction. The inbox's decisions go the same
 * way (server/core/inbox), so a decision made there is the single call's. The caller then
 * tells the store it saved (`store.saved()`).
 */
export async function updateRecord<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  ctx: AppContext,
  session: Session | undefined,
  id: number,
  sent: Record<string, unknown>,
): Promise<Row<T>> {
  const access = areaAccess(area);
  const existing = await ctx.db.get(area.table, id);
  const body = existing ? await withPrivateKept(access.area, actorOf(session), ctx, existing, sent) : sent;
  if (existing) await access.checkUpdate(actorOf(session), ctx, existing, body);
  const row = await writeRecord(area, actingAs(ctx, session), body, id, session);
  forgetScopes(actorOf(session));
  return row;
}
