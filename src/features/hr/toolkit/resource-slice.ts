import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, HrRecord, ListPage, ListQuery } from '@/api';
import type { HrArea } from '@/domain/hr/areas';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** One area's list (items, a loading flag and an error) and its writes. */
export interface ResourceState {
  items: HrRecord[];
  total: number;
  query: ListQuery;
  loading: boolean;
  error: ApiErrorInfo | null;
  save: SaveStatus;
  saveError: ApiErrorInfo | null;
  /** The record the last successful write answered with. */
  saved: HrRecord | null;
  /** The record opened by its id (detail and edit pages). */
  current: CurrentRecord;
}

/** One record asked for by its id: what came back, or why not. */
export interface CurrentRecord {
  id: number | null;
  record: HrRecord | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  /** The record is what a save just answered: the page that opens next need not ask again. */
  fromSave: boolean;
}

export const DEFAULT_QUERY: ListQuery = { page: 1, pageSize: 20 };

export const initialResourceState: ResourceState = {
  items: [],
  total: 0,
  query: DEFAULT_QUERY,
  loading: false,
  error: null,
  save: 'idle',
  saveError: null,
  saved: null,
  current: { id: null, record: null, loading: false, error: null, fromSave: false },
};

/** A create (no id) or an update (an id and the version it was read at). */
export interface SaveRequest {
  id?: number;
  version?: number;
  input: Record<string, unknown>;
}

const startSave = (state: ResourceState) => {
  state.save = 'saving';
  state.saveError = null;
};

/** The slice of one area; every area's is built here, none by hand (docs/architecture.md). */
export function createResourceSlice(area: HrArea) {
  return createSlice({
    name: `hr/${area}`,
    reducerPath: area,
    initialState: initialResourceState,
    reducers: {
      // Fetch sets loading and clears the error; success stores, loading off; failure keeps the error.
      fetch: (state, action: PayloadAction<ListQuery>) => {
        state.loading = true;
        state.error = null;
        state.query = action.payload;
      },
      fetchSuccess: (state, action: PayloadAction<ListPage<HrRecord>>) => {
        state.loading = false;
        state.items = action.payload.items;
        state.total = action.payload.total;
      },
      fetchFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
        state.loading = false;
        state.error = action.payload;
      },
      get: (state, action: PayloadAction<number>) => {
        const same = state.current.id === action.payload;
        state.current = { id: action.payload, record: same ? state.current.record : null, loading: true, error: null, fromSave: false };
      },
      getSuccess: (state, action: PayloadAction<HrRecord>) => {
        if (state.current.id !== action.payload.id) return;
        state.current = { id: action.payload.id, record: action.payload, loading: false, error: null, fromSave: false };
      },
      getFailure: (state, action: PayloadAction<{ id: number; error: ApiErrorInfo }>) => {
        if (state.current.id !== action.payload.id) return;
        state.current = { ...state.current, loading: false, error: action.payload.error };
      },
      save: (state, _action: PayloadAction<SaveRequest>) => startSave(state),
      saveSuccess: (state, action: PayloadAction<HrRecord>) => {
        state.save = 'saved';
        state.saved = action.payload;
        // The save answers with the record as stored: the record page shows it without asking again.
        state.current = { id: action.payload.id, record: action.payload, loading: false, error: null, fromSave: true };
        state.items = state.items.map((item) => (item.id === action.payload.id ? action.payload : item));
      },
      saveFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
        state.save = 'failed';
        state.saveError = action.payload;
      },
      remove: (state, _action: PayloadAction<number>) => startSave(state),
      removeSuccess: (state, action: PayloadAction<{ id: number; archived: HrRecord | null }>) => {
        const { id, archived } = action.payload;
        state.save = 'saved';
        state.saved = archived;
        state.items = archived
          ? state.items.map((item) => (item.id === id ? archived : item))
          : state.items.filter((item) => item.id !== id);
        if (!archived) state.total = Math.max(0, state.total - 1);
        if (state.current.id === id) state.current.record = archived;
      },
      removeFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
        state.save = 'failed';
        state.saveError = action.payload;
      },
      /** The page opened on the record a save answered with: the next one to open asks the server. */
      keepSaved: (state) => {
        state.current.fromSave = false;
      },
      resetSave: (state) => {
        state.save = 'idle';
        state.saveError = null;
        state.saved = null;
      },
    },
  });
}

export type ResourceSlice = ReturnType<typeof createResourceSlice>;
export type ResourceActions = ResourceSlice['actions'];
