import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo, PhotoFile, PhotoUpload } from '@/api';

/** idle → uploading → done (the employee names the new file) or failed (the server's refusal). */
export type PhotoStatus = 'idle' | 'uploading' | 'done' | 'failed';

export interface EmployeePhotoState {
  employeeId: number | null;
  status: PhotoStatus;
  error: ApiErrorInfo | null;
}

export const initialEmployeePhotoState: EmployeePhotoState = { employeeId: null, status: 'idle', error: null };

export interface PhotoUploadRequest {
  employeeId: number;
  photo: PhotoFile;
}

/** An employee's new photo on its way to user/photo/{employeeId}. */
export const employeePhotoSlice = createSlice({
  name: 'hr/employeePhoto',
  reducerPath: 'employeePhoto',
  initialState: initialEmployeePhotoState,
  reducers: {
    upload: (_state, action: PayloadAction<PhotoUploadRequest>) => ({
      employeeId: action.payload.employeeId,
      status: 'uploading',
      error: null,
    }),
    uploadSuccess: (state, action: PayloadAction<PhotoUpload>) => {
      if (state.employeeId !== action.payload.employeeId) return;
      state.status = 'done';
    },
    uploadFailure: (state, action: PayloadAction<{ employeeId: number; error: ApiErrorInfo }>) => {
      if (state.employeeId !== action.payload.employeeId) return;
      state.status = 'failed';
      state.error = action.payload.error;
    },
    reset: () => initialEmployeePhotoState,
  },
});

export const employeePhotoActions = employeePhotoSlice.actions;
