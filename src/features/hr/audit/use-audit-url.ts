import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_AREAS, type AuditFilter, type AuditFilters } from '@/contract/audit';
import { PAGE_SIZES } from '../toolkit/list-url';

export interface AuditUrlState {
  filters: AuditFilters;
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,15}$/;

/** The filters of the address that the trail accepts; anything else is left out. */
const FILTER_CHECKS: Record<Exclude<AuditFilter, 'recordId'>, (value: string) => boolean> = {
  userId: (value) => ID.test(value),
  area: (value) => AUDIT_AREAS.some((area) => area === value),
  from: (value) => DAY.test(value),
  to: (value) => DAY.test(value),
};

function readAuditUrl(params: URLSearchParams): AuditUrlState {
  const filters: AuditFilters = {};
  for (const [name, check] of Object.entries(FILTER_CHECKS)) {
    const value = params.get(name);
    if (value && check(value)) filters[name as AuditFilter] = value;
  }
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    filters,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
  };
}

function writeAuditUrl({ filters, page, pageSize }: AuditUrlState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(name, String(value));
  if (page > 1) params.set('page', String(page));
  if (pageSize !== 20) params.set('pageSize', String(pageSize));
  return params;
}

/** The audit page's filters and page live in the address: reload, back and a shared link show the same entries. */
export function useAuditUrl() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readAuditUrl(new URLSearchParams(search)), [search]);
  const update = useCallback((change: Partial<AuditUrlState>) => setParams(writeAuditUrl({ ...state, ...change })), [state, setParams]);
  return {
    state,
    setPage: (page: number) => update({ page }),
    setPageSize: (pageSize: number) => update({ pageSize, page: 1 }),
    setFilter: (name: AuditFilter, value: string) => {
      const filters = { ...state.filters };
      if (value) filters[name] = value;
      else delete filters[name];
      update({ filters, page: 1 });
    },
    clear: () => update({ filters: {}, page: 1 }),
    narrowed: Object.keys(state.filters).length > 0,
  };
}
