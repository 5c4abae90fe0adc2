import type { ListPage } from '@/contract/list';
import type { RowQuery } from '@server/core/storage/repository';
import type { Row } from '@server/core/storage/tables';
import { privacyOf } from '../access/private-fields';
import { privateSafeQuery } from '../access/private-query';
import { hrAreaOf } from '../access/resources';
import type { Session } from '../ports';
import type { AreaDefinition, AreaTable } from './area';
import type { AppContext } from './context';
import { runListQuery } from './list-query';

/** The rows as answered: with their names, and the area's live fields (who will decide a request). */
export async function withLive<T extends AreaTable, I extends object, N extends object, R extends Row<T>>(
  area: AreaDefinition<T, I, N>,
  rows: R[],
  ctx: AppContext,
): Promise<R[]> {
  const live = area.live && (await area.live(rows, ctx));
  return live ? rows.map((row, index) => ({ ...row, ...live[index] })) : rows;
}

/**
 * One page of an area's list as the session is answered it: the query kept from telling the
 * private fields it may not read (`privateSafeQuery`), unless `rowsAnsweredWhole` says every
 * row it can hold is answered whole; each row with its live fields, without those private fields.
 */
export async function answerList<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  session: Session,
  ctx: AppContext,
  query: RowQuery,
  { rowsAnsweredWhole = false } = {},
): Promise<ListPage<Row<T> & N>> {
  const resource = hrAreaOf(area.name);
  const page = await runListQuery(area, ctx, rowsAnsweredWhole ? query : await privateSafeQuery(resource, session, ctx, query));
  const privacy = await privacyOf(resource, session, ctx);
  return { ...page, items: (await withLive(area, page.items, ctx)).map(privacy) };
}
