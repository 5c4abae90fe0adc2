import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, ListQuery } from '@/api';
import type { HrArea } from '@/domain/hr/areas';
import type { LanguageCode } from '@/i18n/languages';
import type { ExportFormat } from './file-name';

/** What is exported: an area's list, or the audit trail. */
export type ExportSubject = HrArea | 'audit';

/** What the user asked to export: the list's query (every page of it), the columns shown. */
export interface ExportRequest {
  area: ExportSubject;
  query: ListQuery;
  /** The keys of the columns shown, in any order (the list's order is kept). */
  columns: string[];
  format: ExportFormat;
  /** The language the file is written in. */
  language: LanguageCode;
}

export type ExportStatus = 'idle' | 'running' | 'done' | 'failed';

export interface HrExportState {
  status: ExportStatus;
  area: ExportSubject | null;
  /** Rows fetched so far, of `total` (null until the first page says). */
  done: number;
  total: number | null;
  error: ApiErrorInfo | null;
}

export const initialExportState: HrExportState = { status: 'idle', area: null, done: 0, total: null, error: null };

/** One export at a time: the rows fetched page by page, then the file handed to the download service. */
export const hrExportSlice = createSlice({
  name: 'hr/export',
  reducerPath: 'hrExport',
  initialState: initialExportState,
  reducers: {
    start: (state, action: PayloadAction<ExportRequest>) => {
      if (state.status === 'running') return;
      Object.assign(state, initialExportState, { status: 'running', area: action.payload.area });
    },
    progress: (state, action: PayloadAction<{ done: number; total: number }>) => {
      state.done = action.payload.done;
      state.total = action.payload.total;
    },
    succeeded: (state) => {
      state.status = 'done';
    },
    failed: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectHrExport: (state) => state,
  },
});

export const hrExportActions = hrExportSlice.actions;
export const { selectHrExport } = hrExportSlice.selectors;
