import { inboxDecisionsSchema } from '@/contract/inbox';
import type { Routes } from '../http';
import { json } from '../http';
import { SIGNED_IN, actorOf } from '../access/permission';
import type { AppBackend } from '../hr/backend';
import { parseOrThrow } from '../hr/errors';
import { pagingOrThrow } from '../hr/list-query';
import { jsonObject } from '../request-body';
import { decideAll, waitingCount, waitingFor } from './inbox';

/**
 * The decider's inbox (docs/contract.md, "Inbox"), open to every signed-in account — each
 * sees what waits on it (`awaitsDecisionOf`), often nothing: GET /app/inbox, GET
 * /app/inbox/count, POST /app/inbox/decisions.
 */
export function inboxHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const options = { bearer: true, permission: SIGNED_IN } as const;
  return [
    routes.on('get', '/app/inbox/count', async ({ session }) => {
      const { ctx } = await backend();
      return json({ count: await waitingCount(ctx, actorOf(session)) });
    }, options),
    routes.on('get', '/app/inbox', async ({ request, session }) => {
      const { ctx } = await backend();
      return json(await waitingFor(ctx, actorOf(session), pagingOrThrow(new URL(request.url).searchParams)));
    }, options),
    routes.on('post', '/app/inbox/decisions', async ({ request, session }) => {
      const { decisions } = parseOrThrow(inboxDecisionsSchema, await jsonObject(request));
      const { ctx, store } = await backend();
      const results = await decideAll(ctx, actorOf(session), decisions);
      if (results.some((result) => result.ok)) await store.saved();
      return json({ results });
    }, options),
  ];
}
