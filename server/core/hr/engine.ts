import { json } from '../http';
import type { Row } from '@server/core/storage/tables';
import type { Routes } from '../http';
import type { AreaDefinition, AreaTable } from './area';
import type { AppBackend } from './backend';
import type { AppContext } from './context';
import { positiveId, type Resolver } from './answering';
import { jsonObject } from './errors';
import { parseListQuery, runListQuery } from './list-query';
import { createViewCache, type ViewCache } from './view-cache';
import { notFound, removeRecord, writeRecord } from './write';

/** GET list, GET one, POST, PUT and DELETE of one area, the same for all fourteen. */
export function areaHandlers<T extends AreaTable, I extends object, N extends object>(
  routes: Routes,
  backend: () => Promise<AppBackend>,
  area: AreaDefinition<T, I, N>,
) {
  const caches = new WeakMap<AppBackend, ViewCache<T, N>>();
  const open = async () => {
    const opened = await backend();
    let cache = caches.get(opened);
    if (!cache) caches.set(opened, (cache = createViewCache(area, opened.ctx)));
    const item = (row: Row<T>) => ({ ...row, ...cache.names(row) });
    /** One row as answered: with what is worth saying about it (`warnings`, by field), if anything. */
    const withWarnings = (row: Row<T>, ctx: AppContext) => {
      const warnings = area.warnings?.(row, ctx);
      return warnings && Object.keys(warnings).length > 0 ? { ...item(row), warnings } : item(row);
    };
    return { ...opened, cache, item, withWarnings };
  };
  const idOf = (raw: string | undefined) => positiveId(raw, () => notFound(area.subject));

  const path = `/app/${area.name}`;
  const on = (method: 'get' | 'post' | 'put' | 'delete', route: string, resolve: Resolver) =>
    routes.on(method, route, resolve, { bearer: true, subject: area.subject });

  return [
    on('get', path, async ({ request }) => {
      const { ctx, cache } = await open();
      const query = parseListQuery(new URL(request.url).searchParams, area, ctx);
      await cache.prepare(query);
      return json(runListQuery(area, cache, ctx, query));
    }),
    on('get', `${path}/:id`, async ({ params }) => {
      const { ctx, withWarnings } = await open();
      const row = ctx.db.get(area.table, idOf(params.id));
      if (!row) throw notFound(area.subject);
      return json(withWarnings(row, ctx));
    }),
    on('post', path, async ({ request, session }) => {
      const body = await jsonObject(request);
      const { ctx, store, withWarnings } = await open();
      const row = writeRecord(area, ctx, body, undefined, session);
      await store.saved();
      return json(withWarnings(row, ctx), { status: 201 });
    }),
    on('put', `${path}/:id`, async ({ request, params, session }) => {
      const id = idOf(params.id);
      const body = await jsonObject(request);
      const { ctx, store, withWarnings } = await open();
      const row = writeRecord(area, ctx, body, id, session);
      await store.saved();
      return json(withWarnings(row, ctx));
    }),
    on('delete', `${path}/:id`, async ({ params }) => {
      const { ctx, store, item } = await open();
      const kept = removeRecord(area, ctx, idOf(params.id));
      await store.saved();
      return kept ? json(item(kept)) : new Response(null, { status: 204 });
    }),
  ];
}
