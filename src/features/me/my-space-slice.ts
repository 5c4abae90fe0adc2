import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, EmploymentDocument } from '@/api';

/** A cancellation asked of one's approved leave: the leave, its version, why. */
export interface CancellationAsk {
  leaveId: number;
  version: number;
  comment: string;
}

export interface MySpaceState {
  /** The cancellation request being sent, and how it went (`sentFor`: the leave whose request was kept). */
  cancellation: { leaveId: number | null; sending: boolean; error: ApiErrorInfo | null; sentFor: number | null };
  /** The document being made (an attestation d'emploi, one's certificat), and why it was not. */
  document: { making: EmploymentDocument | null; error: ApiErrorInfo | null };
}

export const initialMySpaceState: MySpaceState = {
  cancellation: { leaveId: null, sending: false, error: null, sentFor: null },
  document: { making: null, error: null },
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
    makeDocument: (state, action: PayloadAction<{ employeeId: number; document: EmploymentDocument }>) => {
      state.document = { making: action.payload.document, error: null };
    },
    documentMade: (state) => {
      state.document = { making: null, error: null };
    },
    documentFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.document = { making: null, error: action.payload };
    },
  },
});

export const mySpaceActions = mySpaceSlice.actions;
