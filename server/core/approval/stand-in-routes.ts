import { ERROR_CODES } from '@/domain/common';
import { standInInputSchema, type StandIn, type StandInInput } from '@/domain/hr/approval';
import { actorOf, forbidden, need } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import { actingAs } from '../audit/acting';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { employeeName } from '../hr/areas/names';
import { HttpFailure, checkVersion, fieldError, invalid, mergeErrors, parseOrThrow, type FieldErrors } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import { notFound } from '../hr/write';
import { json, type Resolver, type Routes } from '../http';
import type { Session } from '../ports';
import { jsonObject } from '../request-body';
import type { HrReader } from '../storage/repository';
import { checkDeletedVersion, keepRow } from './rows';

const SUBJECT = 'Ce remplacement';
const PATH = '/app/stand_in';

/** Whether the employee heads a unit (a service, a department, a direction): only they have requests to hand to a stand-in. */
async function headsAUnit(db: HrReader, employeeId: number): Promise<boolean> {
  const heads = (unit: { headEmployeeId?: number }) => unit.headEmployeeId === employeeId;
  return (await db.all('services')).some(heads) || (await db.all('departments')).some(heads) || (await db.all('directions')).some(heads);
}

/** The stand-in as answered: with the names of both people. */
const answered = async (ctx: AppContext, standIn: StandIn): Promise<StandIn> => ({
  ...standIn,
  managerName: await employeeName(ctx, standIn.managerId),
  standInName: await employeeName(ctx, standIn.standInId),
});

/** Both people exist; the manager heads a unit. */
async function referenceErrors(db: HrReader, input: StandInInput): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (!(await db.get('employees', input.standInId))) errors.standInId = fieldError(ERROR_CODES.unknownReference);
  if (!(await db.get('employees', input.managerId))) errors.managerId = fieldError(ERROR_CODES.unknownReference);
  else if (!(await headsAUnit(db, input.managerId))) errors.managerId = fieldError(ERROR_CODES.headsNoUnit);
  return errors;
}

/**
 * A change of a period already begun: its start and its people stay, and its end is brought
 * back to today at the earliest (an end already past stays as it was). Before the start, anything.
 */
function startedErrors(existing: StandIn, input: StandInInput, today: string): FieldErrors {
  if (existing.startDate > today) return {};
  const errors: FieldErrors = {};
  for (const field of ['managerId', 'standInId', 'startDate'] as const) {
    if (input[field] !== existing[field]) errors[field] = fieldError(ERROR_CODES.standInStarted);
  }
  if (input.endDate !== existing.endDate && input.endDate < today) errors.endDate = fieldError(ERROR_CODES.beforeToday);
  return errors;
}

/**
 * The stand-ins (docs/domain.md, "Stand-ins"): GET those the session reads (its own, as
 * manager or as stand-in; HR's, of their enterprises' managers), POST one, PUT one quoting
 * its version (its dates; ended early), DELETE one before it starts. Audited.
 */
export function standInHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const idOf = (raw: string | undefined) => positiveId(raw, () => notFound(SUBJECT));

  const write = async (request: Request, id: number | undefined, session: Session) => {
    const body = await jsonObject(request);
    const { ctx, store } = await backend();
    // Read before the transaction, which the reads of a scope would wait for.
    const scope = await scopeOf(session, 'standIn', id === undefined ? 'create' : 'update', ctx);
    const standIn = await actingAs(ctx, session).transaction(async ({ db }) => {
      const existing = id === undefined ? undefined : await db.get('standIns', id);
      if (id !== undefined && !existing) throw notFound(SUBJECT);
      if (existing && !covers(scope, 'people', existing.managerId)) throw forbidden();
      if (existing) checkVersion(body.version, existing.version);
      const input = parseOrThrow(standInInputSchema, body);
      if (!covers(scope, 'people', input.managerId)) throw forbidden();
      const errors = mergeErrors(await referenceErrors(db, input), existing && startedErrors(existing, input, ctx.clock.today()));
      if (Object.keys(errors).length > 0) throw invalid(errors);
      return keepRow(db, 'standIns', existing, input, ctx.clock.now());
    });
    await store.saved();
    return answered(ctx, standIn);
  };

  const list: Resolver = async ({ session }) => {
    const { ctx } = await backend();
    const actor = actorOf(session);
    const scope = await scopeOf(actor, 'standIn', 'read', ctx);
    const shown = (await ctx.db.all('standIns')).filter((row) => covers(scope, 'people', row.managerId) || (actor.employeeId !== undefined && row.standInId === actor.employeeId));
    shown.sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);
    return json({ items: await Promise.all(shown.map((row) => answered(ctx, row))), today: ctx.clock.today() });
  };

  const remove: Resolver = async ({ request, params, session }) => {
    const id = idOf(params.id);
    const { ctx, store } = await backend();
    const scope = await scopeOf(actorOf(session), 'standIn', 'delete', ctx);
    await actingAs(ctx, session).transaction(async ({ db }) => {
      const existing = await db.get('standIns', id);
      if (!existing) throw notFound(SUBJECT);
      if (!covers(scope, 'people', existing.managerId)) throw forbidden();
      checkDeletedVersion(request, existing.version);
      if (existing.startDate <= ctx.clock.today()) throw new HttpFailure(409, FRENCH_MESSAGES.standInStarted, undefined, ERROR_CODES.standInStarted);
      await db.remove('standIns', id);
    });
    await store.saved();
    return new Response(null, { status: 204 });
  };

  const on = (method: 'get' | 'post' | 'put' | 'delete', path: string, resolve: Resolver, action: 'read' | 'create' | 'update' | 'delete') =>
    routes.on(method, path, resolve, { bearer: true, permission: need('standIn', action), subject: SUBJECT });
  return [
    on('get', PATH, list, 'read'),
    on('post', PATH, async ({ request, session }) => json(await write(request, undefined, actorOf(session)), { status: 201 }), 'create'),
    on('put', `${PATH}/:id`, async ({ request, params, session }) => json(await write(request, idOf(params.id), actorOf(session))), 'update'),
    on('delete', `${PATH}/:id`, remove, 'delete'),
  ];
}
