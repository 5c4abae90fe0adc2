import type { ListQuery } from '@/api';
import type { LanguageCode } from '@/i18n/languages';
import type { AreaListDefinition, ListColumn } from './list-definition';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** A list's state as the address bar keeps it: the sort names a column, not a contract path. */
export interface ListUrlState {
  page: number;
  pageSize: number;
  /** A column key, `-key` for descending. */
  sort: string;
  q: string;
  filters: Record<string, string>;
}

const positive = (raw: string | null, fallback: number) =>
  raw !== null && /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : fallback;

const sortable = (column: ListColumn | undefined) => column !== undefined && column.sortBy !== false;

/** Reads the address's search params; anything unknown or malformed falls back to the default. */
export function readListUrl(params: URLSearchParams, definition: AreaListDefinition): ListUrlState {
  const size = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const sort = params.get('sort') ?? '';
  const sortKey = sort.replace(/^-/, '');
  const filters: Record<string, string> = {};
  for (const filter of definition.filters ?? []) {
    const value = params.get(filter.name);
    if (value) filters[filter.name] = value;
  }
  return {
    page: positive(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sortable(definition.columns.find((column) => column.key === sortKey)) ? sort : definition.defaultSort,
    q: params.get('q') ?? '',
    filters,
  };
}

/** The search params of a state; defaults are left out so that links stay short. */
export function writeListUrl(state: ListUrlState, definition: AreaListDefinition): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.sort !== definition.defaultSort) params.set('sort', state.sort);
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const [name, value] of Object.entries(state.filters)) if (value) params.set(name, value);
  return params;
}

/** The contract's sort of a column key (`-key`: every path descending). */
export function contractSort(sort: string, definition: AreaListDefinition, language: LanguageCode): string {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const column = definition.columns.find((candidate) => candidate.key === key);
  const by = column?.sortBy;
  const paths = typeof by === 'function' ? by(language) : typeof by === 'string' ? by : key;
  return paths
    .split(',')
    .map((path) => (descending ? `-${path}` : path))
    .join(',');
}

/** The query the contract is asked for this state. */
export function toListQuery(state: ListUrlState, definition: AreaListDefinition, language: LanguageCode): ListQuery {
  return {
    page: state.page,
    pageSize: state.pageSize,
    sort: contractSort(state.sort, definition, language),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(Object.keys(state.filters).length > 0 ? { filters: { ...state.filters } } : {}),
  };
}

/** Whether two queries ask for the same page. */
export const sameQuery = (a: ListQuery, b: ListQuery): boolean =>
  a.page === b.page &&
  a.pageSize === b.pageSize &&
  (a.sort ?? '') === (b.sort ?? '') &&
  (a.q ?? '') === (b.q ?? '') &&
  JSON.stringify(a.filters ?? {}) === JSON.stringify(b.filters ?? {});
