import { z } from 'zod';
import { ERROR_CODES, choice, multilineText } from '@/domain/common';
import { SELF_REQUEST_STATUSES, type SelfRequestStatus } from '@/domain/hr/self-service';
import type { Resource } from '@/domain/permissions';
import { mayDecideOwn } from '@/domain/rules/approver';
import type { InboxDecision } from '@/contract/inbox';
import { forbidden } from '../access/permission';
import { actingAs } from '../audit/acting';
import { covers, scopeOf } from '../access/scope';
import { employeeName } from '../hr/areas/names';
import type { AppContext, WriteContext } from '../hr/context';
import { HttpFailure, checkVersion, fieldError, invalid, parseOrThrow } from '../hr/errors';
import { FRENCH_MESSAGES } from '../hr/messages-fr';
import { notFound } from '../hr/write';
import type { Session } from '../ports';
import type { Row } from '../storage/tables';

/** The tables of the self-service requests (docs/domain.md, "Self-service requests"). */
export type SelfTable = 'attendanceCorrections' | 'privateChanges';

/** What each table's requests are, for the permissions and the messages. */
export interface SelfKind<T extends SelfTable> {
  table: T;
  resource: Extract<Resource, 'attendanceCorrection' | 'privateChange'>;
  /** The French subject of the 404 ("Cette demande…"). */
  subject: string;
}

/** One of the statuses, or a 400 naming the parameter. */
const statusFilter = choice(SELF_REQUEST_STATUSES);

/** The request as answered: its row and its requester's name. */
export async function named<T extends SelfTable>(ctx: AppContext, row: Row<T>): Promise<Row<T> & { employeeName?: string }> {
  return { ...row, employeeName: await employeeName(ctx, row.employeeId) };
}

/** The rows of the kind with one of the statuses, anyone's. */
async function withStatuses<T extends SelfTable>(ctx: AppContext, table: T, statuses: readonly SelfRequestStatus[]): Promise<Row<T>[]> {
  const rows: Row<T>[] = [];
  for (const status of statuses) rows.push(...(await ctx.db.where(table, 'status' as keyof Row<T> & string, status)));
  return rows;
}

/** The pending requests of the kind: what waits on a decision. */
export const pendingOf = <T extends SelfTable>(ctx: AppContext, table: T) => withStatuses(ctx, table, ['pending']);

/**
 * GET: the requests the session reads (its reach of `read`: one's own, a manager's team, HR's
 * enterprises), `employeeId` and `status` narrowing them, newest first, with their requester's name.
 */
