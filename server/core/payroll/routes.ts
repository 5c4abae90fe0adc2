import { ERROR_CODES } from '@/domain/common';
import {
  PAYROLL_EXPENSE_KINDS,
  PAYROLL_FIXED_ITEMS,
  REOPEN_DEFAULT_HOURS,
  exportInputSchema,
  payrollCodesInputSchema,
  payrollFileName,
  payrollMonthStatus,
  reopenInputSchema,
} from '@/domain/hr/payroll';
import { shiftMonth } from '@/domain/rules/calendar';
import type { Action } from '@/domain/permissions';
import { actorOf, forbidden, need } from '../access/permission';
import { covers, scopeOf } from '../access/scope';
import { actingAs } from '../audit/acting';
import { keepRow } from '../approval/rows';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import { HttpFailure, parseOrThrow } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import { notFound } from '../hr/write';
import { json, type Resolver, type RouteCall, type Routes } from '../http';
import type { Session } from '../ports';
import { jsonObject } from '../request-body';
import { codesOf, writeCodes } from './codes';
import { FORMAT_TYPES, renderPayrollFile } from './formats';
import { fileLines } from './ledger';
import { monthRow, monthWarnings, monthsOf, viewOf } from './months';

const SUBJECT = 'Ce mois de paie';
const PATH = '/app/payroll';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const HOUR_MS = 3_600_000;

const stateFailure = () => new HttpFailure(409, FRENCH_MESSAGES.payrollMonthState, undefined, ERROR_CODES.payrollMonthState);

/** The enterprise and month of the address, the enterprise within the session's reach for the action. */
async function target(call: RouteCall & { session?: Session }, ctx: AppContext, action: Action) {
  const enterpriseId = positiveId(call.params.id, () => notFound('Cette entreprise'));
  const month = call.params.month;
  const enterprise = await ctx.db.get('enterprises', enterpriseId);
  if (!enterprise) throw notFound('Cette entreprise');
  if (month !== undefined && (!MONTH.test(month) || month > ctx.clock.today().slice(0, 7))) throw notFound(SUBJECT);
  const scope = await scopeOf(actorOf(call.session), 'payroll', action, ctx);
  if (!covers(scope, 'enterprises', enterpriseId)) throw forbidden();
  return { enterprise, month: month ?? '' };
}

/**
 * The payroll months (docs/payroll.md): the enterprises' months and their status, a month's
 * warnings, closing and reopening it (audited), its export, the table of payroll codes, and
 * the month each enterprise has to close (the dashboard's tile).
 */
