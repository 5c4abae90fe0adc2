import { json } from '../http';
import { employeePrivateInputSchema, type EmployeePrivate } from '@/domain/hr/employee';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { checkVersion, parseOrThrow } from '../hr/errors';
import { notFound } from '../hr/write';
import { actingAs, authorOf, recordNotes } from '../audit/acting';
import type { Routes } from '../http';
import { ownerOf } from '../access/area-reach';
import { actorOf, forbidden, need } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import type { Session } from '../ports';
import { jsonObject } from '../request-body';

const SUBJECT = 'Cet employé';

/**
 * Writes the employee's private block whole as `body` says (a field absent is cleared),
 * quoting its version (0 when there is none yet; a stale one is 409): the PUT below, and an
 * approved private-data change (server/core/self-service).
 */
export function writePrivateBlock(ctx: AppContext, id: number, body: Record<string, unknown>): Promise<EmployeePrivate> {
  return ctx.transaction(async ({ db }): Promise<EmployeePrivate> => {
    const existing = await db.get('employeePrivate', id);
    const version = body.version ?? (existing ? undefined : 0);
    checkVersion(version, existing?.version ?? 0);
    const input = parseOrThrow(employeePrivateInputSchema, body);
    const written: EmployeePrivate = { employeeId: id, version: version + 1 };
    for (const [field, value] of Object.entries(input)) if (value !== undefined) Object.assign(written, { [field]: value });
    if (existing) await db.update('employeePrivate', written, existing.version);
    else await db.insert('employeePrivate', written);
    return written;
  });
}

/**
 * The employee's private block (NIR, IBAN, emergency contact), read and written apart:
 * GET and PUT user/private/{employeeId}. A write quotes the block's version (0 when the
 * employee has none yet); a stale one answers 409.
 */
export function privateHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  /**
   * The employee's id, when the session may read their private block (docs/roles.md:
   * `readPrivate`): else they are answered as absent; to write it, it must be allowed to
   * update them too (else 403).
   */
  const employeeIdOf = async (raw: unknown, session: Session | undefined, writing: boolean) => {
    const { ctx, store } = await backend();
    const id = positiveId(raw, () => notFound(SUBJECT));
    const actor = actorOf(session);
    if (!(await ctx.db.get('employees', id)) || !covers(await scopeOf(actor, 'employee', 'readPrivate', ctx), 'people', id)) throw notFound(SUBJECT);
    if (writing && !covers(await scopeOf(actor, 'employee', 'update', ctx), 'people', id)) throw forbidden();
    return { ctx, store, id };
  };

  return [
    routes.on(
      'get',
      '/user/private/:id',
      async ({ params, session }) => {
        const { ctx, id } = await employeeIdOf(params.id, session, false);
        // Revealing the NIR and IBAN is recorded, as a write is.
        const owner = ownerOf('employeePrivate', { employeeId: id });
        await recordNotes(ctx, authorOf(session), [{ area: 'employeePrivate', recordId: id, action: 'readPrivate', changes: [], owner }]);
        return json((await ctx.db.get('employeePrivate', id)) ?? { employeeId: id, version: 0 });
      },
      { bearer: true, permission: need('employee', 'readPrivate') },
    ),
    routes.on(
      'put',
      '/user/private/:id',
      async ({ request, params, session }) => {
        const body = await jsonObject(request);
        const { ctx, store, id } = await employeeIdOf(params.id, session, true);
        const row = await writePrivateBlock(actingAs(ctx, session), id, body);
        await store.saved();
        return json(row);
      },
      { bearer: true, permission: need('employee', 'update') },
    ),
  ];
}
