export { authSlice, authActions, initialAuthState } from './auth-slice';
export type { AuthState, LoginRequest, RequestStatus } from './auth-slice';
export {
  selectCurrentUser,
  selectGrants,
  selectIsRoot,
  selectMayEnter,
  selectIsLocked,
  selectAuthStatus,
  selectAuthError,
} from './auth-slice';
export { authSaga, type AuthServices } from './auth-saga';
export type { PasswordResetStore } from './password-reset/password-reset-store';
export { hasStoredSession, keptUnlockedUser, restoreSession } from './session';
export { loadSignInOptions } from './sign-in-options';
export { showSignInFrame, type SignInFrame } from './first-frame/frame';
export { authRoutes, accountRoutes } from './routes';
export { RequireAccess } from './access/RequireAccess';
export { PermittedOutlet } from './access/PermittedOutlet';
export { AccessDenied, resourceLabelKey } from './access/AccessDenied';
export { requires, type AccessHandle, type Requirement } from './access/route-access';
export { useGrants, useMay, useMayOnRecord, useOwnEmployeeId } from './access/use-may';
export { mayOnRecord } from './access/record-access';
export { homePath } from './access/home';
