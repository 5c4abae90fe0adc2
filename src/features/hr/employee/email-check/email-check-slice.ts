import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** idle (nothing to ask) → checking → available | taken; failed when the check could not be made. */
export type EmailCheckStatus = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

export interface WorkEmailCheckState {
  /** The address asked about, trimmed and in lower case. */
  email: string;
  status: EmailCheckStatus;
  /** Who already has it, when it is an employee's work e-mail. */
  usedBy: string | null;
}

export const initialWorkEmailCheckState: WorkEmailCheckState = { email: '', status: 'idle', usedBy: null };

export interface WorkEmailCheckRequest {
  email: string;
  /** The employee being edited: their own address is no clash. */
  employeeId?: number;
}

export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/** Whether the work e-mail typed in the employee form is free (user/checkEmail), asked as it is typed. */
export const workEmailCheckSlice = createSlice({
  name: 'hr/workEmailCheck',
  reducerPath: 'workEmailCheck',
  initialState: initialWorkEmailCheckState,
  reducers: {
    check: (_state, action: PayloadAction<WorkEmailCheckRequest>) => ({
      email: normalisedEmail(action.payload.email),
      status: 'checking',
      usedBy: null,
    }),
    /** The address cannot be asked about (empty, not an address): nothing to say. */
    skipped: (state, action: PayloadAction<string>) => {
      if (state.email === action.payload) state.status = 'idle';
    },
    answered: (state, action: PayloadAction<{ email: string; available: boolean; usedBy: string | null }>) => {
      if (state.email !== action.payload.email) return;
      state.status = action.payload.available ? 'available' : 'taken';
      state.usedBy = action.payload.usedBy;
    },
    failed: (state, action: PayloadAction<string>) => {
      if (state.email === action.payload) state.status = 'failed';
    },
  },
});

export const workEmailCheckActions = workEmailCheckSlice.actions;
