import type { Action } from '@/domain/permissions';
import type { AreaDefinition, AreaTable } from '../hr/area';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import type { Row } from '../storage/tables';
import { fieldOf } from '../storage/table-keys';
import { holds, holdsWritten, withinOf } from './area-reach';
import { writeAction } from './decisions';
import { forbidden } from './permission';
import { hrAreaOf } from './resources';
import { scopeOf } from './scope';

/**
 * What a session may do with an area's records, by its reach (docs/roles.md): the limits of
 * its lists, the records it reads (others are absent: 404), and its writes (a record outside
 * the reach, as it is or as it would become: 403).
 */
export function areaAccess<T extends AreaTable, I extends object, N extends object>(definition: AreaDefinition<T, I, N>) {
  const area = hrAreaOf(definition.name);

  /** Throws the 403 when the scope of `action` does not hold the record as stored, or as the body would write it. */
  async function checkWrite(session: Session, ctx: AppContext, action: Action, existing: Row<T> | undefined, body?: Record<string, unknown>) {
    const scope = await scopeOf(session, area, action, ctx);
    if (scope.all) return;
    if (existing && !holds(area, scope, existing)) throw forbidden();
    const parsed = body && definition.input.safeParse(body);
    // A body the schema refuses is refused by the write itself (400), naming its fields.
    if (parsed?.success && !holdsWritten(area, scope, { ...parsed.data, id: existing?.id })) throw forbidden();
  }

  return {
    area,
    /** The limits of the session's lists of the area. */
    within: async (session: Session, ctx: AppContext) => withinOf(area, await scopeOf(session, area, 'read', ctx)),
    /** Whether the session reads this record. */
    reads: async (session: Session, ctx: AppContext, row: Row<T>) => holds(area, await scopeOf(session, area, 'read', ctx), row),
    checkCreate: (session: Session, ctx: AppContext, body: Record<string, unknown>) => checkWrite(session, ctx, 'create', undefined, body),
    /** An update, or a decision when the body decides someone's request. */
    checkUpdate: (session: Session, ctx: AppContext, existing: Row<T>, body: Record<string, unknown>) => {
      const status = fieldOf(existing, 'status');
      const ownRequest = session.employeeId !== undefined && fieldOf(existing, 'employeeId') === session.employeeId;
      const action = writeAction(area, typeof status === 'string' ? status : undefined, body.status, ownRequest);
      return checkWrite(session, ctx, action, existing, body);
    },
    checkDelete: (session: Session, ctx: AppContext, existing: Row<T>) => checkWrite(session, ctx, 'delete', existing),
  };
}
