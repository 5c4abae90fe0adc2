import { json } from '../http';
import type { Row } from '@server/core/storage/tables';
import type { Routes } from '../http';
import type { AreaDefinition, AreaTable } from './area';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { positiveId, type Resolver } from './answering';
import { jsonObject } from './errors';
import { parseListQuery, runListQuery } from './list-query';
import { notFound, removeRecord, writeRecord } from './write';
import { actingAs } from '../audit/acting';

/** GET list, GET one, POST, PUT and DELETE of one area, the same for all fourteen. */
export function areaHandlers<T extends AreaTable, I extends object, N extends object>(
  routes: Routes,
  backend: () => Promise<AppBackend>,
  area: AreaDefinition<T, I, N>,
) {
  /** The rows as answered: with their names, and the area's live fields. */
  const withLive = async <R extends Row<T>>(rows: R[], ctx: AppContext): Promise<R[]> =>
    area.live ? Promise.all(rows.map(async (row) => ({ ...row, ...(await area.live?.(row, ctx)) }))) : rows;
  const item = async (row: Row<T>, ctx: AppContext) => (await withLive(await ctx.db.withNames(ctx.view(area), [row]), ctx))[0];
  /** One row as answered: with what is worth saying about it (`warnings`, by field), if anything. */
  const withWarnings = async (row: Row<T>, ctx: AppContext) => {
    const warnings = await area.warnings?.(row, ctx);
    const answered = await item(row, ctx);
    return warnings && Object.keys(warnings).length > 0 ? { ...answered, warnings } : answered;
  };
  const idOf = (raw: string | undefined) => positiveId(raw, () => notFound(area.subject));

  const path = `/app/${area.name}`;
  const on = (method: 'get' | 'post' | 'put' | 'delete', route: string, resolve: Resolver) =>
    routes.on(method, route, resolve, { bearer: true, subject: area.subject });

  return [
    on('get', path, async ({ request }) => {
      const { ctx } = await backend();
      const query = parseListQuery(new URL(request.url).searchParams, area, ctx);
      const page = await runListQuery(area, ctx, query);
      return json({ ...page, items: await withLive(page.items, ctx) });
    }),
    on('get', `${path}/:id`, async ({ params }) => {
      const { ctx } = await backend();
      const row = await ctx.db.get(area.table, idOf(params.id));
      if (!row) throw notFound(area.subject);
      return json(await withWarnings(row, ctx));
    }),
    on('post', path, async ({ request, session }) => {
      const body = await jsonObject(request);
      const { ctx, store } = await backend();
      const row = await writeRecord(area, actingAs(ctx, session), body, undefined, session);
      await store.saved();
      return json(await withWarnings(row, ctx), { status: 201 });
    }),
    on('put', `${path}/:id`, async ({ request, params, session }) => {
      const id = idOf(params.id);
      const body = await jsonObject(request);
      const { ctx, store } = await backend();
      const row = await writeRecord(area, actingAs(ctx, session), body, id, session);
      await store.saved();
      return json(await withWarnings(row, ctx));
    }),
    on('delete', `${path}/:id`, async ({ params, session }) => {
      const { ctx, store } = await backend();
      const kept = await removeRecord(area, actingAs(ctx, session), idOf(params.id));
      await store.saved();
      return kept ? json(await item(kept, ctx)) : new Response(null, { status: 204 });
    }),
  ];
}
