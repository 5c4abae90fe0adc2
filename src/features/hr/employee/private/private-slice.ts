import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, EmployeePrivateBlock, EmployeePrivateWrite } from '@/api';
import type { SaveStatus } from '@/features/hr/toolkit/resource-slice';

/** The private block of the employee whose page is open, and its write. */
export interface EmployeePrivateState {
  employeeId: number | null;
  block: EmployeePrivateBlock | null;
  loading: boolean;
  error: ApiErrorInfo | null;
  save: SaveStatus;
  saveError: ApiErrorInfo | null;
}

export const initialEmployeePrivateState: EmployeePrivateState = {
  employeeId: null,
  block: null,
  loading: false,
  error: null,
  save: 'idle',
  saveError: null,
};

export interface PrivateSaveRequest {
  employeeId: number;
  input: EmployeePrivateWrite;
}

/** user/private/{employeeId}: read when its tab opens, written from its form (quoting its version). */
export const employeePrivateSlice = createSlice({
  name: 'hr/employeePrivate',
  reducerPath: 'employeePrivate',
  initialState: initialEmployeePrivateState,
  reducers: {
    fetch: (state, action: PayloadAction<number>) => {
      const same = state.employeeId === action.payload;
      Object.assign(state, { employeeId: action.payload, block: same ? state.block : null, loading: true, error: null });
    },
    fetchSuccess: (state, action: PayloadAction<EmployeePrivateBlock>) => {
      if (state.employeeId !== action.payload.employeeId) return;
      state.block = action.payload;
      state.loading = false;
    },
    fetchFailure: (state, action: PayloadAction<{ employeeId: number; error: ApiErrorInfo }>) => {
      if (state.employeeId !== action.payload.employeeId) return;
      state.loading = false;
      state.error = action.payload.error;
    },
    save: (state, _action: PayloadAction<PrivateSaveRequest>) => {
      state.save = 'saving';
      state.saveError = null;
    },
    saveSuccess: (state, action: PayloadAction<EmployeePrivateBlock>) => {
      state.save = 'saved';
      if (state.employeeId === action.payload.employeeId) state.block = action.payload;
    },
    saveFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.save = 'failed';
      state.saveError = action.payload;
    },
    resetSave: (state) => {
      state.save = 'idle';
      state.saveError = null;
    },
  },
});

export const employeePrivateActions = employeePrivateSlice.actions;