export async function listRequests<T extends SelfTable>(kind: SelfKind<T>, ctx: AppContext, session: Session, params: URLSearchParams) {
  const rawEmployee = params.get('employeeId');
  const rawStatus = params.get('status');
  const employeeId = rawEmployee === null || rawEmployee === '' ? undefined : Number(rawEmployee);
  if (employeeId !== undefined && !(Number.isInteger(employeeId) && employeeId > 0)) throw invalid({ employeeId: fieldError(ERROR_CODES.invalidType) });
  const status = rawStatus === null || rawStatus === '' ? undefined : parseOrThrow(z.object({ status: statusFilter }), { status: rawStatus }).status;
  const scope = await scopeOf(session, kind.resource, 'read', ctx);
  const rows =
    employeeId !== undefined
      ? await ctx.db.where(kind.table, 'employeeId' as keyof Row<T> & string, employeeId)
      : await withStatuses(ctx, kind.table, status ? [status] : SELF_REQUEST_STATUSES);
  const seen = rows
    .filter((row) => covers(scope, 'people', row.employeeId) && (status === undefined || row.status === status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const items = [];
  for (const row of seen) items.push(await named(ctx, row));
  return { items, total: items.length };
}

/** The request `id`, when the session reads it (else 404, as absent) and may `action` on it (else 403). */
export async function requestFor<T extends SelfTable>(kind: SelfKind<T>, ctx: AppContext, session: Session, id: number, action: 'update' | 'decide'): Promise<Row<T>> {
  const row = await ctx.db.get(kind.table, id);
  if (!row || !covers(await scopeOf(session, kind.resource, 'read', ctx), 'people', row.employeeId)) throw notFound(kind.subject);
  if (!covers(await scopeOf(session, kind.resource, action, ctx), 'people', row.employeeId)) throw forbidden();
  return row;
}

/** A request moves only while pending: else 400 on `status`, naming where it is. */
function checkPending(row: { status: SelfRequestStatus }, to: SelfRequestStatus) {
  if (row.status !== 'pending') throw invalid({ status: fieldError(ERROR_CODES.illegalTransition, { from: row.status, to }) });
}

/** The row moved to `status`, one version on, as `fields` say. */
async function moved<T extends SelfTable>(ctx: WriteContext, table: T, row: Row<T>, status: SelfRequestStatus, fields: object): Promise<Row<T>> {
  const written = { ...row, ...fields, status, updatedAt: ctx.clock.now(), version: row.version + 1 } as Row<T>;
  await ctx.db.update(table, written, row.version);
  return written;
}

/** PUT {id} `{ version, status: 'cancelled' }`: whoever may update it (the requester) withdraws a pending request. */
export const withdrawalSchema = z.object({ version: z.number({ error: ERROR_CODES.required }).int().positive(), status: z.literal('cancelled', { error: ERROR_CODES.invalidChoice }) });

export function withdraw<T extends SelfTable>(kind: SelfKind<T>, ctx: AppContext, session: Session, id: number, body: unknown): Promise<Row<T>> {
  return actingAs(ctx, session).transaction(async (tx) => {
    const row = await requestFor(kind, tx, session, id, 'update');
    const { version } = parseOrThrow(withdrawalSchema, body);
    checkVersion(version, row.version);
    checkPending(row, 'cancelled');
    return moved(tx, kind.table, row, 'cancelled', {});
  });
}

/** POST {id}/decision: what the inbox's decision carries but its kind and id. */
export const decisionBodySchema = z.object({
  version: z.number({ error: ERROR_CODES.required }).int().positive(),
  outcome: choice(['approved', 'rejected'] as const),
  comment: multilineText(500).optional(),
});

/**
 * One decision on a request, in the transaction of `ctx`: the session must be able to decide
 * it (its reach of `decide`, never its own request: 403 `ownRequest`), quote its version (409)
 * and find it pending (400). `apply` does what an approval does before the decision is kept
 * (who, when, the comment, and what `apply` answers).
 */
export async function decideRequest<T extends SelfTable>(
  kind: SelfKind<T>,
  tx: WriteContext,
  session: Session,
  decision: Pick<InboxDecision, 'id' | 'version' | 'outcome' | 'comment'>,
  apply: (row: Row<T>) => Promise<object>,
): Promise<Row<T>> {
  const row = await requestFor(kind, tx, session, decision.id, 'decide');
  if (!mayDecideOwn(session.employeeId, row.employeeId)) throw new HttpFailure(403, FRENCH_MESSAGES.ownRequest, undefined, ERROR_CODES.ownRequest);
  checkVersion(decision.version, row.version);
  checkPending(row, decision.outcome);
  const applied = decision.outcome === 'approved' ? await apply(row) : {};
  return moved(tx, kind.table, row, decision.outcome, {
    ...applied,
    decidedBy: session.userId,
    decidedByName: session.name,
    decidedAt: tx.clock.now(),
    ...(decision.comment ? { decisionComment: decision.comment } : {}),
  });
}

/** The employee the session may ask for (its reach of `create`), existing: else 403, or 400 on `employeeId`. */
export async function checkAsker(kind: SelfKind<SelfTable>, ctx: AppContext, session: Session, employeeId: number) {
  if (!covers(await scopeOf(session, kind.resource, 'create', ctx), 'people', employeeId)) throw forbidden({ employeeId: fieldError(ERROR_CODES.forbidden) });
  const employee = await ctx.db.get('employees', employeeId);
  if (!employee) throw invalid({ employeeId: fieldError(ERROR_CODES.unknownReference) });
  return employee;
}

/** A new request's bookkeeping: its id, timestamps, first version, pending. */
export async function freshRequest(ctx: WriteContext, table: SelfTable) {
  const now = ctx.clock.now();
  return { id: await ctx.db.nextId(table), status: 'pending' as const, createdAt: now, updatedAt: now, version: 1 };
}
