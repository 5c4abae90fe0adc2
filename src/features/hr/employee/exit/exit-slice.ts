import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, EmploymentDocument } from '@/api';
import type { ExitChecklist, ExitItemInput, ExitItemName } from '@/domain/hr/exit';

/** The exit checklist of the employee whose page is open, its writes, and the documents being made. */
export interface ExitChecklistState {
  employeeId: number | null;
  checklist: ExitChecklist | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  /** The item being written. */
  saving: ExitItemName | null;
  saveError: ApiErrorInfo | null;
  making: EmploymentDocument | null;
  documentError: ApiErrorInfo | null;
}

const initialState: ExitChecklistState = { employeeId: null, checklist: null, loading: false, error: null, saving: null, saveError: null, making: null, documentError: null };

export interface ExitItemSave {
  employeeId: number;
  item: ExitItemName;
  input: ExitItemInput;
}

/** GET/PUT /app/employee/{id}/exit, and the PDFs of an employment (docs/contract.md, "Exits"). */
export const exitChecklistSlice = createSlice({
  name: 'hr/exitChecklist',
  reducerPath: 'exitChecklist',
  initialState,
  reducers: {
    fetch: (state, action: PayloadAction<number>) => {
      const same = state.employeeId === action.payload;
      Object.assign(state, { employeeId: action.payload, checklist: same ? state.checklist : null, loading: true, error: null, saveError: null });
    },
    fetchSuccess: (state, action: PayloadAction<ExitChecklist>) => {
      if (state.employeeId !== action.payload.employeeId) return;
      state.checklist = action.payload;
      state.loading = false;
    },
    fetchFailure: (state, action: PayloadAction<{ employeeId: number; error: ApiErrorInfo }>) => {
      if (state.employeeId !== action.payload.employeeId) return;
      state.loading = false;
      state.error = action.payload.error;
    },
    save: (state, action: PayloadAction<ExitItemSave>) => {
      state.saving = action.payload.item;
      state.saveError = null;
    },
    saveSuccess: (state, action: PayloadAction<ExitChecklist>) => {
      state.saving = null;
      if (state.employeeId === action.payload.employeeId) state.checklist = action.payload;
    },
    saveFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.saving = null;
      state.saveError = action.payload;
    },
    make: (state, action: PayloadAction<{ employeeId: number; document: EmploymentDocument }>) => {
      state.making = action.payload.document;
      state.documentError = null;
    },
    madeSuccess: (state) => {
      state.making = null;
    },
    madeFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.making = null;
      state.documentError = action.payload;
    },
  },
});

export const exitChecklistActions = exitChecklistSlice.actions;
