import { json, type Resolver } from '../http';
import { ERROR_CODES } from '@/domain/common';
import type { CalendarEvent } from '@server/core/storage/tables';
import type { Routes } from '../http';
import { actorOf, forbidden, need } from '../access/permission';
import { scopeOf, type Scope } from '../access/scope';
import type { Session } from '../ports';
import { positiveId } from './answering';
import type { AppBackend } from './backend';
import { calendarEventInputSchema, momentKey } from './calendar-input';
import { HttpFailure, fieldError, invalid, parseOrThrow } from './errors';
import { GENERAL_MESSAGES } from './messages-fr';
import { notFound } from './write';
import { actingAs } from '../audit/acting';
import { jsonObject } from '../request-body';

const SUBJECT = 'Cet événement';
const PATH = '/app/calendar';

/**
 * Whether the scope covers an event (docs/roles.md): an event of a service by its service;
 * one of no service, the whole company's, is read by all who read the calendar and written
 * by a reach of every record only.
 */
const coversEvent = (scope: Scope, event: { serviceId?: number }, use: 'read' | 'write') =>
  scope.all || (event.serviceId === undefined ? use === 'read' : scope.services.has(event.serviceId));

const idRequired = () => invalid({ id: fieldError(ERROR_CODES.required) });
const idFrom = (raw: unknown) => positiveId(raw, () => (raw === undefined || raw === null ? idRequired() : invalid({ id: fieldError(ERROR_CODES.invalidType) })));

/** DELETE sends no id in its path: it comes in the JSON body or as ?id=. */
async function idOfDelete(request: Request, pathId: unknown): Promise<number> {
  if (pathId !== undefined) return positiveId(pathId, () => notFound(SUBJECT));
  const query = new URL(request.url).searchParams.get('id');
  if (query !== null) return idFrom(query);
  const text = await request.text();
  if (text.trim() === '') throw idRequired();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpFailure(400, GENERAL_MESSAGES.notJson);
  }
  if (typeof body === 'number' || typeof body === 'string') return idFrom(body);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpFailure(400, GENERAL_MESSAGES.notJson);
  return idFrom((body as Record<string, unknown>).id);
}

/**
 * The team calendar (table calendarEvents): GET the events by start, POST one, PUT one by
 * id (in the body, as the app sends it, or in the path) quoting its version,
 * DELETE one by id (body, ?id= or path).
 */
export function calendarHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const write = async (body: Record<string, unknown>, id: number | undefined, session: Session | undefined) => {
    const { ctx, store } = await backend();
    const scope = await scopeOf(actorOf(session), 'calendar', id === undefined ? 'create' : 'update', ctx);
    const event = await actingAs(ctx, session).transaction(async ({ db }): Promise<CalendarEvent> => {
      const existing = id === undefined ? undefined : await db.get('calendarEvents', id);
      if (id !== undefined) {
        if (!existing) throw notFound(SUBJECT);
        if (!coversEvent(scope, existing, 'write')) throw forbidden();
        if (typeof body.version !== 'number') throw invalid({ version: fieldError(ERROR_CODES.required) });
        if (body.version !== existing.version) throw new HttpFailure(409, GENERAL_MESSAGES.stale);
      }
      const input = parseOrThrow(calendarEventInputSchema, body);
      if (!coversEvent(scope, input, 'write')) throw forbidden();
      if (input.serviceId !== undefined && !(await db.get('services', input.serviceId))) {
        throw invalid({ serviceId: fieldError(ERROR_CODES.unknownReference) });
      }
      const now = ctx.clock.now();
      const row: CalendarEvent = {
        id: existing?.id ?? (await db.nextId('calendarEvents')),
        title: input.title,
        start: input.start,
        allDay: input.allDay ?? !input.start.includes('T'),
        version: (existing?.version ?? 0) + 1,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      };
      if (input.end !== undefined) row.end = input.end;
      if (input.category !== undefined) row.category = input.category;
      if (input.serviceId !== undefined) row.serviceId = input.serviceId;
      if (existing) await db.update('calendarEvents', row, existing.version);
      else await db.insert('calendarEvents', row);
      return row;
    });
    await store.saved();
    return event;
  };

  const update: Resolver = async ({ request, params, session }) => {
    const body = await jsonObject(request);
    const id = params.id === undefined ? idFrom(body.id) : positiveId(params.id, () => notFound(SUBJECT));
    return json(await write(body, id, session));
  };
  const remove: Resolver = async ({ request, params, session }) => {
    const id = await idOfDelete(request, params.id);
    const { ctx, store } = await backend();
    const scope = await scopeOf(actorOf(session), 'calendar', 'delete', ctx);
    const event = await actingAs(ctx, session).transaction(async ({ db }) => {
      const found = await db.get('calendarEvents', id);
      if (!found) throw notFound(SUBJECT);
      if (!coversEvent(scope, found, 'write')) throw forbidden();
      await db.remove('calendarEvents', id);
      return found;
    });
    await store.saved();
    return json(event);
  };

  return [
    routes.on(
      'get',
      PATH,
      async ({ session }) => {
        const { ctx } = await backend();
        const scope = await scopeOf(actorOf(session), 'calendar', 'read', ctx);
        const events = (await ctx.db.all('calendarEvents')).filter((event) => coversEvent(scope, event, 'read'));
        events.sort((a, b) => momentKey(a.start).localeCompare(momentKey(b.start)) || a.id - b.id);
        return json(events);
      },
      { bearer: true, permission: need('calendar', 'read') },
    ),
    routes.on(
      'get',
      `${PATH}/:id`,
      async ({ params, session }) => {
        const { ctx } = await backend();
        const event = await ctx.db.get('calendarEvents', positiveId(params.id, () => notFound(SUBJECT)));
        if (!event || !coversEvent(await scopeOf(actorOf(session), 'calendar', 'read', ctx), event, 'read')) throw notFound(SUBJECT);
        return json(event);
      },
      { bearer: true, permission: need('calendar', 'read') },
    ),
    routes.on(
      'post',
      PATH,
      async ({ request, session }) => json(await write(await jsonObject(request), undefined, session), { status: 201 }),
      { bearer: true, permission: need('calendar', 'create') },
    ),
    routes.on('put', PATH, update, { bearer: true, permission: need('calendar', 'update') }),
    routes.on('put', `${PATH}/:id`, update, { bearer: true, permission: need('calendar', 'update') }),
    routes.on('delete', PATH, remove, { bearer: true, permission: need('calendar', 'delete') }),
    routes.on('delete', `${PATH}/:id`, remove, { bearer: true, permission: need('calendar', 'delete') }),
  ];
}
