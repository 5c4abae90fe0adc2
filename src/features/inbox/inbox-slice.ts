import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { InboxDecision, InboxItem, InboxResult } from '@/contract/inbox';

/** The decisions waiting on the account: the list, its count for the top bar, the outcome of the last decisions. */
export interface InboxState {
  items: InboxItem[] | null;
  /** How many wait in all, and the last page read (the list shows pages 1 to it). */
  total: number;
  page: number;
  loading: boolean;
  error: ApiErrorInfo | null;
  /** How many wait (the top bar's badge); null until asked. */
  count: number | null;
  deciding: boolean;
  /** What became of the last decisions sent, in their order. */
  results: InboxResult[] | null;
  decideError: ApiErrorInfo | null;
}

export const initialInboxState: InboxState = { items: null, total: 0, page: 0, loading: false, error: null, count: null, deciding: false, results: null, decideError: null };

export const inboxSlice = createSlice({
  name: 'inbox',
  initialState: initialInboxState,
  reducers: {
    fetch: (state) => {
      state.loading = true;
      state.error = null;
    },
    /** The next page, after those shown. */
    fetchMore: (state) => {
      state.loading = true;
      state.error = null;
    },
    fetchSuccess: (state, action: PayloadAction<{ items: InboxItem[]; total: number; page: number }>) => {
      const { items, total, page } = action.payload;
      state.loading = false;
      state.items = page === 1 || state.items === null ? items : [...state.items, ...items];
      state.total = total;
      state.page = page;
      state.count = total;
    },
    fetchFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.loading = false;
      state.error = action.payload;
    },
    fetchCount: (state) => state,
    countSuccess: (state, action: PayloadAction<number>) => {
      state.count = action.payload;
    },
    // The decisions go one call; the list is read again after it.
    decide: (state, _action: PayloadAction<InboxDecision[]>) => {
      state.deciding = true;
      state.results = null;
      state.decideError = null;
    },
    decideSuccess: (state, action: PayloadAction<InboxResult[]>) => {
      state.deciding = false;
      state.results = action.payload;
    },
    decideFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.deciding = false;
      state.decideError = action.payload;
    },
    dismissResults: (state) => {
      state.results = null;
      state.decideError = null;
    },
  },
  selectors: {
    selectInbox: (state) => state,
    selectInboxCount: (state) => state.count,
  },
});

export const inboxActions = inboxSlice.actions;
export const { selectInbox, selectInboxCount } = inboxSlice.selectors;
