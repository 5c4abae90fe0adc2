import { retentionPurgeInputSchema } from '@/contract/retention';
import { ERROR_CODES } from '@/domain/common';
import type { Action } from '@/domain/permissions';
import { RETENTION_POLICY } from '@/domain/rules/retention';
import { actorOf, need } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import { actingAs } from '../audit/acting';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { HttpFailure, parseOrThrow } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import { json, type Resolver, type Routes } from '../http';
import type { Session } from '../ports';
import { jsonObject } from '../request-body';
import type { PhotoStore } from '../storage/photos';
import { answeredPerson, countsOf, planRetention, type PersonTest } from './plan';
import { purgeDue } from './purge';

const PATH = '/app/retention';

/** The people of the caller's reach of `retention` (Root: everyone; HR: the people of their enterprises). */
async function coveredBy(ctx: AppContext, session: Session | undefined, action: Action): Promise<PersonTest> {
  const scope = await scopeOf(actorOf(session), 'retention', action, ctx);
  return async (employee) => covers(scope, 'people', employee.id);
}

/**
 * Forgetting on time (docs/retention.md, docs/contract.md "Retention"): the policy and what is
 * due today, the dry run (what a purge would change, changing nothing), and the purge HR
 * confirms for the day they saw the list on.
 */
export function retentionHandlers(routes: Routes, backend: () => Promise<AppBackend>, photos: () => Promise<PhotoStore>) {
  const overview: Resolver = async ({ session }) => {
    const { ctx, store } = await backend();
    const today = ctx.clock.today();
    const plan = await planRetention(ctx, today, await coveredBy(ctx, session, 'read'));
    const listed = await store.repository.notifications.lastDailyTask('retention');
    return json({ today, policy: RETENTION_POLICY, due: countsOf(plan), people: plan.map(answeredPerson), ...(listed && { listed: { day: listed.day, due: listed.summary } }) });
  };

  const dryRun: Resolver = async ({ session }) => {
    const { ctx } = await backend();
    const today = ctx.clock.today();
    const plan = await planRetention(ctx, today, await coveredBy(ctx, session, 'update'));
    return json({ today, changes: countsOf(plan), people: plan.map(answeredPerson) });
  };

  const purge: Resolver = async ({ request, session }) => {
    const body = await jsonObject(request);
    const { ctx, store } = await backend();
    const { day } = parseOrThrow(retentionPurgeInputSchema, body);
    const today = ctx.clock.today();
    // The list HR confirmed is the day's: past midnight, what is due has changed.
    if (day !== today) throw new HttpFailure(409, FRENCH_MESSAGES.retentionDayChanged, undefined, ERROR_CODES.retentionDayChanged);
    const purged = await purgeDue(actingAs(ctx, session), today, await coveredBy(ctx, session, 'update'), photos);
    await store.saved();
    return json(purged);
  };

  const on = (method: 'get' | 'post', path: string, resolve: Resolver, action: Action) =>
    routes.on(method, path, resolve, { bearer: true, permission: need('retention', action) });
  return [on('get', PATH, overview, 'read'), on('get', `${PATH}/dry-run`, dryRun, 'update'), on('post', `${PATH}/purge`, purge, 'update')];
}
