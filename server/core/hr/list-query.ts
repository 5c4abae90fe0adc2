import { parseFilterValue } from '@/contract/filters';
import { DEFAULT_PAGE_SIZE, LIST_PARAMETERS, MAX_PAGE_SIZE, SORT_PATTERN, sortKeys, type ListPage, type SortKey } from '@/contract/list';
import { ERROR_CODES } from '@/domain/common';
import type { Row } from '@server/core/storage/tables';
import { rowKey } from '@server/core/storage/table-keys';
import type { AreaDefinition, AreaTable } from './area';
import type { AppContext } from './context';
import { rowTest, type RowTest } from './filters';
import { HttpFailure, fieldError, type FieldErrors } from './errors';
import { GENERAL_MESSAGES } from './messages-fr';
import { searchWords } from './text';
import { firstInOrder } from '@server/core/storage/top-k';
import type { SortValue, ViewCache } from './view-cache';

/** Query parameters every list reads; the others are the area's filters (or ignored). */
const COMMON = new Set<string>(LIST_PARAMETERS);

export interface ListQuery<R, N> {
  page: number;
  pageSize: number;
  sort: SortKey[];
  words: string[];
  tests: RowTest<R, N>[];
}

const positiveInt = (raw: string | null, fallback: number) =>
  raw === null || raw === '' ? fallback : /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;

/** Reads page, pageSize, sort ("field" or "-field", comma-separated), q and the area's filters. */
export function parseListQuery<T extends AreaTable, I extends object, N extends object>(
  params: URLSearchParams,
  area: AreaDefinition<T, I, N>,
  ctx: AppContext,
): ListQuery<Row<T>, N> {
  const errors: FieldErrors = {};
  const page = positiveInt(params.get('page'), 1);
  if (page === undefined) errors.page = fieldError(ERROR_CODES.invalidType);
  const pageSize = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  if (pageSize === undefined) errors.pageSize = fieldError(ERROR_CODES.invalidType);
  else if (pageSize > MAX_PAGE_SIZE) errors.pageSize = fieldError(ERROR_CODES.tooLarge);

  const sortText = params.get('sort') || area.defaultSort;
  const sort = sortKeys(sortText);
  if (!SORT_PATTERN.test(sort.map((by) => by.field).join(','))) errors.sort = fieldError(ERROR_CODES.invalidType);

  const tests: ListQuery<Row<T>, N>['tests'] = [];
  for (const [name, raw] of params) {
    if (COMMON.has(name)) continue;
    const spec = area.filters[name];
    if (!spec || raw === '') continue;
    const read = parseFilterValue(spec, raw);
    if ('value' in read) tests.push(rowTest(spec, read.value, ctx));
    else errors[name] = fieldError(read.error);
  }

  if (Object.keys(errors).length > 0 || page === undefined || pageSize === undefined) {
    throw new HttpFailure(400, GENERAL_MESSAGES.badQuery, errors);
  }
  return { page, pageSize, sort, words: searchWords(params.get('q') ?? ''), tests };
}

/** Absent values last, whatever the direction. */
function compareValues(a: SortValue, b: SortValue, descending: boolean): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const order = typeof a === typeof b ? (a < b ? -1 : 1) : typeof a === 'number' ? -1 : 1;
  return descending ? -order : order;
}

/** Filters, searches, sorts (the key breaking ties, so a query always gives the same page) and pages. */
export function runListQuery<T extends AreaTable, I extends object, N extends object>(
  area: AreaDefinition<T, I, N>,
  cache: ViewCache<T, N>,
  ctx: AppContext,
  query: ListQuery<Row<T>, N>,
): ListPage<Row<T> & N> {
  const { words, tests, sort } = query;
  const rows: Row<T>[] = [];
  /** The sort values by column, for each matching row (same index as `rows`). */
  const columns: SortValue[][] = sort.map(() => []);
  const readers = sort.map((by) => cache.sortReader(by.field));
  for (const row of ctx.db.list(area.table)) {
    if (tests.length > 0) {
      const names = () => cache.names(row);
      if (!tests.every((test) => test(row, names))) continue;
    }
    if (words.length > 0) {
      const text = cache.text(row);
      if (!words.every((word) => text.includes(word))) continue;
    }
    rows.push(row);
    for (let column = 0; column < readers.length; column += 1) columns[column].push(readers[column](row));
  }
  const compare = (a: number, b: number) => {
    for (let column = 0; column < sort.length; column += 1) {
      const order = compareValues(columns[column][a], columns[column][b], sort[column].descending);
      if (order !== 0) return order;
    }
    return rowKey(area.table, rows[a]) - rowKey(area.table, rows[b]);
  };
  const start = (query.page - 1) * query.pageSize;
  const items = firstInOrder(rows.length, start + query.pageSize, compare)
    .slice(start)
    .map((index) => ({ ...rows[index], ...cache.names(rows[index]) }));
  return { items, total: rows.length, page: query.page, pageSize: query.pageSize };
}
