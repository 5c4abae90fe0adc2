export { authSlice, authActions, initialAuthState } from './auth-slice';
export type { AuthState, LoginRequest, RequestStatus } from './auth-slice';
export {
  selectCurrentUser,
  selectIsRoot,
  selectIsLocked,
  selectAuthStatus,
  selectAuthError,
} from './auth-slice';
export { authSaga, type AuthServices } from './auth-saga';
export { restoreSession } from './session';
export { authRoutes, accountRoutes } from './routes';
export { RequireRoot } from './RequireRoot';
