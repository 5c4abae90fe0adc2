import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { PayrollCodes, PayrollMonthDetail, PayrollOverview } from '@/contract/payroll';
import type { PayrollCodeInput, PayrollFormat, ReopenInput } from '@/domain/hr/payroll';

export interface MonthRef {
  enterpriseId: number;
  month: string;
}

/** What the last action did, to say it once (a toast). */
export type PayrollDone = { kind: 'closed' | 'reopened' | 'exported' | 'codesSaved'; month?: string };

/** The payroll page: the enterprises' months, the month opened with its warnings, the codes of the enterprise chosen. */
export interface PayrollState {
  overview: PayrollOverview | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  detail: PayrollMonthDetail | null;
  detailLoading: boolean;
  codes: PayrollCodes | null;
  /** An action under way (close, reopen, export, saving the codes). */
  acting: PayrollDone['kind'] | null;
  actionError: ApiErrorInfo | null;
  codesError: ApiErrorInfo | null;
  done: PayrollDone | null;
}

const initialState: PayrollState = {
  overview: null,
  loading: false,
  error: null,
  detail: null,
  detailLoading: false,
  codes: null,
  acting: null,
  actionError: null,
  codesError: null,
  done: null,
};

export const payrollSlice = createSlice({
  name: 'payroll',
  initialState,
  reducers: {
    load: (state) => {
      Object.assign(state, { loading: true, error: null });
    },
    loaded: (state, { payload }: PayloadAction<PayrollOverview>) => {
      Object.assign(state, { overview: payload, loading: false });
    },
    loadFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { loading: false, error: payload });
    },
    openMonth: (state, _action: PayloadAction<MonthRef>) => {
      Object.assign(state, { detailLoading: true, actionError: null });
    },
    monthLoaded: (state, { payload }: PayloadAction<PayrollMonthDetail>) => {
      Object.assign(state, { detail: payload, detailLoading: false });
    },
    monthFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { detailLoading: false, actionError: payload });
    },
    close: (state, _action: PayloadAction<MonthRef>) => {
      Object.assign(state, { acting: 'closed', actionError: null });
    },
    reopen: (state, _action: PayloadAction<MonthRef & { input: ReopenInput }>) => {
      Object.assign(state, { acting: 'reopened', actionError: null });
    },
    exportFile: (state, _action: PayloadAction<MonthRef & { format: PayrollFormat; fileName: string }>) => {
      Object.assign(state, { acting: 'exported', actionError: null });
    },
    actionDone: (state, { payload }: PayloadAction<PayrollDone>) => {
      Object.assign(state, { acting: null, done: payload });
    },
    actionFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { acting: null, actionError: payload });
    },
    loadCodes: (state, _action: PayloadAction<number>) => {
      Object.assign(state, { codes: null, codesError: null });
    },
    codesLoaded: (state, { payload }: PayloadAction<PayrollCodes>) => {
      Object.assign(state, { codes: payload });
    },
    saveCodes: (state, _action: PayloadAction<{ enterpriseId: number; codes: PayrollCodeInput[] }>) => {
      Object.assign(state, { acting: 'codesSaved', codesError: null });
    },
    codesSaved: (state, { payload }: PayloadAction<PayrollCodes>) => {
      Object.assign(state, { codes: payload, acting: null, done: { kind: 'codesSaved' } });
    },
    codesFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { acting: null, codesError: payload });
    },
  },
});

export const payrollActions = payrollSlice.actions;
