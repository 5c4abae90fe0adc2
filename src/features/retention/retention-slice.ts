import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { RetentionDryRun, RetentionOverview, RetentionPurged } from '@/contract/retention';

/** The retention page: the policy and what is due, the dry run asked, the purge and what it did. */
export interface RetentionState {
  overview: RetentionOverview | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  dryRun: RetentionDryRun | null;
  /** The dry run or the purge under way. */
  acting: 'dryRun' | 'purge' | null;
  actionError: ApiErrorInfo | null;
  purged: RetentionPurged | null;
}

const initialState: RetentionState = { overview: null, loading: false, error: null, dryRun: null, acting: null, actionError: null, purged: null };

export const retentionSlice = createSlice({
  name: 'retention',
  initialState,
  reducers: {
    load: (state) => {
      Object.assign(state, { loading: true, error: null });
    },
    loaded: (state, { payload }: PayloadAction<RetentionOverview>) => {
      // A dry run of another day no longer says what a purge would do.
      const dryRun = state.dryRun?.today === payload.today ? state.dryRun : null;
      Object.assign(state, { overview: payload, loading: false, dryRun });
    },
    loadFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { loading: false, error: payload });
    },
    runDry: (state) => {
      Object.assign(state, { acting: 'dryRun', actionError: null, purged: null });
    },
    dryRunDone: (state, { payload }: PayloadAction<RetentionDryRun>) => {
      Object.assign(state, { acting: null, dryRun: payload });
    },
    purge: (state, _action: PayloadAction<string>) => {
      Object.assign(state, { acting: 'purge', actionError: null });
    },
    purgeDone: (state, { payload }: PayloadAction<RetentionPurged>) => {
      Object.assign(state, { acting: null, purged: payload, dryRun: null });
    },
    actionFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { acting: null, actionError: payload });
    },
  },
});

export const retentionActions = retentionSlice.actions;
