import { parseFilterValue, type FilterSpec } from '@/contract/filters';
import { DEFAULT_PAGE_SIZE, LIST_PARAMETERS, MAX_PAGE_SIZE, SORT_PATTERN, sortKeys, type ListPage } from '@/contract/list';
import { ERROR_CODES } from '@/domain/common';
import type { RowFilter, RowQuery } from '@server/core/storage/repository';
import type { Row } from '@server/core/storage/tables';
import type { AreaDefinition, AreaTable } from './area';
import type { AppContext } from './context';
import { HttpFailure, fieldError, type FieldErrors } from './errors';
import { GENERAL_MESSAGES } from './messages-fr';
import { searchWords } from '@/domain/text';

/** Query parameters every list reads; the others are the area's filters (or ignored). */
const COMMON = new Set<string>(LIST_PARAMETERS);

const positiveInt = (raw: string | null, fallback: number) =>
  raw === null || raw === '' ? fallback : /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;

/** Reads page and pageSize (a wrong one goes into `errors`). */
export function parsePaging(params: URLSearchParams, errors: FieldErrors) {
  const page = positiveInt(params.get('page'), 1);
  if (page === undefined) errors.page = fieldError(ERROR_CODES.invalidType);
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  if (pageSize === undefined) errors.pageSize = fieldError(ERROR_CODES.invalidType);
  else if (pageSize > MAX_PAGE_SIZE) errors.pageSize = fieldError(ERROR_CODES.tooLarge);
  return { page, pageSize };
}

/** `page` and `pageSize` of a query that reads no other parameter (a wrong one: 400 naming it). */
export function pagingOrThrow(params: URLSearchParams): { page: number; pageSize: number } {
  const errors: FieldErrors = {};
  const { page, pageSize } = parsePaging(params, errors);
  if (page === undefined || pageSize === undefined) throw new HttpFailure(400, GENERAL_MESSAGES.badQuery, errors);
  return { page, pageSize };
}

/** Reads the filters of `specs` the query gives (others ignored; a wrong value goes into `errors`). */
export function parseFilters(params: URLSearchParams, specs: Readonly<Record<string, FilterSpec>>, errors: FieldErrors): RowFilter[] {
  const filters: RowFilter[] = [];
  for (const [name, raw] of params) {
    if (COMMON.has(name)) continue;
    const spec = specs[name];
    if (!spec || raw === '') continue;
    const read = parseFilterValue(spec, raw);
    if ('value' in read) filters.push({ spec, value: read.value });
    else errors[name] = fieldError(read.error);
  }
  return filters;
}

/** Reads page, pageSize, sort ("field" or "-field", comma-separated), q and the area's filters. */
export function parseListQuery<T extends AreaTable, I extends object, N extends object>(
  params: URLSearchParams,
  area: AreaDefinition<T, I, N>,
  ctx: AppContext,
): RowQuery {
  const errors: FieldErrors = {};
  const { page, pageSize } = parsePaging(params, errors);

  const sortText = params.get('sort') || area.defaultSort;
  const sort = sortKeys(sortText);
  if (!SORT_PATTERN.test(sort.map((by) => by.field).join(','))) errors.sort = fieldError(ERROR_CODES.invalidType);

  const filters = parseFilters(params, area.filters, errors);

  if (Object.keys(errors).length > 0 || page === undefined || pageSize === undefined) {
    throw new HttpFailure(400, GENERAL_MESSAGES.badQuery, errors);
  }
  return { page, pageSize, sort, words: searchWords(params.get('q') ?? ''), filters, today: ctx.clock.today() };
}

/** Filters, searches, sorts (the key breaking ties, so a query always gives the same page) and pages, through the repository. */
export async function runListQuery<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  ctx: AppContext,
  query: RowQuery,
): Promise<ListPage<Row<T> & N>> {
  const { items, total } = await ctx.db.listPage(ctx.view(area), query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}
