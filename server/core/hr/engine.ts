import { json } from '../http';
import { putPermission } from '../access/decisions';
import { areaAccess } from '../access/area-access';
import { actorOf, need, type Permission } from '../access/permission';
import { privacyOf } from '../access/private-fields';
import { forgetScopes } from '../access/scope';
import type { Session } from '../ports';
import type { Row } from '@server/core/storage/tables';
import type { Routes } from '../http';
import type { AreaDefinition, AreaTable } from './area';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { positiveId, type Resolver } from './answering';
import { answerList, withLive } from './list-answer';
import { parseListQuery } from './list-query';
import { notFound, removeRecord, writeRecord } from './write';
import { updateRecord } from './update-record';
import { actingAs } from '../audit/acting';
import { jsonObject } from '../request-body';

/** GET list, GET one, POST, PUT and DELETE of one area, the same for all fourteen. */
export function areaHandlers<T extends AreaTable, I extends object, N extends object>(
  routes: Routes,
  backend: () => Promise<AppBackend>,
  area: AreaDefinition<T, I, N>,
) {
  const access = areaAccess(area);
  const item = async (row: Row<T>, ctx: AppContext) => (await withLive(area, await ctx.db.withNames(ctx.view(area), [row]), ctx))[0];
  /** One row as answered: with what is worth saying about it (`warnings`, by field), if anything. */
  const withWarnings = async (row: Row<T>, ctx: AppContext) => {
    const warnings = await area.warnings?.(row, ctx);
    const answered = await item(row, ctx);
    return warnings && Object.keys(warnings).length > 0 ? { ...answered, warnings } : answered;
  };
  const idOf = (raw: string | undefined) => positiveId(raw, () => notFound(area.subject));
  /** A record as this session is answered it: without the private fields it may not read. */
  const shown = async <R extends object>(record: R, session: Session | undefined, ctx: AppContext) =>
    (await privacyOf(access.area, actorOf(session), ctx))(record);

  const path = `/app/${area.name}`;
  const on = (method: 'get' | 'post' | 'put' | 'delete', route: string, resolve: Resolver, permission: Permission) =>
    routes.on(method, route, resolve, { bearer: true, permission, subject: area.subject });

  return [
    on('get', path, async ({ request, session }) => {
      const { ctx } = await backend();
      const query = parseListQuery(new URL(request.url).searchParams, area, ctx);
      return json(await answerList(area, actorOf(session), ctx, { ...query, within: await access.within(actorOf(session), ctx) }));
    }, need(access.area, 'read')),
    on('get', `${path}/:id`, async ({ params, session }) => {
      const { ctx } = await backend();
      const row = await ctx.db.get(area.table, idOf(params.id));
      // A record outside the reach is answered as absent.
      if (!row || !(await access.reads(actorOf(session), ctx, row))) throw notFound(area.subject);
      return json(await shown(await withWarnings(row, ctx), session, ctx));
    }, need(access.area, 'read')),
    on('post', path, async ({ request, session }) => {
      const body = await jsonObject(request);
      const { ctx, store } = await backend();
      await access.checkCreate(actorOf(session), ctx, body);
      const row = await writeRecord(area, actingAs(ctx, session), body, undefined, session);
      forgetScopes(actorOf(session));
      await store.saved();
      return json(await shown(await withWarnings(row, ctx), session, ctx), { status: 201 });
    }, need(access.area, 'create')),
    on('put', `${path}/:id`, async ({ request, params, session }) => {
      const id = idOf(params.id);
      const sent = await jsonObject(request);
      const { ctx, store } = await backend();
      const row = await updateRecord(area, ctx, session, id, sent);
      await store.saved();
      return json(await shown(await withWarnings(row, ctx), session, ctx));
    }, putPermission(area.name)),
    on('delete', `${path}/:id`, async ({ params, session }) => {
      const id = idOf(params.id);
      const { ctx, store } = await backend();
      const existing = await ctx.db.get(area.table, id);
      if (existing) await access.checkDelete(actorOf(session), ctx, existing);
      const kept = await removeRecord(area, actingAs(ctx, session), id);
      forgetScopes(actorOf(session));
      await store.saved();
      return kept ? json(await shown(await item(kept, ctx), session, ctx)) : new Response(null, { status: 204 });
    }, need(access.area, 'delete')),
  ];
}
