import { AUDIT_AREAS, AUDIT_FILTERS, historyAreasOf, type AuditArea, type AuditEntry } from '@/contract/audit';
import type { ListPage } from '@/contract/list';
import { addDays } from '@/domain/rules/calendar';
import type { AuditQuery, RowFilter } from '@server/core/storage/repository';
import { auditOwnersOf } from '../access/area-reach';
import { actorOf, need } from '../access/permission';
import { scopeOf } from '../access/scope';
import { json, type Routes } from '../http';
import { positiveId } from '../hr/answering';
import type { AppBackend } from '../hr/backend';
import type { AppContext } from '../hr/context';
import type { Session } from '../ports';
import { HttpFailure, type FieldErrors } from '../hr/errors';
import { parseFilters, parsePaging } from '../hr/list-query';
import { GENERAL_MESSAGES } from '../hr/messages-fr';

/** The first moment of a day, as entries write their time (ISO, UTC). */
const startOf = (day: string) => `${day}T00:00:00.000Z`;

/** What the query asks of the trail: its filters read as every list reads its own. */
function auditQueryOf(params: URLSearchParams): AuditQuery {
  const errors: FieldErrors = {};
  const { page, pageSize } = parsePaging(params, errors);
  const filters = parseFilters(params, AUDIT_FILTERS, errors);
  if (Object.keys(errors).length > 0 || page === undefined || pageSize === undefined) {
    throw new HttpFailure(400, GENERAL_MESSAGES.badQuery, errors);
  }
  const value = (name: keyof typeof AUDIT_FILTERS) => filters.find((filter: RowFilter) => filter.spec === AUDIT_FILTERS[name])?.value;
  const [userId, area, recordId, from, to] = [value('userId'), value('area'), value('recordId'), value('from'), value('to')];
  return {
    page,
    pageSize,
    ...(typeof userId === 'number' && { userId }),
    ...(typeof area === 'string' && { areas: [area] }),
    ...(typeof recordId === 'number' && { recordId }),
    ...(typeof from === 'string' && { since: startOf(from) }),
    ...(typeof to === 'string' && { until: startOf(addDays(to, 1)) }),
  };
}

/**
 * A page of the entries the session's reach of `audit` holds (docs/roles.md): about the
 * people and units it covers; every entry for a reach of every record.
 */
async function pageOf(ctx: AppContext, session: Session, query: AuditQuery): Promise<ListPage<AuditEntry>> {
  const ownedBy = auditOwnersOf(await scopeOf(session, 'audit', 'read', ctx));
  return { ...(await ctx.db.auditPage({ ...query, ...(ownedBy && { ownedBy }) })), page: query.page, pageSize: query.pageSize };
}

/** The latest reset: a record's history starts after it (the data was put back, ids given again). */
async function lastReset(ctx: AppContext): Promise<number | undefined> {
  const { items } = await ctx.db.auditPage({ areas: ['reset'], page: 1, pageSize: 1 });
  return items[0]?.id;
}

const isAuditArea = (raw: string | undefined): raw is AuditArea => AUDIT_AREAS.some((area) => area === raw);

/**
 * GET /app/audit: the audit trail, newest first, filtered by who (`userId`), `area`,
 * `recordId` and the period `from`–`to` (days, both included), paged as every list.
 * GET /app/audit/{area}/{id}: one record's history since the last reset, newest first, paged
 * (an employee's gathers their private block and leave balance: `HISTORY_AREAS`).
 * Both hold only the entries about records of the reader's reach.
 */
export function auditHandlers(routes: Routes, backend: () => Promise<AppBackend>) {
  return [
    routes.on(
      'get',
      '/app/audit',
      async ({ request, session }) => {
        const { ctx } = await backend();
        return json(await pageOf(ctx, actorOf(session), auditQueryOf(new URL(request.url).searchParams)));
      },
      { bearer: true, permission: need('audit', 'read') },
    ),
    routes.on(
      'get',
      '/app/audit/:area/:id',
      async ({ request, params, session }) => {
        if (!isAuditArea(params.area)) throw new HttpFailure(404, 'Cet historique n’existe pas : le domaine est inconnu.');
        const id = positiveId(params.id, () => new HttpFailure(404, 'Cet historique n’existe pas.'));
        const { ctx } = await backend();
        const { page, pageSize } = auditQueryOf(new URL(request.url).searchParams);
        const afterId = await lastReset(ctx);
        const query: AuditQuery = { areas: historyAreasOf(params.area), recordId: id, page, pageSize, ...(afterId !== undefined && { afterId }) };
        return json(await pageOf(ctx, actorOf(session), query));
      },
      { bearer: true, permission: need('audit', 'read') },
    ),
  ];
}
