import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorFile } from './error-file';
import type { ApiErrorInfo, BuiltEmail, EmailPatterns, EmployeeImportRow, ImportCreate, ImportRowReport, MissingNames } from '@/api';

/**
 * idle → checking → checked (clean dry run) or rejected (rows to fix); checked → importing
 * → imported, or rejected when a row went wrong meanwhile; failed when the call itself failed.
 */
export type ImportStatus = 'idle' | 'checking' | 'checked' | 'rejected' | 'importing' | 'imported' | 'failed';

/** Where a check or an import is: checking the rows (n of total), then, for an import, writing them all at once. */
export type ImportPhase = 'checking' | 'writing';

export interface EmployeeImportState {
  status: ImportStatus;
  phase: ImportPhase | null;
  done: number;
  total: number;
  /** The rows to fix (by index in the rows sent), from a refused check or import. */
  report: ImportRowReport[];
  /** The backend's words about the refusal. */
  message: string | null;
  /** The names the file gives that Effectif lacks (created by the import when asked). */
  missing: MissingNames;
  /** The addresses the backend builds from the user's patterns, by row index. */
  built: BuiltEmail[];
  /** Rows ready (after a dry run) or written (after the import). */
  count: number;
  error: ApiErrorInfo | null;
}

export const initialImportState: EmployeeImportState = {
  status: 'idle',
  phase: null,
  done: 0,
  total: 0,
  report: [],
  message: null,
  missing: {},
  built: [],
  count: 0,
  error: null,
};

/** What the import sends: the rows, where to create the references they name that Effectif lacks, the e-mail patterns. */
export interface ImportRequest {
  rows: EmployeeImportRow[];
  create: ImportCreate;
  emailPatterns: EmailPatterns;
}

const begin = (state: EmployeeImportState, status: ImportStatus, total: number) => {
  Object.assign(state, initialImportState, { status, total });
};

/** The employees' import: a dry run first, then all the rows or none. */
export const employeeImportSlice = createSlice({
  name: 'hr/employeeImport',
  reducerPath: 'employeeImport',
  initialState: initialImportState,
  reducers: {
    check: (state, action: PayloadAction<ImportRequest>) => {
      begin(state, 'checking', action.payload.rows.length);
      state.phase = 'checking';
    },
    importRows: (state, action: PayloadAction<ImportRequest>) => {
      if (state.status !== 'checked') return;
      // The addresses shown stay on screen while the import runs.
      const { built } = state;
      begin(state, 'importing', action.payload.rows.length);
      state.phase = 'checking';
      state.built = built;
    },
    progress: (state, action: PayloadAction<{ phase: ImportPhase; done: number }>) => {
      state.phase = action.payload.phase;
      state.done = action.payload.done;
    },
    accepted: (state, action: PayloadAction<{ count: number; missing: MissingNames; built: BuiltEmail[] }>) => {
      state.status = state.status === 'importing' ? 'imported' : 'checked';
      state.phase = null;
      state.count = action.payload.count;
      state.missing = action.payload.missing;
      state.built = action.payload.built;
      state.done = state.total;
    },
    refused: (state, action: PayloadAction<{ message: string; rows: ImportRowReport[]; missing: MissingNames; built: BuiltEmail[] }>) => {
      state.status = 'rejected';
      state.phase = null;
      state.message = action.payload.message;
      state.missing = action.payload.missing;
      state.built = action.payload.built;
      state.report = action.payload.rows;
    },
    failed: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.status = 'failed';
      state.phase = null;
      state.error = action.payload;
    },
    reset: () => initialImportState,
    /** The user changed a choice: check again; the names found missing stay listed, to be created. */
    edited: (state) => ({ ...initialImportState, missing: state.missing }),
    /** Saves the file with an "Errors" column (the saga does it: nothing in the state changes). */
    downloadErrors: (_state, _action: PayloadAction<ErrorFile & { suffix: string }>) => {},
  },
  selectors: {
    selectEmployeeImport: (state) => state,
  },
});

export const employeeImportActions = employeeImportSlice.actions;
export const { selectEmployeeImport } = employeeImportSlice.selectors;
