import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, StandInList } from '@/api';
import type { ApprovalPolicy, ApprovalPolicyInput, StandIn, StandInInput } from '@/domain/hr/approval';

/** A new row (no id) or a change quoting the version read. */
export interface Save<I> {
  id?: number;
  input: I & { version?: number };
}

/** The policies and stand-ins the pages show, and the last write. */
export interface ApprovalState {
  policies: ApprovalPolicy[];
  standIns: StandIn[];
  today: string;
  loading: boolean;
  error: ApiErrorInfo | null;
  saving: boolean;
  saveError: ApiErrorInfo | null;
  /** How many writes succeeded: a dialog opened before one closes when it moves. */
  written: number;
}

const initialState: ApprovalState = { policies: [], standIns: [], today: '', loading: false, error: null, saving: false, saveError: null, written: 0 };

const started = (state: ApprovalState) => {
  state.saving = true;
  state.saveError = null;
};
const done = (state: ApprovalState) => {
  state.saving = false;
  state.written += 1;
};

export const approvalSlice = createSlice({
  name: 'approval',
  initialState,
  reducers: {
    fetchPolicies: (state) => {
      state.loading = true;
      state.error = null;
    },
    policiesLoaded: (state, { payload }: PayloadAction<ApprovalPolicy[]>) => {
      state.loading = false;
      state.policies = payload;
    },
    fetchStandIns: (state) => {
      state.loading = true;
      state.error = null;
    },
    standInsLoaded: (state, { payload }: PayloadAction<StandInList>) => {
      state.loading = false;
      state.standIns = payload.items;
      state.today = payload.today;
    },
    fetchFailure: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      state.loading = false;
      state.error = payload;
    },
    savePolicy: (state, _action: PayloadAction<Save<ApprovalPolicyInput>>) => started(state),
    removePolicy: (state, _action: PayloadAction<{ id: number; version: number }>) => started(state),
    saveStandIn: (state, _action: PayloadAction<Save<StandInInput>>) => started(state),
    removeStandIn: (state, _action: PayloadAction<{ id: number; version: number }>) => started(state),
    writeSuccess: done,
    writeFailure: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      state.saving = false;
      state.saveError = payload;
    },
    clearSaveError: (state) => {
      state.saveError = null;
    },
  },
});

export const approvalActions = approvalSlice.actions;
