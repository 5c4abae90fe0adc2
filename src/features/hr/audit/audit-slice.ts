import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { AuditArea, AuditEntry, AuditFilters } from '@/contract/audit';
import type { PublicUser } from '@/domain/user';

/** One page of entries as a screen shows it: on its way, failed, or there. */
export interface EntriesPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  error: ApiErrorInfo | null;
  /** The request this answer belongs to; an older answer arriving late is dropped. */
  request: number;
}

export interface HistoryRequest {
  area: AuditArea;
  id: number;
  page: number;
  pageSize: number;
}

export interface TrailRequest {
  filters: AuditFilters;
  page: number;
  pageSize: number;
}

export interface AuditState {
  /** Each record's history, by `historyKey(area, id)`. */
  histories: Record<string, EntriesPage>;
  /** The audit page's list, and the filters it answers. */
  trail: EntriesPage & { filters: AuditFilters };
  /** The accounts the "who" filter offers (null until asked). */
  users: PublicUser[] | null;
}

export const historyKey = (area: AuditArea, id: number) => `${area}:${id}`;

const waiting = (page: number, pageSize: number, request: number, previous?: EntriesPage): EntriesPage => ({
  items: previous?.items ?? [],
  total: previous?.total ?? 0,
  page,
  pageSize,
  loading: true,
  error: null,
  request,
});

export const initialAuditState: AuditState = {
  histories: {},
  trail: { ...waiting(1, 20, 0), loading: false, filters: {} },
  users: null,
};

type Answer = { request: number; items: AuditEntry[]; total: number };
type Failure = { request: number; error: ApiErrorInfo };
let requests = 0;
const withRequest = <P>(payload: P) => ({ payload, meta: { request: ++requests } });

function settle(page: EntriesPage | undefined, request: number, change: Partial<EntriesPage>) {
  if (page?.request === request) Object.assign(page, { loading: false, ...change });
}

/** The audit trail as the app reads it: records' histories and the audit page. */
export const auditSlice = createSlice({
  name: 'hr/audit',
  reducerPath: 'audit',
  initialState: initialAuditState,
  reducers: {
    loadHistory: {
      reducer: (state, action: PayloadAction<HistoryRequest, string, { request: number }>) => {
        const { area, id, page, pageSize } = action.payload;
        const key = historyKey(area, id);
        state.histories[key] = waiting(page, pageSize, action.meta.request, state.histories[key]);
      },
      prepare: withRequest<HistoryRequest>,
    },
    historyLoaded: (state, action: PayloadAction<Answer & { key: string }>) => {
      const { key, request, items, total } = action.payload;
      settle(state.histories[key], request, { items, total });
    },
    historyFailed: (state, action: PayloadAction<Failure & { key: string }>) => {
      const { key, request, error } = action.payload;
      settle(state.histories[key], request, { error });
    },
    loadTrail: {
      reducer: (state, action: PayloadAction<TrailRequest, string, { request: number }>) => {
        const { filters, page, pageSize } = action.payload;
        state.trail = { ...waiting(page, pageSize, action.meta.request, state.trail), filters };
      },
      prepare: withRequest<TrailRequest>,
    },
    trailLoaded: (state, action: PayloadAction<Answer>) => {
      const { request, items, total } = action.payload;
      settle(state.trail, request, { items, total });
    },
    trailFailed: (state, action: PayloadAction<Failure>) => {
      settle(state.trail, action.payload.request, { error: action.payload.error });
    },
    loadUsers: () => {},
    usersLoaded: (state, action: PayloadAction<PublicUser[]>) => {
      state.users = action.payload;
    },
  },
});

export const auditActions = auditSlice.actions;
