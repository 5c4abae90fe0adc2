import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { RegisterEnterprises, StaffRegister } from '@/domain/hr/staff-register';

import type { LanguageCode } from '@/i18n/languages';

export type RegisterExportFormat = 'pdf' | 'xlsx';
/** An export asked for: its format, the file's name, the language of the XLSX's headings. */
export interface RegisterExport {
  format: RegisterExportFormat;
  fileName: string;
  language: LanguageCode;
}

/** The staff register page: the enterprises it may show, the register of the one chosen, an export under way. */
export interface RegisterState {
  enterprises: RegisterEnterprises['items'] | null;
  register: StaffRegister | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  exporting: RegisterExportFormat | null;
  exportError: ApiErrorInfo | null;
}

const initialState: RegisterState = { enterprises: null, register: null, loading: false, error: null, exporting: null, exportError: null };

export const registerSlice = createSlice({
  name: 'staffRegister',
  initialState,
  reducers: {
    load: (state) => {
      Object.assign(state, { loading: true, error: null });
    },
    enterprisesLoaded: (state, { payload }: PayloadAction<RegisterEnterprises['items']>) => {
      Object.assign(state, { enterprises: payload, loading: payload.length > 0 });
    },
    open: (state, _action: PayloadAction<number>) => {
      Object.assign(state, { loading: true, error: null });
    },
    opened: (state, { payload }: PayloadAction<StaffRegister>) => {
      Object.assign(state, { register: payload, loading: false });
    },
    failed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { loading: false, error: payload });
    },
    exportFile: (state, { payload }: PayloadAction<RegisterExport>) => {
      Object.assign(state, { exporting: payload.format, exportError: null });
    },
    exported: (state) => {
      state.exporting = null;
    },
    exportFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      Object.assign(state, { exporting: null, exportError: payload });
    },
  },
});

export const registerActions = registerSlice.actions;