export function payrollHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  const overview: Resolver = async ({ session }) => {
    const { ctx } = await backend();
    const scope = await scopeOf(actorOf(session), 'payroll', 'read', ctx);
    const enterprises = (await ctx.db.all('enterprises')).filter((enterprise) => covers(scope, 'enterprises', enterprise.id));
    const items = [];
    for (const enterprise of enterprises) {
      items.push({ id: enterprise.id, name: enterprise.name, payrollDossier: enterprise.payrollDossier, months: await monthsOf(ctx, enterprise.id) });
    }
    return json({ today: ctx.clock.today(), now: ctx.clock.now(), items });
  };

  /** The month before today's, for each enterprise that has not closed it: the dashboard's tile. */
  const due: Resolver = async ({ session }) => {
    const { ctx } = await backend();
    const scope = await scopeOf(actorOf(session), 'payroll', 'read', ctx);
    const month = shiftMonth(ctx.clock.today().slice(0, 7), -1);
    const now = ctx.clock.now();
    const items = [];
    for (const enterprise of (await ctx.db.all('enterprises')).filter((row) => covers(scope, 'enterprises', row.id))) {
      if (payrollMonthStatus(await monthRow(ctx, enterprise.id, month), now) === 'closed') continue;
      items.push({ id: enterprise.id, name: enterprise.name, warnings: (await monthWarnings(ctx, enterprise.id, month)).count });
    }
    return json({ month, items });
  };

  const month: Resolver = async (call) => {
    const { ctx } = await backend();
    const { enterprise, month } = await target(call, ctx, 'read');
    const exported = (await ctx.db.all('payrollExports')).find((row) => row.enterpriseId === enterprise.id && row.month === month);
    return json({
      enterpriseId: enterprise.id,
      enterpriseName: enterprise.name,
      ...viewOf(month, await monthRow(ctx, enterprise.id, month), exported?.exportedAt, ctx.clock.now()),
      warnings: await monthWarnings(ctx, enterprise.id, month),
    });
  };

  const close: Resolver = async (call) => {
    const { ctx, store } = await backend();
    const { enterprise, month } = await target(call, ctx, 'update');
    const session = actorOf(call.session);
    await actingAs(ctx, session).transaction(async (tx) => {
      const { db } = tx;
      const row = await monthRow(tx, enterprise.id, month);
      const now = ctx.clock.now();
      if (payrollMonthStatus(row, now) === 'closed') throw stateFailure();
      await keepRow(db, 'payrollMonths', row, { enterpriseId: enterprise.id, month, closedAt: now, closedBy: session.name }, now);
    });
    await store.saved();
    return new Response(null, { status: 204 });
  };

  const reopen: Resolver = async (call) => {
    const body = await jsonObject(call.request);
    const { ctx, store } = await backend();
    const { enterprise, month } = await target(call, ctx, 'update');
    const input = parseOrThrow(reopenInputSchema, body);
    await actingAs(ctx, call.session).transaction(async (tx) => {
      const { db } = tx;
      const row = await monthRow(tx, enterprise.id, month);
      const now = ctx.clock.now();
      if (!row || payrollMonthStatus(row, now) !== 'closed') throw stateFailure();
      const reopenedUntil = new Date(Date.parse(now) + (input.hours ?? REOPEN_DEFAULT_HOURS) * HOUR_MS).toISOString();
      const { enterpriseId, closedAt, closedBy } = row;
      await keepRow(db, 'payrollMonths', row, { enterpriseId, month, closedAt, closedBy, reopenedUntil, reopenReason: input.reason }, now);
    });
    await store.saved();
    return new Response(null, { status: 204 });
  };

  const exportMonth: Resolver = async (call) => {
    const body = await jsonObject(call.request);
    const { ctx, store } = await backend();
    const { enterprise, month } = await target(call, ctx, 'export');
    const { format } = parseOrThrow(exportInputSchema, body);
    const lines = await actingAs(ctx, call.session).transaction(async (tx) => {
      const file = await fileLines(tx, enterprise.id, month);
      const closed = payrollMonthStatus(await monthRow(tx, enterprise.id, month), ctx.clock.now()) === 'closed';
      // The first export of a closed month is kept: the next ones give it again, byte for byte.
      if (closed && !file.recorded) await keepRow(tx.db, 'payrollExports', undefined, { enterpriseId: enterprise.id, month, exportedAt: ctx.clock.now(), lines: file.lines }, ctx.clock.now());
      return file.lines;
    });
    await store.saved();
    const name = payrollFileName(format, enterprise.payrollDossier, enterprise.id, month);
    return new Response(renderPayrollFile(format, lines, enterprise.payrollDossier ?? ''), {
      status: 200,
      headers: { 'content-type': FORMAT_TYPES[format], 'content-disposition': `attachment; filename="${name}"` },
    });
  };

  const codes: Resolver = async (call) => {
    const { ctx } = await backend();
    const { enterprise } = await target(call, ctx, 'read');
    return json(await codesAnswer(ctx, enterprise.id));
  };

  const saveCodes: Resolver = async (call) => {
    const body = await jsonObject(call.request);
    const { ctx, store } = await backend();
    const { enterprise } = await target(call, ctx, 'update');
    const input = parseOrThrow(payrollCodesInputSchema, body);
    await actingAs(ctx, call.session).transaction((tx) => writeCodes(tx, enterprise.id, input.codes));
    await store.saved();
    return json(await codesAnswer(ctx, enterprise.id));
  };

  const on = (method: 'get' | 'post' | 'put', path: string, resolve: Resolver, action: Action) =>
    routes.on(method, path, resolve, { bearer: true, permission: need('payroll', action), subject: SUBJECT });
  return [
    on('get', PATH, overview, 'read'),
    on('get', `${PATH}/due`, due, 'read'),
    on('get', `${PATH}/:id/codes`, codes, 'read'),
    on('put', `${PATH}/:id/codes`, saveCodes, 'update'),
    on('get', `${PATH}/:id/months/:month`, month, 'read'),
    on('post', `${PATH}/:id/months/:month/close`, close, 'update'),
    on('post', `${PATH}/:id/months/:month/reopen`, reopen, 'update'),
    on('post', `${PATH}/:id/months/:month/export`, exportMonth, 'export'),
  ];
}

/** The table of codes as the page shows it: the items to give a code (leave types by name) and the codes given. */
async function codesAnswer(ctx: AppContext, enterpriseId: number) {
  const leaveTypes = (await ctx.db.all('leaveTypes')).map(({ id, code, name }) => ({ id, code, name }));
  const items = [...leaveTypes.map((type) => `leaveType:${type.id}`), ...PAYROLL_FIXED_ITEMS, ...PAYROLL_EXPENSE_KINDS.map((kind) => `expense:${kind}`)];
  return { enterpriseId, items, leaveTypes, codes: [...(await codesOf(ctx, enterpriseId)).values()].sort((a, b) => items.indexOf(a.item) - items.indexOf(b.item)) };
}
