import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { DashboardSummary } from '@/domain/hr/dashboard';
import type { UpcomingExit } from '@/domain/hr/exit';
import type { PayrollDue } from '@/contract/payroll';

/** The dashboard's figures (the data, a loading flag and an error). */
export interface DashboardState {
  summary: DashboardSummary | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  /** The exits of the next 30 days with their open items (HR only; null until asked and answered). */
  exits: UpcomingExit[] | null;
  /** HR's payroll month to close (last month, where not closed yet), for those who read the payroll. */
  payrollDue: PayrollDue | null;
}

export const initialDashboardState: DashboardState = { summary: null, loading: false, error: null, exits: null, payrollDue: null };

export const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    // Fetch sets loading and clears the error; success stores, loading off; failure keeps the error.
    fetch: (state) => {
      state.loading = true;
      state.error = null;
    },
    fetchSuccess: (state, action: PayloadAction<DashboardSummary>) => {
      state.loading = false;
      state.summary = action.payload;
    },
    fetchFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.loading = false;
      state.error = action.payload;
    },
    fetchExits: (state) => state,
    exitsLoaded: (state, action: PayloadAction<UpcomingExit[]>) => {
      state.exits = action.payload;
    },
    fetchPayrollDue: () => undefined,
    payrollDueLoaded: (state, action: PayloadAction<PayrollDue>) => {
      state.payrollDue = action.payload;
    },
  },
  selectors: {
    selectDashboard: (state) => state,
  },
});

export const dashboardActions = dashboardSlice.actions;
export const { selectDashboard } = dashboardSlice.selectors;
