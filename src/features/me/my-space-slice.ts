import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';

/** A cancellation asked of one's approved leave: the leave, its version, why. */
export interface CancellationAsk {
  leaveId: number;
  version: number;
  comment: string;
}

export interface MySpaceState {
  /** The cancellation request being sent, and how it went (`sentFor`: the leave whose request was kept). */
  cancellation: { leaveId: number | null; sending: boolean; error: ApiErrorInfo | null; sentFor: number | null };
}

export const initialMySpaceState: MySpaceState = {
  cancellation: { leaveId: null, sending: false, error: null, sentFor: null },
};

/** My space's own writes (the rest of the page reads the areas' lookups). */
export const mySpaceSlice = createSlice({
  name: 'me/mySpace',
  reducerPath: 'mySpace',
  initialState: initialMySpaceState,
  reducers: {
    askCancellation: (state, action: PayloadAction<CancellationAsk>) => {
      state.cancellation = { leaveId: action.payload.leaveId, sending: true, error: null, sentFor: null };
    },
    askCancellationSuccess: (state, action: PayloadAction<number>) => {
      state.cancellation = { leaveId: action.payload, sending: false, error: null, sentFor: action.payload };
    },
    askCancellationFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.cancellation = { ...state.cancellation, sending: false, error: action.payload };
    },
    resetCancellation: (state) => {
      state.cancellation = initialMySpaceState.cancellation;
    },
  },
});

export const mySpaceActions = mySpaceSlice.actions;
