import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import { resetCodeResendWaitMs, type PasswordReset } from '@/domain/credentials';
import type { RequestStatus } from '../auth-slice';

export interface PasswordResetState {
  /** The address a code was asked for: the second step is shown; null on the first. */
  email: string | null;
  /** When a code was last sent to each address (ms since the epoch), by the address in lower case. */
  sentAt: Record<string, number>;
  /** Whether the code step was reached by asking again (the page then says a new code went). */
  resent: boolean;
  request: RequestStatus;
  requestError: ApiErrorInfo | null;
  reset: RequestStatus;
  resetError: ApiErrorInfo | null;
  /** The address whose password was just set: the page goes back to the sign-in form with it. */
  done: string | null;
}

export const initialPasswordResetState: PasswordResetState = {
  email: null,
  sentAt: {},
  resent: false,
  request: 'idle',
  requestError: null,
  reset: 'idle',
  resetError: null,
  done: null,
};

/** The key an address's last code is kept under. */
export const sentKey = (email: string) => email.trim().toLowerCase();

export const passwordResetSlice = createSlice({
  name: 'passwordReset',
  initialState: initialPasswordResetState,
  reducers: {
    /** Asks for a code; `again` from the second step. */
    requestCode: (state, _action: PayloadAction<{ email: string; again?: boolean }>) => {
      state.request = 'loading';
      state.requestError = null;
    },
    /** A code was asked for at `at`; asked again within the minute, the backend sent none: the first one counts. */
    codeRequested: (state, { payload }: PayloadAction<{ email: string; at: number; again: boolean }>) => {
      state.request = 'succeeded';
      state.email = payload.email;
      state.resent = payload.again;
      state.reset = 'idle';
      state.resetError = null;
      const key = sentKey(payload.email);
      const previous = state.sentAt[key];
      if (previous === undefined || resetCodeResendWaitMs(previous, payload.at) === 0) state.sentAt[key] = payload.at;
    },
    requestFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      state.request = 'failed';
      state.requestError = payload;
    },
    resetPassword: (state, _action: PayloadAction<PasswordReset>) => {
      state.reset = 'loading';
      state.resetError = null;
      state.requestError = null;
    },
    passwordSet: (state, { payload }: PayloadAction<string>) => {
      state.reset = 'succeeded';
      state.done = payload;
    },
    resetFailed: (state, { payload }: PayloadAction<ApiErrorInfo>) => {
      state.reset = 'failed';
      state.resetError = payload;
    },
    /** Back to the first step (another address, or the page opened again); when codes went is kept. */
    restart: (state) => ({ ...initialPasswordResetState, sentAt: state.sentAt }),
  },
  selectors: {
    selectPasswordReset: (state) => state,
  },
});

export const passwordResetActions = passwordResetSlice.actions;
export const { selectPasswordReset } = passwordResetSlice.selectors;
