import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AreaListDefinition } from './list-definition';
import { readListUrl, writeListUrl, type ListUrlState } from './list-url';

export interface ListUrl {
  state: ListUrlState;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  /** Clicking the sorted column turns it around; another column sorts ascending. */
  toggleSort(key: string): void;
  setSearch(q: string): void;
  setFilter(name: string, value: string): void;
  clearSearchAndFilters(): void;
  /** Whether a search or a filter narrows the list. */
  narrowed: boolean;
}

/**
 * The list's query lives in the address, so that reload, back and forward and a shared link
 * show the same page. Each change is a new history entry; narrowing the list starts at page 1.
 */
export function useListUrl(definition: AreaListDefinition): ListUrl {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readListUrl(new URLSearchParams(search), definition), [search, definition]);

  const update = useCallback(
    (change: Partial<ListUrlState>) => setParams(writeListUrl({ ...state, ...change }, definition)),
    [state, definition, setParams],
  );

  return {
    state,
    setPage: (page) => update({ page }),
    setPageSize: (pageSize) => update({ pageSize, page: 1 }),
    toggleSort: (key) => update({ sort: state.sort === key ? `-${key}` : key, page: 1 }),
    setSearch: (q) => {
      if (q.trim() !== state.q.trim()) update({ q, page: 1 });
    },
    setFilter: (name, value) => {
      const filters = { ...state.filters };
      if (value) filters[name] = value;
      else delete filters[name];
      update({ filters, page: 1 });
    },
    clearSearchAndFilters: () => update({ q: '', filters: {}, page: 1 }),
    narrowed: state.q.trim() !== '' || Object.keys(state.filters).length > 0,
  };
}
