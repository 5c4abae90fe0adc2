import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorInfo } from '@/api';
import type { ActivationRequest, Registration, SignInCredentials } from '@/domain/credentials';
import type { Grant } from '@/domain/grants';
import { hasRootRole } from '@/domain/roles';
import type { SessionUser } from '@/domain/user';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthState {
  user: SessionUser | null;
  /** Sign-in, registration and unlock share one request at a time. */
  status: RequestStatus;
  error: ApiErrorInfo | null;
  isLocked: boolean;
  lockedPath: string | null;
  activation: RequestStatus;
  activationError: ApiErrorInfo | null;
  /** Set by logging out, until the sign-in screen opens: guarded pages then lead to the goodbye screen. */
  signedOut: boolean;
}

/** A signed-out user's grants: one array, so that the selector's answer stays the same. */
const NO_GRANTS: readonly Grant[] = [];

const grantsOfUser = (user: SessionUser | null): readonly Grant[] => user?.data.grants ?? NO_GRANTS;
/** Root: the role name of the accounts from before grants, or a root grant. */
const isRoot = (user: SessionUser | null) => hasRootRole(user) || grantsOfUser(user).some((grant) => grant.role === 'root');

export const initialAuthState: AuthState = {
  user: null,
  status: 'idle',
  error: null,
  isLocked: false,
  lockedPath: null,
  activation: 'idle',
  activationError: null,
  signedOut: false,
};

export interface LoginRequest extends SignInCredentials {
  remember: boolean;
  returnUrl: string | null;
  /** The screen stays where it is after success (the template screens say so themselves). */
  stay?: boolean;
}

export interface RegisterRequest extends Registration {
  /** The screen stays where it is after success instead of going to /auth/login. */
  stay?: boolean;
}

const startRequest = (state: AuthState) => {
  state.status = 'loading';
  state.error = null;
};
const failRequest = (state: AuthState, action: PayloadAction<ApiErrorInfo>) => {
  state.status = 'failed';
  state.error = action.payload;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    register: (state, _action: PayloadAction<RegisterRequest>) => startRequest(state),
    registerSuccess: (state) => {
      state.status = 'succeeded';
    },
    registerFailure: failRequest,
    login: (state, _action: PayloadAction<LoginRequest>) => startRequest(state),
    /** The one-time code the OpenID provider's return handed the app, to exchange for the session (docs/sso.md). */
    oidcSignIn: (state, _action: PayloadAction<{ code: string; returnUrl: string | null }>) => startRequest(state),
    loginSuccess: (state, action: PayloadAction<SessionUser>) => {
      state.status = 'succeeded';
      state.user = action.payload;
      state.isLocked = false;
      state.lockedPath = null;
    },
    loginFailure: failRequest,
    /** Signs out, then goes to the path given (the goodbye screen /before-auth by default). */
    logout: (_state, _action: PayloadAction<string | undefined>) => undefined,
    logoutSuccess: () => ({ ...initialAuthState, signedOut: true }),
    /** A 401 answer: the session is over, the page reloads. */
    sessionExpired: () => undefined,
    lock: (_state, _action: PayloadAction<string>) => undefined,
    locked: (state, action: PayloadAction<string>) => {
      state.isLocked = true;
      state.lockedPath = action.payload;
      state.status = 'idle';
      state.error = null;
    },
    unlock: (state, _action: PayloadAction<{ password: string }>) => startRequest(state),
    unlockSuccess: (state, action: PayloadAction<SessionUser>) => {
      // lockedPath stays: it is where the lock screen sends the unlocked user.
      state.status = 'idle';
      state.user = action.payload;
      state.isLocked = false;
    },
    unlockFailure: failRequest,
    /** The new password of a session that must change it (the seeded administrator's first sign-in). */
    changePassword: (state, _action: PayloadAction<{ newPassword: string; returnUrl: string | null }>) => startRequest(state),
    changePasswordSuccess: (state) => {
      state.status = 'succeeded';
      if (state.user) delete state.user.mustChangePassword;
    },
    changePasswordFailure: failRequest,
    activate: (state, _action: PayloadAction<ActivationRequest>) => {
      state.activation = 'loading';
      state.activationError = null;
    },
    activateSuccess: (state) => {
      state.activation = 'succeeded';
    },
    activateFailure: (state, action: PayloadAction<ApiErrorInfo>) => {
      state.activation = 'failed';
      state.activationError = action.payload;
    },
    resetActivation: (state) => {
      state.activation = 'idle';
      state.activationError = null;
    },
    clearError: (state) => {
      state.signedOut = false;
      state.error = null;
      if (state.status === 'failed') state.status = 'idle';
    },
  },
  selectors: {
    selectCurrentUser: (state) => state.user,
    /** What the signed-in user may do (docs/roles.md); none when signed out. */
    selectGrants: (state) => grantsOfUser(state.user),
    selectIsRoot: (state) => isRoot(state.user),
    /** Whether the user may enter the main area: Root, or any other grant. */
    selectMayEnter: (state) => isRoot(state.user) || grantsOfUser(state.user).length > 0,
    selectMustChangePassword: (state) => state.user?.mustChangePassword === true,
    selectIsLocked: (state) => state.isLocked && state.user !== null,
    selectLockedPath: (state) => state.lockedPath,
    selectSignedOut: (state) => state.signedOut,
    selectAuthStatus: (state) => state.status,
    selectAuthError: (state) => state.error,
    selectActivationStatus: (state) => state.activation,
    selectActivationError: (state) => state.activationError,
  },
});

export const authActions = authSlice.actions;
export const selectAuthState = (state: { auth: AuthState }): AuthState => state.auth;
export const {
  selectCurrentUser,
  selectGrants,
  selectIsRoot,
  selectMayEnter,
  selectMustChangePassword,
  selectIsLocked,
  selectLockedPath,
  selectSignedOut,
  selectAuthStatus,
  selectAuthError,
  selectActivationStatus,
  selectActivationError,
} = authSlice.selectors;
