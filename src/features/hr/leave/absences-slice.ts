import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { ServiceAbsences } from '@/domain/hr/leave-planning';

/** A service's month: `month` is `YYYY-MM`. */
export interface AbsencesRequest {
  serviceId: number;
  month: string;
}

export interface LeaveAbsencesState {
  request: AbsencesRequest | null;
  data: ServiceAbsences | null;
  loading: boolean;
  error: ApiErrorInfo | null;
}

export const initialLeaveAbsencesState: LeaveAbsencesState = { request: null, data: null, loading: false, error: null };

const sameRequest = (a: AbsencesRequest | null, b: AbsencesRequest) => a !== null && a.serviceId === b.serviceId && a.month === b.month;

/** Who is away in a service over a month (the absence calendar). */
export const leaveAbsencesSlice = createSlice({
  name: 'hr/leaveAbsences',
  reducerPath: 'leaveAbsences',
  initialState: initialLeaveAbsencesState,
  reducers: {
    fetch: (state, action: PayloadAction<AbsencesRequest>) => {
      // Another month or service: what is shown belongs to the previous one until the answer comes.
      state.request = action.payload;
      state.loading = true;
      state.error = null;
    },
    fetchSuccess: (state, action: PayloadAction<{ request: AbsencesRequest; data: ServiceAbsences }>) => {
      if (!sameRequest(state.request, action.payload.request)) return;
      state.data = action.payload.data;
      state.loading = false;
    },
    fetchFailure: (state, action: PayloadAction<{ request: AbsencesRequest; error: ApiErrorInfo }>) => {
      if (!sameRequest(state.request, action.payload.request)) return;
      state.loading = false;
      state.error = action.payload.error;
    },
  },
});

export const leaveAbsencesActions = leaveAbsencesSlice.actions;
