import { json, type Routes } from '../http';
import { SIGNED_IN, actorOf, need } from '../access/permission';
import { forgetScopes } from '../access/scope';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { parseOrThrow } from '../hr/errors';
import { positiveId, type Resolver } from '../hr/answering';
import { notFound } from '../hr/write';
import type { Session } from '../ports';
import type { Row } from '../storage/tables';
import { jsonObject } from '../request-body';
import { ATTENDANCE_CORRECTIONS, askCorrection, decideCorrection } from './attendance-corrections';
import { changeMyContact } from './my-contact';
import { PRIVATE_CHANGES, askPrivateChange, decidePrivateChange } from './private-changes';
import { decisionBodySchema, listRequests, named, withdraw, type SelfKind, type SelfTable } from './requests';

/** A write of one request (`id` 0 when it makes a new one): the row it leaves. */
type Write<T extends SelfTable> = (ctx: AppContext, session: Session, id: number, body: Record<string, unknown>) => Promise<Row<T>>;

/** The routes of one kind of self-service request under `path`. */
function requestRoutes<T extends SelfTable>(
  routes: Routes,
  backend: () => Promise<AppBackend>,
  path: string,
  kind: SelfKind<T>,
  ask: (ctx: AppContext, session: Session, body: unknown) => Promise<Row<T>>,
  decide: Write<T>,
) {
  const { resource, subject } = kind;
  /** Runs a write, keeps the store and answers the request named. */
  const answering =
    (status: number, write: Write<T>): Resolver =>
    async ({ request, params, session }) => {
      const id = params.id === undefined ? 0 : positiveId(params.id, () => notFound(subject));
      const body = await jsonObject(request);
      const { ctx, store } = await backend();
      const row = await write(ctx, actorOf(session), id, body);
      forgetScopes(actorOf(session));
      await store.saved();
      return json(await named(ctx, row), { status });
    };
  const on = (method: 'get' | 'post' | 'put', route: string, resolve: Resolver, action: 'read' | 'create' | 'update' | 'decide') =>
    routes.on(method, route, resolve, { bearer: true, permission: need(resource, action), subject });
  return [
    on('get', path, async ({ request, session }) => {
      const { ctx } = await backend();
      return json(await listRequests(kind, ctx, actorOf(session), new URL(request.url).searchParams));
    }, 'read'),
    on('post', path, answering(201, (ctx, session, _id, body) => ask(ctx, session, body)), 'create'),
    on('put', `${path}/:id`, answering(200, (ctx, session, id, body) => withdraw(kind, ctx, session, id, body)), 'update'),
    on('post', `${path}/:id/decision`, answering(200, (ctx, session, id, body) => decide(ctx, session, id, body)), 'decide'),
  ];
}

/**
 * The self-service requests (docs/domain.md, "Self-service requests"): attendance corrections
 * and private-data changes (list, ask, withdraw, decide), and the employee's own phone.
 */
export function selfServiceHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    ...requestRoutes(routes, backend, '/app/attendance_correction', ATTENDANCE_CORRECTIONS, askCorrection, (ctx, session, id, body) =>
      decideCorrection(ctx, session, { id, ...parseOrThrow(decisionBodySchema, body) }),
    ),
    ...requestRoutes(routes, backend, '/app/private_change', PRIVATE_CHANGES, askPrivateChange, (ctx, session, id, body) =>
      decidePrivateChange(ctx, session, { id, ...parseOrThrow(decisionBodySchema, body) }),
    ),
    routes.on(
      'put',
      '/app/my/contact',
      async ({ request, session }) => {
        const body = await jsonObject(request);
        const { ctx, store } = await backend();
        const row = await changeMyContact(ctx, actorOf(session), body);
        await store.saved();
        return json(row);
      },
      { bearer: true, permission: SIGNED_IN },
    ),
  ];
}
