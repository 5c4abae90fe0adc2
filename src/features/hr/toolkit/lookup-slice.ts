import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, HrRecord, ListQuery } from '@/api';
import type { HrArea } from '@/domain/hr/areas';

/** The records a picker offers: the answer to its last search. */
export interface Lookup {
  items: HrRecord[];
  total: number;
  loading: boolean;
  error: ApiErrorInfo | null;
  /** The search this answer belongs to; an older answer arriving late is dropped. */
  request: number;
}

export type LookupState = Record<string, Lookup>;

/** A picker's search (`key` names the picker) of one area, or the one record it holds (`id`). */
export interface LookupRequest {
  key: string;
  area: HrArea;
  query?: ListQuery;
  id?: number;
}

let requests = 0;

/** The searches of the reference pickers of the forms, each under its own key. */
export const lookupSlice = createSlice({
  name: 'hr/lookup',
  reducerPath: 'lookup',
  initialState: {} as LookupState,
  reducers: {
    search: {
      reducer: (state, action: PayloadAction<LookupRequest, string, { request: number }>) => {
        const previous = state[action.payload.key];
        state[action.payload.key] = {
          items: previous?.items ?? [],
          total: previous?.total ?? 0,
          loading: true,
          error: null,
          request: action.meta.request,
        };
      },
      prepare: (request: LookupRequest) => ({ payload: request, meta: { request: ++requests } }),
    },
    searchSuccess: (state, action: PayloadAction<{ key: string; request: number; items: HrRecord[]; total: number }>) => {
      const { key, request, items, total } = action.payload;
      if (state[key]?.request !== request) return;
      state[key] = { items, total, loading: false, error: null, request };
    },
    /** Keeps a record picked from a search, so that its name shows without asking again. */
    remember: (state, action: PayloadAction<{ key: string; record: HrRecord }>) => {
      const { key, record } = action.payload;
      state[key] = { items: [record], total: 1, loading: false, error: null, request: -1 };
    },
    searchFailure: (state, action: PayloadAction<{ key: string; request: number; error: ApiErrorInfo }>) => {
      const { key, request, error } = action.payload;
      const lookup = state[key];
      if (lookup?.request !== request) return;
      lookup.loading = false;
      lookup.error = error;
    },
  },
});

export const lookupActions = lookupSlice.actions;
